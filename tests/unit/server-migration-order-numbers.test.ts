// Migration 0022 on a database that already has orders: every existing order gets its own order number, in
// the shop's form, and is not placed from the bag; new orders draw theirs from the column's default, and a
// number already taken is refused by the unique constraint.
import { Migrator, sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDatabase, type DatabaseHandle } from "../../server/db/database";
import { migrateToLatest } from "../../server/db/migrate";
import { migrations } from "../../server/db/migrations";

const EXISTING = 40;
const ORDER_NUMBER = /^RZ-[1-9]\d{3}-\d{4}$/;

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createDatabase({ dataDir: "memory" });
  const before = new Migrator({ db: handle.db, provider: { getMigrations: async () => migrations } });
  const { error } = await before.migrateTo("0021_product_title_search");
  if (error) throw error;
  await sql`insert into users (id, username, username_skeleton, email, password_hash) values ('u1', 'aarav_k', 'aarav_k', 'a@example.in', 'x')`.execute(
    handle.db,
  );
  for (let n = 0; n < EXISTING; n++) {
    await sql`insert into orders (id, user_id) values (${`ord_${n}`}, 'u1')`.execute(handle.db);
  }
  await migrateToLatest(handle.db);
}, 60_000);
afterAll(() => handle.close());

const numbers = async () =>
  (
    await sql<{ id: string; order_number: string; from_bag: boolean }>`
      select id, order_number, from_bag from orders order by id`.execute(handle.db)
  ).rows;

describe("migration 0022", () => {
  it("gives every existing order a number of its own, none of them from the bag", async () => {
    const rows = await numbers();
    expect(rows).toHaveLength(EXISTING);
    expect(rows.every((row) => ORDER_NUMBER.test(row.order_number))).toBe(true);
    expect(new Set(rows.map((row) => row.order_number)).size).toBe(EXISTING);
    expect(rows.every((row) => row.from_bag === false)).toBe(true);
  });

  it("draws a new order's number, and refuses one already taken", async () => {
    await sql`insert into orders (id, user_id) values ('ord_new', 'u1')`.execute(handle.db);
    const drawn = (await numbers()).find((row) => row.id === "ord_new");
    expect(drawn?.order_number).toMatch(ORDER_NUMBER);
    const taken = (await numbers())[0].order_number;
    const again =
      sql`insert into orders (id, user_id, order_number) values ('ord_dup', 'u1', ${taken})`.execute(
        handle.db,
      );
    await expect(again).rejects.toThrow(/orders_order_number_key/);
  });
});
