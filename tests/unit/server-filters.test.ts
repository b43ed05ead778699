// The denormalised filter columns (stock_sizes, colors, color_names → search) follow the variant tables.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogue } from "../../mocks/fixtures";
import type { DatabaseHandle } from "../../server/db/database";
import { memoryDatabase, testApp } from "./server-helpers";

let handle: DatabaseHandle;
let app: ReturnType<typeof testApp>;

beforeAll(async () => {
  handle = await memoryDatabase({ seeded: true });
  app = testApp(handle);
}, 60_000);
afterAll(() => handle.close());

const listingIds = async (path: string) => {
  const body = await (await app.request(path)).json();
  return (body.data.data.data.products as { _id: string }[]).map((p) => p._id);
};
const facetsOf = async (path: string) => (await (await app.request(path)).json()).data.data.data.facets;
const searchIds = async (q: string) => {
  const body = await (await app.request(`/api/v1/product/search?q=${encodeURIComponent(q)}&limit=20`)).json();
  return (body.data.results as { productId: string }[]).map((r) => r.productId);
};

describe("filter columns kept by triggers", () => {
  // A jeans product: the only bottom-wear sub-category with one product per colour is easy to follow.
  const product = catalogue.find((p) => p.subCategory === "jeans" && p.variants.length === 1);
  if (!product) throw new Error("fixture: a single-variant jeans product");
  const variant = product.variants[0];
  const path = "/api/v1/product/subcategory/jeans/bottomwear";

  it("a size sold out in every variant stops matching the size filter; restocking brings it back", async () => {
    const size = variant.sizes.find((s) => s.stock > 0)?.size;
    if (!size) throw new Error("fixture: a size in stock");
    expect(await listingIds(`${path}?size=${size}`)).toContain(product._id);

    await handle.db
      .updateTable("variant_sizes")
      .set({ stock: 0 })
      .where("variant_id", "=", variant._id)
      .execute();
    expect(await listingIds(`${path}?size=${size}`)).not.toContain(product._id);

    await handle.db
      .updateTable("variant_sizes")
      .set({ stock: 3 })
      .where("variant_id", "=", variant._id)
      .where("size", "=", size)
      .execute();
    expect(await listingIds(`${path}?size=${size}`)).toContain(product._id);
  });

  it("a new variant's colour shows in the colour filter, the facets and search; deleting it removes it", async () => {
    await handle.db
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
    await handle.db
      .insertInto("variant_sizes")
      .values({ variant_id: `${product._id}-teal`, size: "XL", stock: 2 })
      .execute();
    expect(await listingIds(`${path}?color=teal`)).toEqual([product._id]);
    expect((await facetsOf(path)).colors).toContainEqual({ name: "Teal", hex: "#008080" });
    expect(await searchIds("teal")).toEqual([product._id]);
    expect(await searchIds("jeens teal")).toEqual([product._id]);

    await handle.db.deleteFrom("product_variants").where("id", "=", `${product._id}-teal`).execute();
    expect(await listingIds(`${path}?color=teal`)).toEqual([]);
    expect((await facetsOf(path)).colors.map((c: { name: string }) => c.name)).not.toContain("Teal");
    expect(await searchIds("teal")).toEqual([]);
  });

  it("a renamed product is found by its new name", async () => {
    await handle.db
      .updateTable("products")
      .set({ name: "Indigo Selvedge Denim" })
      .where("id", "=", product._id)
      .execute();
    expect(await searchIds("selvedge")).toEqual([product._id]);
    expect(await searchIds("selvege")).toEqual([product._id]);
  });
});
