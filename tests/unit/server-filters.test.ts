// The denormalised filter columns (stock_sizes, colors, color_sizes, color_names → search) follow the
// variant tables; size and colour filters match the same variant.
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { catalogue } from "../../mocks/fixtures";
import type { Size } from "../../server/db/schema";
import { catalogueChanged } from "../../server/services/cacheVersions/transaction";
import { seededServer } from "./server-helpers";

const server = seededServer();

const listingIds = async (path: string) => {
  const body = await (await server.app.request(path)).json();
  return (body.data.data.data.products as { _id: string }[]).map((p) => p._id);
};
const listingOf = async (path: string) => (await (await server.app.request(path)).json()).data.data.data;
const facetsOf = async (path: string) => (await listingOf(path)).facets;
const searchIds = async (q: string) => {
  const body = await (
    await server.app.request(`/api/v1/product/search?q=${encodeURIComponent(q)}&limit=20`)
  ).json();
  return (body.data.results as { productId: string }[]).map((r) => r.productId);
};
/** The typo vocabulary as its triggers keep it, and as it would be counted afresh from the products. */
const vocabulary = async () => {
  const kept = await sql<{ word: string; products: number }>`
    select word, products from search_words order by word`.execute(server.handle.db);
  const counted = await sql<{ word: string; products: number }>`
    select word, count(*)::int as products from products
    cross join lateral (select distinct word from regexp_split_to_table(search_text, ' ') as word) as w
    where status = 'published' and word ~ '^[a-z]{3,}$' group by word order by word`.execute(
    server.handle.db,
  );
  return { kept: kept.rows, counted: counted.rows };
};
const expectVocabularyInStep = async () => {
  const { kept, counted } = await vocabulary();
  expect(kept.length).toBeGreaterThan(0);
  expect(kept).toEqual(counted);
};

describe("size and colour match the same variant (the seeded Rangrez Logo Crew Tee)", () => {
  // Black has stock in L and XL only; S is stocked in White and Navy.
  const tee = catalogue.find((p) => p.name === "Rangrez Logo Crew Tee");
  if (!tee) throw new Error("fixture: Rangrez Logo Crew Tee");
  const variant = (color: string) => {
    const found = tee.variants.find((v) => v.color === color);
    if (!found) throw new Error(`fixture: the tee in ${color}`);
    return found;
  };
  const stock = (color: string, size: string) => variant(color).sizes.find((s) => s.size === size)?.stock;
  // The listings of the Upper Wear (Tshirt tab), New Arrivals and Trending pages.
  const listings = [
    "/api/v1/product/category/upperwear",
    "/api/v1/product/subcategory/t-shirt,oversize-t-shirt,regular-t-shirt/upperwear",
    "/api/v1/product/tags/newarrival",
    "/api/v1/product/tags/trending",
  ];
  const card = async (path: string) =>
    (await listingOf(`${path}&limit=50`)).products.find((p: { _id: string }) => p._id === tee._id);

  it("is what the fixture says", () => {
    expect(stock("Black", "S")).toBe(0);
    expect(stock("Black", "L")).toBeGreaterThan(0);
    expect(stock("White", "S")).toBeGreaterThan(0);
    expect(tee.variants[0].color).toBe("Black");
  });

  it.each(listings)("%s: Black + S leaves it out, though Black and S are each on offer", async (path) => {
    expect(await card(`${path}?size=S&color=Black`)).toBeUndefined();
    const facets = await facetsOf(path);
    expect(facets.sizes).toContain("S");
    expect(facets.colors.map((c: { name: string }) => c.name)).toContain("Black");
  });

  it.each(listings)("%s: the card shows and opens the variant the filters matched", async (path) => {
    const cases = [
      ["?size=L&color=Black", "Black"],
      ["?size=S&color=Black&color=White", "White"],
      ["?size=S&color=Navy", "Navy"],
      ["?color=navy", "Navy"],
      ["?size=S", "White"],
      ["?minPrice=1", "Black"],
    ] as const;
    for (const [query, color] of cases) {
      const shown = await card(`${path}${query}`);
      expect(shown, query).toBeDefined();
      expect(shown.variantId, query).toBe(variant(color)._id);
      expect(shown.images, query).toEqual(variant(color).images);
    }
  });
});

describe("filter columns kept by triggers", () => {
  // The catalogue is written straight to its tables here, as the staff's catalogue edits will write it;
  // like those, each write then tells the public answers' cache (cacheVersions/transaction.ts).
  // A jeans product: the only bottom-wear sub-category with one product per colour is easy to follow.
  const product = catalogue.find((p) => p.subCategory === "jeans" && p.variants.length === 1);
  if (!product) throw new Error("fixture: a single-variant jeans product");
  const variant = product.variants[0];
  const path = "/api/v1/product/subcategory/jeans/bottomwear";

  it("a size sold out in every variant stops matching the size filter; restocking brings it back", async () => {
    const size = variant.sizes.find((s) => s.stock > 0)?.size;
    if (!size) throw new Error("fixture: a size in stock");
    expect(await listingIds(`${path}?size=${size}`)).toContain(product._id);

    await server.handle.db
      .updateTable("variant_sizes")
      .set({ stock: 0 })
      .where("variant_id", "=", variant._id)
      .execute();
    await catalogueChanged(server.handle.db);
    expect(await listingIds(`${path}?size=${size}`)).not.toContain(product._id);

    await server.handle.db
      .updateTable("variant_sizes")
      .set({ stock: 3 })
      .where("variant_id", "=", variant._id)
      .where("size", "=", size)
      .execute();
    await catalogueChanged(server.handle.db);
    expect(await listingIds(`${path}?size=${size}`)).toContain(product._id);
  });

  it("a new variant's colour shows in the colour filter, the facets and search; deleting it removes it", async () => {
    await server.handle.db
      .insertInto("product_variants")
      .values({
        id: `${product._id}-teal`,
        product_id: product._id,
        position: 9,
        color: "Teal",
        color_hex: "#008080",
        images: [],
      })
      .execute();
    await catalogueChanged(server.handle.db);
    await server.handle.db
      .insertInto("variant_sizes")
      .values({ variant_id: `${product._id}-teal`, size: "XL", stock: 2 })
      .execute();
    await catalogueChanged(server.handle.db);
    expect(await listingIds(`${path}?color=teal`)).toEqual([product._id]);
    expect((await facetsOf(path)).colors).toContainEqual({ name: "Teal", hex: "#008080" });
    expect(await searchIds("teal")).toEqual([product._id]);
    expect(await searchIds("jeens teal")).toEqual([product._id]);
    expect((await vocabulary()).kept).toContainEqual({ word: "teal", products: 1 });
    await expectVocabularyInStep();

    await server.handle.db.deleteFrom("product_variants").where("id", "=", `${product._id}-teal`).execute();
    await catalogueChanged(server.handle.db);
    expect(await listingIds(`${path}?color=teal`)).toEqual([]);
    expect((await facetsOf(path)).colors.map((c: { name: string }) => c.name)).not.toContain("Teal");
    expect(await searchIds("teal")).toEqual([]);
    expect((await vocabulary()).kept.map((w) => w.word)).not.toContain("teal");
    await expectVocabularyInStep();
  });

  /** Sets one size's stock straight in its table. */
  const setStock = (size: Size, stock: number) =>
    server.handle.db
      .updateTable("variant_sizes")
      .set({ stock })
      .where("variant_id", "=", variant._id)
      .where("size", "=", size)
      .execute();
  /** The product row's version: it changes whenever the row is written. */
  const rowVersion = async () =>
    (
      await sql<{ xmin: string }>`select xmin::text from products where id = ${product._id}`.execute(
        server.handle.db,
      )
    ).rows[0].xmin;

  it("a stock change that sells nothing out and restocks nothing leaves the product's row unwritten", async () => {
    await setStock("36", 15);
    const before = await rowVersion();
    await setStock("36", 14);
    await setStock("36", 16);
    expect(await rowVersion()).toBe(before);
    await catalogueChanged(server.handle.db);
    expect(await listingIds(`${path}?size=36`)).toContain(product._id);

    await setStock("36", 0);
    expect(await rowVersion()).not.toBe(before);
    await catalogueChanged(server.handle.db);
    expect(await listingIds(`${path}?size=36`)).not.toContain(product._id);
  });

  it("a size moved to another size is filtered by its new size, though its stock never crossed zero", async () => {
    await server.handle.db
      .deleteFrom("variant_sizes")
      .where("variant_id", "=", variant._id)
      .where("size", "=", "34")
      .execute();
    await setStock("36", 15);
    await catalogueChanged(server.handle.db);
    expect(await listingIds(`${path}?size=34`)).not.toContain(product._id);

    await server.handle.db
      .updateTable("variant_sizes")
      .set({ size: "34" })
      .where("variant_id", "=", variant._id)
      .where("size", "=", "36")
      .execute();
    await catalogueChanged(server.handle.db);
    expect(await listingIds(`${path}?size=34`)).toContain(product._id);
    expect(await listingIds(`${path}?size=36`)).not.toContain(product._id);
  });

  it("a renamed product is found by its new name", async () => {
    await server.handle.db
      .updateTable("products")
      .set({ name: "Indigo Selvedge Denim" })
      .where("id", "=", product._id)
      .execute();
    await catalogueChanged(server.handle.db);
    expect(await searchIds("selvedge")).toEqual([product._id]);
    expect(await searchIds("selvege")).toEqual([product._id]);
    await expectVocabularyInStep();
  });
});
