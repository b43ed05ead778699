// Migration 0026 on a database that already has shoppers: each takes the name of their address book, where
// they typed one (the default address's, else the newest named one); a shopper with no named address keeps
// an empty name (the checkout then asks for it, rather than delivering to, or invoicing, the username).
import { Migrator, sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDatabase, type DatabaseHandle } from "../../server/db/database";
import { migrateToLatest } from "../../server/db/migrate";
import { migrations } from "../../server/db/migrations";

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createDatabase({ dataDir: "memory" });
  const before = new Migrator({ db: handle.db, provider: { getMigrations: async () => migrations } });
  const { error } = await before.migrateTo("0025_guest_bags");
  if (error) throw error;
  const users = ["u_default", "u_newest", "u_unnamed", "u_none"];
  for (const id of users) {
    await sql`insert into users (id, username, email, password_hash, username_skeleton)
      values (${id}, ${id}, ${`${id}@example.in`}, 'x', ${id})`.execute(handle.db);
  }
  // [user, address name, default, updated]
  const addresses = [
    ["u_default", "Kavya Nair", true, "2026-01-01"],
    ["u_default", "Kavya at Work", false, "2026-03-01"],
    ["u_newest", "", true, "2026-03-01"],
    ["u_newest", "Old Name", false, "2026-01-01"],
    ["u_newest", "  Rahul Verma ", false, "2026-02-01"],
    ["u_unnamed", "  ", true, "2026-01-01"],
  ] as const;
  for (const [index, [user, name, isDefault, updated]] of addresses.entries()) {
    await sql`insert into addresses (id, user_id, name, street, city, state, pincode, is_default, updated_at)
      values (${`a${index}`}, ${user}, ${name}, '1 MG Road', 'Indore', 'Madhya Pradesh', '452001',
        ${isDefault}, ${updated})`.execute(handle.db);
  }
  await migrateToLatest(handle.db);
}, 60_000);
afterAll(() => handle.close());

const nameOf = async (id: string) =>
  (await handle.db.selectFrom("users").select("name").where("id", "=", id).executeTakeFirstOrThrow()).name;

describe("migration 0026", () => {
  it("names a shopper after their default address", async () => {
    expect(await nameOf("u_default")).toBe("Kavya Nair");
  });

  it("else after their newest named address, trimmed", async () => {
    expect(await nameOf("u_newest")).toBe("Rahul Verma");
  });

  it("leaves the name empty when no address names anyone", async () => {
    expect(await nameOf("u_unnamed")).toBe("");
    expect(await nameOf("u_none")).toBe("");
  });
});
