// PostgreSQL closing the shop's idle connections (a restart, a failover): the process lives on, says so in
// its log, and the next query runs on a new connection (server/db/database.ts).
import { sql } from "kysely";
import { afterEach, expect, inject, it } from "vitest";
import { createDatabase, type DatabaseHandle } from "../../server/db/database";
import { poolStatsOf } from "../../server/db/poolStats";
import { describeOnPostgres } from "../support/databases";
import { captureLogs } from "../support/logLines";
import { createTestDatabase } from "../support/postgres";
import { waitFor } from "../support/serverProcess";

const opened: DatabaseHandle[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((handle) => handle.close()));
});

describeOnPostgres("idle connections closed by PostgreSQL", () => {
  it("a warning, no crash, and the next query answers", { timeout: 60_000 }, async () => {
    const { adminUrl } = inject("postgres");
    const url = await createTestDatabase(adminUrl as string, "connection-loss");
    const handle = await createDatabase({ url });
    opened.push(handle);
    // Two connections in the pool, idle once the queries are done.
    await Promise.all([sql`select pg_sleep(0.05)`.execute(handle.db), sql`select 1`.execute(handle.db)]);
    const pool = poolStatsOf(handle.db);
    const idleBefore = pool?.counts().idle ?? 0;
    expect(idleBefore).toBeGreaterThanOrEqual(1);
    const logs = captureLogs();
    try {
      const admin = await createDatabase({ url: adminUrl as string });
      opened.push(admin);
      const closed = await sql<{ n: number }>`
        select count(pg_terminate_backend(pid))::int as n from pg_stat_activity
        where datname = ${new URL(url).pathname.slice(1)} and pid <> pg_backend_pid()`.execute(admin.db);
      expect(closed.rows[0]?.n).toBeGreaterThanOrEqual(idleBefore);
      // Each closed idle connection is heard, warned about and dropped from the pool.
      const warnings = () =>
        logs.lines().filter((line) => line.level === "warn" && line.msg.includes("idle database connection"));
      await waitFor("a warning for each closed connection", () => warnings().length >= idleBefore);
      await waitFor("the pool emptied of them", () => pool?.counts().total === 0);
      const answer = await sql<{ one: number }>`select 1 as one`.execute(handle.db);
      expect(answer.rows).toEqual([{ one: 1 }]);
    } finally {
      logs.restore();
    }
  });
});
