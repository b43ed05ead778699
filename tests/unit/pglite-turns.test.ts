// PGlite answers within microtasks, in the server's own thread: its driver lets the event loop turn before
// each query outside a transaction and before each transaction, so other requests are served between one
// request's queries; a transaction runs without a pause (docs/decisions/pglite-and-postgresql.md).
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../server/db/database";
import { memoryDatabase } from "./server-helpers";

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await memoryDatabase();
}, 60_000);
afterAll(() => handle.close());

describe("PGlite's turns of the event loop", () => {
  it("serves what else is waiting between one query and the next", async () => {
    let done = 0;
    const chain = (async () => {
      for (let i = 0; i < 20; i++) {
        await sql`select 1`.execute(handle.db);
        done += 1;
      }
    })();
    // Another request's turn: it comes while the chain is under way, not after its last query.
    const seen = await new Promise<number>((resolve) => setImmediate(() => resolve(done)));
    await chain;
    expect(seen).toBeLessThan(20);
  });

  it("runs a transaction without a pause", async () => {
    let turned = false;
    await handle.db.transaction().execute(async (trx) => {
      setImmediate(() => {
        turned = true;
      });
      for (let i = 0; i < 20; i++) await sql`select 1`.execute(trx);
      expect(turned).toBe(false);
    });
    expect(turned).toBe(false);
  });
});
