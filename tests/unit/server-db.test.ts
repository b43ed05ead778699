import { sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../server/db/database";
import { migrations } from "../../server/db/migrations";
import { seed } from "../../server/db/seed";
import { DEFAULT_QUERY, listProducts, listProductsByTag } from "../../server/services/product-listing";
import { catalogue, customiserBlanks } from "../../mocks/fixtures";
import { memoryDatabase } from "./server-helpers";

let handle: DatabaseHandle;
beforeEach(async () => {
  handle = await memoryDatabase();
}, 60_000);
afterEach(() => handle.close());

function insertProduct(id: string, tags: string[], createdAt: string) {
  return handle.db
    .insertInto("products")
    .values({
      id,
      name: `Product ${id}`,
      description: "",
      category: "upperwear",
      sub_category: "t-shirt",
      price: 999,
      final_price: 799,
      discount: 20,
      tags,
      rating: 4,
      review_count: 0,
      cod_available: true,
      is_available: true,
      return_policy: 7,
      product_details: "[]",
      created_at: createdAt,
    })
    .execute();
}

const ids = (listing: { products: { _id: string }[] }) => listing.products.map((p) => p._id);

describe("database", { timeout: 60_000 }, () => {
  it("seeds once, skips when products exist, and reseeds with reset", async () => {
    expect(await seed(handle.db)).toEqual({ seeded: true, products: catalogue.length });
    expect(await seed(handle.db)).toEqual({ seeded: false, products: 0 });
    expect(await seed(handle.db, { reset: true })).toEqual({ seeded: true, products: catalogue.length });
    const counts = await handle.db
      .selectFrom("products")
      .select(["status", (eb) => eb.fn.countAll().as("n")])
      .groupBy("status")
      .execute();
    // The catalogue, and the customiser's blanks beside it (docs/decisions/customiser-design.md#storage).
    const count = (status: string) => Number(counts.find((c) => c.status === status)?.n ?? 0);
    expect(count("published")).toBe(catalogue.length);
    expect(count("blank")).toBe(customiserBlanks.length);
  });

  it("orders equal createdAt by id descending", async () => {
    const at = "2025-03-01T10:00:00.000Z";
    for (const id of ["p-a", "p-c", "p-b"]) await insertProduct(id, ["trending"], at);
    await insertProduct("p-old", ["trending"], "2024-01-01T00:00:00.000Z");
    const listing = await listProductsByTag(handle.db, "trending", 1, 8);
    expect(ids(listing)).toEqual(["p-c", "p-b", "p-a", "p-old"]);
    expect(listing.totalCount).toBe(4);
  });

  it("keeps tag listings and counts in step when tags change or products go", async () => {
    await insertProduct("p1", ["newarrival", "trending"], "2025-01-01T00:00:00Z");
    await insertProduct("p2", ["newarrival"], "2025-01-02T00:00:00Z");
    expect((await listProductsByTag(handle.db, "newarrival", 1, 8)).totalCount).toBe(2);

    await handle.db
      .updateTable("products")
      .set({ tags: ["trending"] })
      .where("id", "=", "p2")
      .execute();
    const newArrivals = await listProductsByTag(handle.db, "newarrival", 1, 8);
    expect(ids(newArrivals)).toEqual(["p1"]);
    expect(newArrivals.totalCount).toBe(1);
    expect(ids(await listProductsByTag(handle.db, "trending", 1, 8))).toEqual(["p2", "p1"]);

    await handle.db
      .updateTable("products")
      .set({ created_at: "2024-01-01T00:00:00Z" })
      .where("id", "=", "p2")
      .execute();
    expect(ids(await listProductsByTag(handle.db, "trending", 1, 8))).toEqual(["p1", "p2"]);

    await handle.db.deleteFrom("products").where("id", "=", "p1").execute();
    const trending = await listProductsByTag(handle.db, "trending", 1, 8);
    expect(ids(trending)).toEqual(["p2"]);
    expect(trending.totalCount).toBe(1);
    expect((await listProductsByTag(handle.db, "newarrival", 1, 8)).totalCount).toBe(0);
  });

  it("takes migrations 0009 (carts) and 0008 (colour-size pairs) down and up again", async () => {
    await seed(handle.db);
    const tee = catalogue.find((p) => p.name === "Rangrez Logo Crew Tee");
    const black = tee?.variants.find((v) => v.color === "Black");
    if (!tee || !black) throw new Error("fixture: the Logo Crew Tee in Black");
    const blackS = { ...DEFAULT_QUERY, page: 1, limit: 50, sizes: ["S" as const], colors: ["Black"] };
    const scope = { kind: "tag" as const, tag: "trending" as const };
    const listed = async () => (await listProducts(handle.db, scope, blackS)).products.map((p) => p._id);
    const leftovers = async () =>
      (
        await sql<{ columns: number; functions: number; tables: number }>`select
          (select count(*)::int from information_schema.columns
            where table_name = 'products' and column_name = 'color_sizes') as columns,
          (select count(*)::int from pg_proc where proname like 'products_color_size_cells_%') as functions,
          (select count(*)::int from pg_class
            where relname in ('listing_color_size_cells', 'carts', 'cart_lines')) as tables`.execute(
          handle.db,
        )
      ).rows[0];
    expect(await listed()).not.toContain(tee._id);
    expect(await leftovers()).toEqual({ columns: 1, functions: 3, tables: 3 });

    for (const name of ["0009_carts", "0008_color_size_cells"]) await migrations[name].down?.(handle.db);
    expect(await leftovers()).toEqual({ columns: 0, functions: 0, tables: 0 });
    // The variant triggers still refresh the filter columns without the pairs.
    await handle.db
      .updateTable("variant_sizes")
      .set({ stock: 0 })
      .where("variant_id", "=", black._id)
      .execute();
    const { stock_sizes } = await handle.db
      .selectFrom("products")
      .select("stock_sizes")
      .where("id", "=", tee._id)
      .executeTakeFirstOrThrow();
    expect(stock_sizes).toContain("S");

    // Up again: Black (now sold out) lists nothing with a size, and the pairs came back for every product.
    for (const name of ["0008_color_size_cells", "0009_carts"]) await migrations[name].up(handle.db);
    expect(await leftovers()).toEqual({ columns: 1, functions: 3, tables: 3 });
    expect(await listed()).not.toContain(tee._id);
    const white = tee.variants.find((v) => v.color === "White");
    const whiteS = await listProducts(handle.db, scope, { ...blackS, colors: ["White"] });
    expect(whiteS.products.find((p) => p._id === tee._id)?.variantId).toBe(white?._id);
  });

  it("rejects stock below zero and ratings outside 1..5", async () => {
    await insertProduct("p1", [], "2025-01-01T00:00:00Z");
    await handle.db
      .insertInto("product_variants")
      .values({ id: "v1", product_id: "p1", position: 0, color: "Black", color_hex: "#000000", images: [] })
      .execute();
    await expect(
      handle.db.insertInto("variant_sizes").values({ variant_id: "v1", size: "M", stock: -1 }).execute(),
    ).rejects.toThrow();
    await expect(
      handle.db
        .insertInto("reviews")
        .values({
          id: "r1",
          product_id: "p1",
          username: "a",
          rating: 6,
          comment: "",
          created_at: "2025-01-01",
        })
        .execute(),
    ).rejects.toThrow();
  });
});
