// Migrations 0028–0030 on a database that already has a catalogue, bags and alerts: jeans sold S to XXL
// are relabelled by their waist (the old chart's S was a 30-inch waist … XXL 38), their stock, the bags'
// lines and the restock alerts following the garments; tops keep their letters; the listing filters and
// cells find the jeans by waist; the bag gets a coupon column; the launch headline gets truthful words.
import { Migrator, sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDatabase, type DatabaseHandle } from "../../server/db/database";
import { migrateToLatest } from "../../server/db/migrate";
import { migrations } from "../../server/db/migrations";
import { listProducts } from "../../server/services/product-listing";

const LETTERS = ["S", "M", "L", "XL", "XXL"];

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createDatabase({ dataDir: "memory" });
  const before = new Migrator({ db: handle.db, provider: { getMigrations: async () => migrations } });
  const { error } = await before.migrateTo("0021_product_title_search");
  if (error) throw error;
  const db = handle.db;
  await sql`insert into products (id, name, category, sub_category, price, final_price, tags)
    values ('jeans', 'Slim Jeans', 'bottomwear', 'jeans', 1999, 1499, '{trending}'),
           ('tee', 'Logo Tee', 'upperwear', 't-shirt', 599, 599, '{trending}')`.execute(db);
  await sql`insert into product_variants (id, product_id, position, color, color_hex)
    values ('jeans-navy', 'jeans', 0, 'Navy', '#1f2a48'), ('tee-black', 'tee', 0, 'Black', '#1c1c1e')`.execute(
    db,
  );
  for (const [variant, stocks] of [
    ["jeans-navy", [4, 0, 7, 2, 9]],
    ["tee-black", [5, 6, 0, 8, 1]],
  ] as const) {
    for (const [i, size] of LETTERS.entries()) {
      await sql`insert into variant_sizes (variant_id, size, stock)
        values (${variant}, ${size}, ${stocks[i]})`.execute(db);
    }
  }
  await sql`insert into users (id, username, email, password_hash, username_skeleton) values ('u1', 'neel', 'neel@example.in', 'x', 'neel')`.execute(
    db,
  );
  await sql`insert into carts (id, user_id) values ('c1', 'u1')`.execute(db);
  await sql`insert into cart_lines (id, cart_id, variant_id, size, quantity)
    values ('l1', 'c1', 'jeans-navy', 'L', 1), ('l2', 'c1', 'tee-black', 'M', 2)`.execute(db);
  await sql`insert into restock_alerts (user_id, variant_id, size) values ('u1', 'jeans-navy', 'M')`.execute(
    db,
  );
  await sql`insert into headlines (id, position, text)
    values ('h1', 0, 'Free shipping on all orders across India'), ('h2', 1, 'New drops every month')`.execute(
    db,
  );
  await migrateToLatest(db);
}, 60_000);
afterAll(() => handle.close());

const sizesOf = (variantId: string) =>
  handle.db
    .selectFrom("variant_sizes")
    .select(["size", "stock"])
    .where("variant_id", "=", variantId)
    .orderBy("stock")
    .execute();

describe("migration 0029: jeans by waist", () => {
  it("relabels the jeans by what they measure, keeping each size's stock", async () => {
    expect(await sizesOf("jeans-navy")).toEqual([
      { size: "32", stock: 0 },
      { size: "36", stock: 2 },
      { size: "30", stock: 4 },
      { size: "34", stock: 7 },
      { size: "38", stock: 9 },
    ]);
  });

  it("leaves the tops' letter sizes alone", async () => {
    expect((await sizesOf("tee-black")).map((s) => s.size).sort()).toEqual([...LETTERS].sort());
  });

  it("moves the bags' lines and the restock alerts with their garments", async () => {
    const lines = await handle.db.selectFrom("cart_lines").select(["id", "size"]).orderBy("id").execute();
    expect(lines).toEqual([
      { id: "l1", size: "34" },
      { id: "l2", size: "M" },
    ]);
    const alerts = await handle.db.selectFrom("restock_alerts").select(["variant_id", "size"]).execute();
    expect(alerts).toEqual([{ variant_id: "jeans-navy", size: "32" }]);
  });

  it("lists the jeans under a waist filter, from the filter columns and the cells alike", async () => {
    const product = await handle.db
      .selectFrom("products")
      .select("stock_sizes")
      .where("id", "=", "jeans")
      .executeTakeFirstOrThrow();
    expect([...product.stock_sizes].sort()).toEqual(["30", "34", "36", "38"]);
    const listing = await listProducts(
      handle.db,
      { kind: "tag", tag: "trending" },
      { page: 1, limit: 10, sort: "newest", sizes: ["34"], colors: [] },
    );
    expect(listing.products.map((p) => p._id)).toEqual(["jeans"]);
    expect(listing.totalCount).toBe(1);
    expect(listing.facets.sizes).toEqual(["S", "M", "XL", "XXL", "30", "34", "36", "38"]);
  });

  it("refuses a size that is neither a letter nor a waist we sell", async () => {
    const insert = sql`insert into variant_sizes (variant_id, size, stock)
      values ('jeans-navy', '33', 1)`.execute(handle.db);
    await expect(insert).rejects.toThrow(/variant_sizes_size_check/);
  });
});

describe("migration 0028: the bag's coupon", () => {
  it("keeps none at first, and lets a withdrawn coupon leave the bag", async () => {
    const bag = () =>
      handle.db.selectFrom("carts").select("coupon_code").where("id", "=", "c1").executeTakeFirstOrThrow();
    expect(await bag()).toEqual({ coupon_code: null });
    await sql`insert into coupons (code, kind, value) values ('GONE50', 'flat', 50)`.execute(handle.db);
    await handle.db.updateTable("carts").set({ coupon_code: "GONE50" }).where("id", "=", "c1").execute();
    await sql`delete from coupons where code = 'GONE50'`.execute(handle.db);
    expect(await bag()).toEqual({ coupon_code: null });
  });
});

describe("migration 0030: the launch headline", () => {
  it("promises free shipping on every order, not delivery across India; other headlines stay", async () => {
    const headlines = await handle.db.selectFrom("headlines").select("text").orderBy("position").execute();
    expect(headlines.map((h) => h.text)).toEqual(["Free shipping on every order", "New drops every month"]);
  });
});
