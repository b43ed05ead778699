// The shop's PostgreSQL connections (server/db/database.ts createDatabase with a URL) turn JIT off: its
// queries run in milliseconds, and JIT compiling chosen from cost estimates cost a filtered listing at
// 100,000 products ~14 ms for 0.3 ms of work (bench:listing).
import { sql } from "kysely";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { DatabaseHandle } from "../../server/db/database";
import { describeOnPostgres } from "../support/databases";

describeOnPostgres("the shop's connections", (database) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await database.open();
  });
  afterAll(() => handle?.close());

  it("run with JIT off, on every connection of the pool", async () => {
    const settings = await Promise.all(
      Array.from({ length: 3 }, () =>
        sql<{ jit: string }>`select current_setting('jit') as jit`.execute(handle.db),
      ),
    );
    expect(settings.map((s) => s.rows[0]?.jit)).toEqual(["off", "off", "off"]);
  });
});
