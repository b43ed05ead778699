// Several servers on one PostgreSQL database share the public answers' cache versions
// (docs/decisions/shared-cache-versions.md): a server's look at the versions finds a bump whose transaction
// started before, and committed after, a bump it has already seen. That an order placed through one server
// shows in the others' cached product answers within 2 s is proven on three real servers in
// tests/unit/server-instances.test.ts.
import { sql } from "kysely";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { DatabaseHandle } from "../../server/db/database";
import { CacheVersions } from "../../server/services/cacheVersions/registry";
import { changes, trackedTransaction } from "../../server/services/cacheVersions/transaction";
import { describeOnPostgres, seededPostgresDatabase } from "../support/databases";

describeOnPostgres("servers on one database", () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    ({ handle } = await seededPostgresDatabase("cache versions"));
  }, 60_000);
  afterAll(async () => {
    await handle?.close();
  });

  it("finds a bump committed after a later transaction's bump it has already seen", async () => {
    const versions = new CacheVersions(handle.db);
    await versions.look();
    let open: () => void = () => {};
    const held = new Promise<void>((resolve) => (open = resolve));
    let started: () => void = () => {};
    const hasId = new Promise<void>((resolve) => (started = resolve));
    // The early transaction takes its id first, then waits; the later one bumps and commits meanwhile.
    const early = trackedTransaction(handle.db, async (trx) => {
      await sql`select pg_current_xact_id()`.execute(trx);
      started();
      await held;
      changes(trx, "product:committed-late");
    });
    await hasId;
    await trackedTransaction(handle.db, async (trx) => changes(trx, "product:committed-first"));
    await versions.look();
    expect(versions.versionOf("product:committed-first")).toBe(1);
    expect(versions.versionOf("product:committed-late")).toBe(0);

    open();
    await early;
    await versions.look();
    expect(versions.versionOf("product:committed-late")).toBe(1);
  });
});
