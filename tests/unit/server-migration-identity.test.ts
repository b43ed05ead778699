// Migration 0007 on a database that already has users: emails and usernames are normalised, every user
// gets a username skeleton, look-alikes registered before the check keep their accounts, and new
// look-alikes are refused by the unique index from then on.
import { Migrator, sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDatabase, type DatabaseHandle } from "../../server/db/database";
import { migrateToLatest } from "../../server/db/migrate";
import { migrations } from "../../server/db/migrations";

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createDatabase({ dataDir: "memory" });
  const before = new Migrator({ db: handle.db, provider: { getMigrations: async () => migrations } });
  const { error } = await before.migrateTo("0006_drop_tag_counts");
  if (error) throw error;
  // Rows as the server stored them before: emails as typed, usernames as typed, look-alikes side by side.
  const rows = [
    ["u1", "aarav_k", "Aarav@Example.com", "2026-01-01"],
    ["u2", "\u0430arav_k", "cyrillic@example.com", "2026-01-02"],
    ["u3", "Ｎeha_R", "ＮＥＨＡ@example.in", "2026-01-03"],
  ];
  for (const [id, username, email, created] of rows) {
    await sql`insert into users (id, username, email, password_hash, created_at)
      values (${id}, ${username}, ${email}, 'x', ${created})`.execute(handle.db);
  }
  await migrateToLatest(handle.db);
}, 60_000);
afterAll(() => handle.close());

const user = (id: string) =>
  handle.db.selectFrom("users").selectAll().where("id", "=", id).executeTakeFirstOrThrow();

describe("migration 0007", () => {
  it("normalises emails (NFKC, lower case) and usernames (NFKC) and fills the skeleton", async () => {
    expect(await user("u1")).toMatchObject({
      username: "aarav_k",
      email: "aarav@example.com",
      username_skeleton: "aarav_k",
    });
    expect(await user("u3")).toMatchObject({
      username: "Neha_R",
      email: "neha@example.in",
      username_skeleton: "neha_r",
    });
  });

  it("keeps a look-alike registered before the check, with a skeleton of its own", async () => {
    const lookalike = await user("u2");
    expect(lookalike.username).toBe("\u0430arav_k");
    expect(lookalike.username_skeleton).toBe("aarav_k#u2");
  });

  it("refuses a new look-alike at the database too", async () => {
    const insert = sql`insert into users (id, username, email, password_hash, username_skeleton)
      values ('u4', ${"AAR\u0410V_K"}, 'new@example.com', 'x', 'aarav_k')`.execute(handle.db);
    await expect(insert).rejects.toThrow(/users_username_skeleton_key/);
  });

  it("replaces the login_failures table with throttle_counters", async () => {
    const tables = await sql<{ name: string }>`select table_name as name from information_schema.tables
      where table_schema = 'public' and table_name in ('login_failures', 'throttle_counters')`.execute(
      handle.db,
    );
    expect(tables.rows.map((r) => r.name)).toEqual(["throttle_counters"]);
  });
});
