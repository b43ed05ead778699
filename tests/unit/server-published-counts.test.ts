// Shoppers never see a draft or an archived product (docs/decisions/staff-catalogue.md#product-status), so
// no total, facet, page or search counts one either: the listing cells, the tag index and the search
// vocabulary hold published products only (migration 0042), and follow a product's status as staff change
// it, in both directions. Checked against a count straight from the products table, on PGlite and on a
// PostgreSQL server.
import { Migrator, sql } from "kysely";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { DatabaseHandle } from "../../server/db/database";
import { migrateToLatest } from "../../server/db/migrate";
import { migrations } from "../../server/db/migrations";
import type { ProductStatus } from "../../server/db/schema";
import { type Actor, createProduct, setProductStatus } from "../../server/services/catalogue/productWrite";
import type { StaffProductInput } from "../../server/services/catalogue/productInput";
import {
  DEFAULT_QUERY,
  type ListingScope,
  listProducts,
  listProductsByTag,
} from "../../server/services/product-listing";
import { searchProducts } from "../../server/services/search";
import { searchPage } from "../../server/services/searchPage";
import { describeOnEachDatabase, type TestDatabase } from "../support/databases";
import { declarationsFor } from "../../mocks/fixtures";

/** A product no seeded one resembles: its colour, and the word of its name, are its own. */
const saffron: StaffProductInput = {
  name: "Zephyrine Linen Shirt-Tee",
  description: "Loose linen.",
  price: 1499,
  discount: 0,
  category: "upperwear",
  subCategory: "oversize-t-shirt",
  returnPolicy: 7,
  tags: ["newarrival", "trending"],
  codAvailable: true,
  declarations: declarationsFor("test", "oversize-t-shirt", ["S", "M", "L", "XL", "XXL"]),
  variants: [
    {
      color: "Saffron",
      colorHex: "#ff9933",
      sizes: [{ size: "XXL", stock: 3 }],
      images: [{ src: "/media/products/acid-wash-oversized-tee-black-front-400.webp", alt: "Saffron tee" }],
    },
  ],
};

const category: ListingScope = { kind: "category", category: "upperwear" };
const query = { ...DEFAULT_QUERY, page: 1, limit: 8 };

describeOnEachDatabase("only published products are counted", (database: TestDatabase) => {
  let handle: DatabaseHandle;
  let actor: Actor;
  let id: string;
  beforeAll(async () => {
    handle = await database.openSeeded();
    actor = await handle.db
      .selectFrom("users")
      .select(["id", "username"])
      .where("role", "=", "staff")
      .executeTakeFirstOrThrow();
    id = await createProduct({ db: handle.db, publicOrigin: "http://shop.test" }, actor, saffron);
  }, 60_000);
  afterAll(() => handle.close());

  const setStatus = (status: ProductStatus) =>
    setProductStatus({ db: handle.db, publicOrigin: "http://shop.test" }, actor, id, status);

  /** Published upperwear, counted row by row. */
  const publishedUpperwear = async () => {
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from products
      where category = 'upperwear' and status = 'published'`.execute(handle.db);
    return rows[0]?.n;
  };

  /** What a shopper is shown of the product: totals, facets, pages and search. */
  const shown = async () => {
    const listing = await listProducts(handle.db, category, query);
    const saffronOnly = await listProducts(handle.db, category, { ...query, colors: ["saffron"] });
    const saffronXxl = await listProducts(handle.db, category, {
      ...query,
      colors: ["saffron"],
      sizes: ["XXL"],
    });
    const newest = await listProductsByTag(handle.db, "newarrival", 1, 4);
    const search = await searchProducts(handle.db, "zephyrine", 10);
    const typo = await searchPage(handle.db, "zephyrin", 1, 10);
    return {
      totalIsTheTruth: listing.totalCount === (await publishedUpperwear()),
      colourFacet: listing.facets.colors.some((c) => c.name === "Saffron"),
      byColour: saffronOnly.totalCount,
      byColourAndSize: saffronXxl.totalCount,
      newestPage: newest.products.map((p) => p._id).includes(id),
      newestPageFull: newest.products.length === 4,
      searchCount: search.totalCount,
      searchFound: search.results.some((r) => r.productId === id),
      typoCount: typo.totalCount,
    };
  };

  const hidden = {
    totalIsTheTruth: true,
    colourFacet: false,
    byColour: 0,
    byColourAndSize: 0,
    newestPage: false,
    newestPageFull: true,
    searchCount: 0,
    searchFound: false,
    typoCount: 0,
  };
  const visible = {
    ...hidden,
    colourFacet: true,
    byColour: 1,
    byColourAndSize: 1,
    newestPage: true,
    searchCount: 1,
    searchFound: true,
    typoCount: 1,
  };

  it("a draft is in no total, facet, page or search; published it is in each; archived it leaves each", async () => {
    expect(await shown()).toEqual(hidden);
    await setStatus("published");
    expect(await shown()).toEqual(visible);
    await setStatus("archived");
    expect(await shown()).toEqual(hidden);
    await setStatus("published");
    expect(await shown()).toEqual(visible);
    await setStatus("draft");
    expect(await shown()).toEqual(hidden);
  });

  it("the cells match the published products after every change", async () => {
    await setStatus("published");
    // Changed while published: it moves between cells, and still counts once.
    await handle.db.updateTable("products").set({ final_price: 2222 }).where("id", "=", id).execute();
    await setStatus("archived");
    const { rows } = await sql<{ cells: number; truth: number }>`
      select (select sum(product_count)::int from listing_cells where scope = 'cat:upperwear') as cells,
        (select count(*)::int from products where category = 'upperwear' and status = 'published') as truth`.execute(
      handle.db,
    );
    expect(rows[0]?.cells).toBe(rows[0]?.truth);
  });

  it("the migration undone counts every product again, and done again only the published", async () => {
    await setStatus("draft");
    const counted = async () => {
      const { rows } = await sql<{ cells: number; tags: number; words: number }>`
        select (select sum(product_count)::int from listing_cells where scope = 'cat:upperwear') as cells,
          (select count(*)::int from product_tags where product_id = ${id}) as tags,
          (select coalesce(sum(products), 0)::int from search_words where word = 'zephyrine') as words`.execute(
        handle.db,
      );
      return rows[0];
    };
    const migrator = new Migrator({ db: handle.db, provider: { getMigrations: async () => migrations } });
    const { error } = await migrator.migrateTo("0040_staff_product_list");
    if (error) throw error;
    const all = await publishedUpperwear();
    expect(await counted()).toEqual({ cells: (all ?? 0) + 1, tags: 2, words: 1 });
    await migrateToLatest(handle.db);
    expect(await counted()).toEqual({ cells: all, tags: 0, words: 0 });
  });
});
