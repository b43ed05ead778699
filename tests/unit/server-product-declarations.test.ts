// A garment's Legal Metrology declarations (docs/decisions/product-declarations.md) on PGlite and on a
// PostgreSQL server: the product page's answer carries them (made in India, imported), staff may keep a
// draft without them but cannot publish it, nor save a published product without them; the refusal names
// what is missing; and listings filter by country of origin with exact totals and the country facet.
import { afterAll, beforeAll, expect, it } from "vitest";
import { catalogue, declarationsFor, users } from "../../mocks/fixtures";
import { sql } from "kysely";
import { migrations } from "../../server/db/migrations";
import { describeOnEachDatabase, type TestDatabase } from "../support/databases";
import { type AuthHarness, authHarness, Browser } from "./server-auth-helpers";

const staffUser = users.find((u) => u.role === "staff");
const imported = catalogue.filter((p) => p.declarations?.countryOfOrigin === "Bangladesh");
const madeInIndia = catalogue.find((p) => p.declarations?.makerRole === "manufacturer");

const draft = {
  name: "Kantha Stitch Relaxed Jeans",
  description: "Mid-rise, relaxed through the leg.",
  price: 2499,
  discount: 0,
  category: "bottomwear",
  subCategory: "jeans",
  returnPolicy: 7,
  tags: ["newarrival"],
  codAvailable: true,
  variants: [
    {
      color: "Indigo",
      colorHex: "#27408b",
      sizes: [
        { size: "32", stock: 4 },
        { size: "34", stock: 2 },
      ],
      images: [{ src: "/media/products/charcoal-relaxed-jeans-black-front-400.webp", alt: "Indigo jeans" }],
    },
  ],
};

describeOnEachDatabase("product declarations", (database: TestDatabase) => {
  let h: AuthHarness;
  let staff: Browser;
  let guest: Browser;
  beforeAll(async () => {
    h = await authHarness({ seeded: true, database });
    staff = new Browser(h.app);
    guest = new Browser(h.app);
    const login = await staff.post("/auth/login", {
      identifier: staffUser?.email,
      password: staffUser?.password,
    });
    expect(login.status).toBe(200);
  }, 60_000);
  afterAll(() => h.close());

  it("the product page's answer carries the declarations: the maker, country, care contacts and cm per size", async () => {
    const india = await guest.get(`/product/product/${madeInIndia?._id}`);
    expect(india.status).toBe(200);
    const declarations = india.body.data.data.data.declarations;
    expect(declarations).toMatchObject({
      makerRole: "manufacturer",
      makerName: "Rangrez Apparel Pvt. Ltd.",
      countryOfOrigin: "India",
      careEmail: "care@rangrez.in",
      carePhone: "+91 98765 43210",
    });
    expect(declarations.makerAddress).toContain("Indore");
    const sold = new Set(madeInIndia?.variants.flatMap((v) => v.sizes.map((s) => s.size)));
    expect(declarations.measurements.map((m: { size: string }) => m.size)).toEqual([...sold]);
    for (const row of declarations.measurements) {
      expect(row).toEqual(
        expect.objectContaining({ chest: expect.any(Number), shoulder: expect.any(Number) }),
      );
    }

    const importedJeans = imported.find((p) => p.subCategory === "jeans");
    const jeans = await guest.get(`/product/product/${importedJeans?._id}`);
    expect(jeans.body.data.data.data.declarations).toMatchObject({
      makerRole: "importer",
      countryOfOrigin: "Bangladesh",
    });
    expect(jeans.body.data.data.data.declarations.measurements[0]).toEqual(
      expect.objectContaining({ waist: expect.any(Number), inseam: expect.any(Number) }),
    );
  });

  it("keeps a draft without declarations, refuses to publish it naming what is missing, then publishes it once given", async () => {
    const created = await staff.post("/admin/products", draft);
    expect(created.status).toBe(201);
    const product = created.body.data;
    expect(product.declarations).toEqual({});

    const refused = await staff.post(`/admin/products/${product._id}/status`, { status: "published" });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain("cannot be published without its Legal Metrology declarations");
    expect(refused.body.message).toContain("country of origin");
    expect(refused.body.message).toContain("consumer-care phone");
    expect(refused.body.message).toContain("measurements in cm (waist, inseam) for size 32, 34");
    expect((await guest.get(`/product/product/${product._id}`)).status).toBe(404);

    // Made in Bangladesh but named by its manufacturer, and one size unmeasured: still refused.
    const partial = declarationsFor("test", "jeans", ["32"]);
    const saved = await staff.call("PUT", `/admin/products/${product._id}`, {
      product: {
        ...draft,
        variants: draft.variants.map((v) => ({ ...v, _id: product.variants[0]._id })),
        declarations: { ...partial, countryOfOrigin: "Bangladesh", makerRole: "manufacturer" },
      },
      updatedAt: product.updatedAt,
    });
    expect(saved.status).toBe(200);
    const again = await staff.post(`/admin/products/${product._id}/status`, { status: "published" });
    expect(again.status).toBe(409);
    expect(again.body.message).toContain("the importer, for a product made outside India");
    expect(again.body.message).toContain("for size 34");
    expect(again.body.message).not.toContain("country of origin");

    const complete = declarationsFor("test", "jeans", ["32", "34"]);
    const fixed = await staff.call("PUT", `/admin/products/${product._id}`, {
      product: {
        ...draft,
        variants: draft.variants.map((v) => ({ ...v, _id: product.variants[0]._id })),
        declarations: { ...complete, countryOfOrigin: "Bangladesh", makerRole: "importer" },
      },
      updatedAt: saved.body.data.updatedAt,
    });
    expect(fixed.status).toBe(200);
    const published = await staff.post(`/admin/products/${product._id}/status`, { status: "published" });
    expect(published.status).toBe(200);
    const page = await guest.get(`/product/product/${product._id}`);
    expect(page.body.data.data.data.declarations).toMatchObject({
      makerRole: "importer",
      countryOfOrigin: "Bangladesh",
      measurements: [{ size: "32" }, { size: "34" }],
    });

    // Published, it cannot be saved with a size left unmeasured; nothing changes.
    const withXl = await staff.call("PUT", `/admin/products/${product._id}`, {
      product: {
        ...draft,
        variants: [
          {
            ...draft.variants[0],
            _id: product.variants[0]._id,
            sizes: [...draft.variants[0].sizes, { size: "36", stock: 1 }],
          },
        ],
      },
      updatedAt: published.body.data.updatedAt,
    });
    expect(withXl.status).toBe(409);
    expect(withXl.body.message).toContain("for size 36");
    // Left out of a save (the CSV file does not carry them), the declarations stay as they were.
    const kept = await staff.call("PUT", `/admin/products/${product._id}`, {
      product: { ...draft, variants: draft.variants.map((v) => ({ ...v, _id: product.variants[0]._id })) },
      updatedAt: published.body.data.updatedAt,
    });
    expect(kept.status).toBe(200);
    expect(kept.body.data.declarations.countryOfOrigin).toBe("Bangladesh");

    // Created published without them: refused, nothing saved.
    const direct = await staff.post("/admin/products", {
      ...draft,
      name: "Undeclared Jeans",
      status: "published",
    });
    expect(direct.status).toBe(409);
    expect(direct.body.message).toContain("country of origin");
  });

  it("filters a listing by country of origin, with its total and the country facet", async () => {
    const all = await guest.get("/product/category/bottomwear?limit=50");
    expect(all.body.data.data.data.facets.countries).toEqual(["Bangladesh", "India"]);
    const upper = await guest.get("/product/category/upperwear?limit=50");
    expect(upper.body.data.data.data.facets.countries).toEqual(["Bangladesh", "India", "Sri Lanka"]);

    const filtered = await guest.get("/product/category/bottomwear?country=Bangladesh&limit=50");
    expect(filtered.status).toBe(200);
    const listing = filtered.body.data.data.data;
    // The seeded imported jeans and the one published above.
    const expected = imported.filter((p) => p.category === "bottomwear").length + 1;
    expect(listing.totalCount).toBe(expected);
    expect(listing.products).toHaveLength(expected);
    const ids = listing.products.map((p: { _id: string }) => p._id);
    for (const p of catalogue.filter((c) => c.category === "bottomwear")) {
      expect(ids.includes(p._id)).toBe(p.declarations?.countryOfOrigin === "Bangladesh");
    }

    // With a size and a colour (the colour-size cells) and a price range (bands cut from products).
    const narrowed = await guest.get(
      "/product/subcategory/jeans/bottomwear?country=Bangladesh&size=32&size=34&color=Indigo&minPrice=2000&maxPrice=2600",
    );
    expect(narrowed.body.data.data.data.totalCount).toBe(1);
    expect(narrowed.body.data.data.data.products[0].name).toBe(draft.name);

    const both = await guest.get("/product/tags/newarrival?country=Bangladesh&country=Sri%20Lanka&limit=50");
    const tagged = catalogue.filter(
      (p) =>
        p.tags.includes("newarrival") &&
        ["Bangladesh", "Sri Lanka"].includes(p.declarations?.countryOfOrigin ?? ""),
    );
    expect(both.body.data.data.data.totalCount).toBe(tagged.length + 1);

    const none = await guest.get("/product/category/upperwear?country=Portugal");
    expect(none.body.data.data.data).toMatchObject({ totalCount: 0, products: [] });
    const bad = await guest.get("/product/category/upperwear?country=%3Cscript%3E");
    expect(bad.status).toBe(400);
  });

  it("takes migration 0052 down and up again: the cells count the same products, then by country again", async () => {
    const db = h.handle.db;
    const totals = async (table: string) =>
      (
        await sql<{
          scope: string;
          n: number;
        }>`select scope, sum(product_count)::int as n from ${sql.table(table)}
          group by scope order by scope`.execute(db)
      ).rows;
    const before = [await totals("listing_cells"), await totals("listing_color_size_cells")];
    await migrations["0052_product_declarations"].down?.(db);
    const columns = await sql<{ n: number }>`select count(*)::int as n from information_schema.columns
      where column_name in ('country', 'country_of_origin', 'declarations')
        and table_name in ('products', 'listing_cells', 'listing_color_size_cells')`.execute(db);
    expect(columns.rows[0].n).toBe(0);
    expect([await totals("listing_cells"), await totals("listing_color_size_cells")]).toEqual(before);
    await migrations["0052_product_declarations"].up(db);
    expect([await totals("listing_cells"), await totals("listing_color_size_cells")]).toEqual(before);
    // The declarations were dropped with their columns: no country is offered until staff give them again.
    const listing = await guest.get("/product/category/bottomwear?limit=1");
    expect(listing.body.data.data.data.facets.countries).toEqual([]);
  });
});
