// Listing totals and facets come from listing_cells (migration 0003) and, for size + colour, from the cells
// of colour-size pairs (0008), kept by triggers. They must equal a count straight from the variant tables
// (the source of truth) for every filter combination, also after prices, stock, variants and products
// change. A product passes the size and colour filters when ONE of its variants has a chosen colour and
// stock in a chosen size; its card shows the first such variant.
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Size } from "../../mocks/fixtures";
import type { DatabaseHandle } from "../../server/db/database";
import { PRICE_BAND_WIDTH } from "../../server/db/listingCells";
import { PRICE_BAND_WIDTH as BUILT_BAND_WIDTH } from "../../server/db/migrations/0003_listing_cells";
import {
  DEFAULT_QUERY,
  type ListingQuery,
  type ListingScope,
  listProducts,
} from "../../server/services/product-listing";
import { memoryDatabase } from "./server-helpers";

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await memoryDatabase({ seeded: true });
}, 60_000);
afterAll(() => handle.close());

const scopes: ListingScope[] = [
  { kind: "tag", tag: "trending" },
  { kind: "tag", tag: "newarrival" },
  { kind: "category", category: "upperwear" },
  // Joggers by letter size and jeans by waist.
  { kind: "category", category: "bottomwear" },
  { kind: "subcategory", category: "upperwear", slugs: ["t-shirt", "oversize-t-shirt", "regular-t-shirt"] },
];

type Filters = Pick<ListingQuery, "sizes" | "colors" | "minPrice" | "maxPrice">;
const filterSets: Filters[] = [
  { sizes: [], colors: [] },
  { sizes: ["XXL"], colors: [] },
  // Jeans are sold by waist: the waists have bits of their own in the cells' size mask.
  { sizes: ["32"], colors: [] },
  { sizes: ["M", "34"], colors: ["black"] },
  { sizes: [], colors: ["Grey"] },
  // Size and colour together: one colour, several colours, several sizes, with and without prices.
  { sizes: ["S"], colors: ["Black"] },
  { sizes: ["M"], colors: ["white"] },
  { sizes: ["S", "XL"], colors: ["black", "WHITE"] },
  { sizes: ["XXL"], colors: ["navy"], minPrice: 500, maxPrice: 999 },
  { sizes: [], colors: [], minPrice: 1000 },
  { sizes: [], colors: [], maxPrice: 1049 },
  // Inside one price band, across two bands, and with edges that cut bands on both sides.
  { sizes: [], colors: [], minPrice: 1010, maxPrice: 1030 },
  { sizes: [], colors: [], minPrice: 1020, maxPrice: 1070 },
  { sizes: ["M"], colors: [], minPrice: 777, maxPrice: 1333 },
  { sizes: ["L"], colors: ["navy", "olive", "maroon"], minPrice: 0, maxPrice: 5000 },
  { sizes: ["M", "L"], colors: ["black"], minPrice: 620, maxPrice: 1210 },
];

/** The variants of p that pass the colour and size filters, evaluated on the variant tables. */
function matchingVariants(f: Filters) {
  const colors = f.colors.length
    ? sql`lower(v.color) = any(${f.colors.map((c) => c.toLowerCase())}::text[])`
    : sql`true`;
  const sizes = f.sizes.length
    ? sql`exists (select 1 from variant_sizes s where s.variant_id = v.id and s.stock > 0
        and s.size = any(${[...f.sizes]}::text[]))`
    : sql`true`;
  return sql`from product_variants v where v.product_id = p.id and ${colors} and ${sizes}`;
}

/** The base set and filters evaluated on the variant tables, row by row: the count, the first page (newest
 * first) with the variant each card should show, and the facets of the base set. */
async function truth(scope: ListingScope, f: Filters, limit: number) {
  // Shoppers' listings show published products only (not drafts, archived products or customiser blanks).
  const scoped =
    scope.kind === "tag"
      ? sql`${scope.tag} = any(p.tags)`
      : scope.kind === "category"
        ? sql`p.category = ${scope.category}`
        : sql`p.category = ${scope.category} and p.sub_category = any(${[...scope.slugs]}::text[])`;
  const base = sql`p.status = 'published' and ${scoped}`;
  const matching = sql`${base} and exists (select 1 ${matchingVariants(f)})
    and p.final_price >= ${f.minPrice ?? 0} and p.final_price <= ${f.maxPrice ?? 1_000_000}`;
  const { rows } = await sql<{
    n: number;
    page: { id: string; variant: string }[] | null;
    sizes: Size[] | null;
    colors: string[] | null;
  }>`
    select (select count(*)::int from products p where ${matching}) as n,
      (select json_agg(json_build_object('id', id, 'variant', variant)) from (
        select p.id, (select v.id ${matchingVariants(f)} order by v.position limit 1) as variant
        from products p where ${matching} order by p.created_at desc, p.id desc limit ${limit}) as page) as page,
      (select array_agg(distinct s.size) from products p join product_variants v on v.product_id = p.id
        join variant_sizes s on s.variant_id = v.id where ${base} and s.stock > 0) as sizes,
      (select array_agg(distinct v.color order by v.color) from products p
        join product_variants v on v.product_id = p.id where ${base}) as colors`.execute(handle.db);
  return rows[0];
}

async function expectCellsMatchTruth() {
  for (const scope of scopes) {
    for (const filters of filterSets) {
      const query: ListingQuery = { ...DEFAULT_QUERY, ...filters, page: 1, limit: 8 };
      const listing = await listProducts(handle.db, scope, query);
      const expected = await truth(scope, filters, query.limit);
      const label = `${JSON.stringify(scope)} ${JSON.stringify(filters)}`;
      expect(listing.totalCount, label).toBe(expected.n);
      expect(
        listing.products.map((p) => ({ id: p._id, variant: p.variantId })),
        label,
      ).toEqual(expected.page ?? []);
      for (const card of listing.products) {
        const shown = card.variants.find((v) => v._id === card.variantId);
        expect(card.images, label).toEqual(shown?.images);
      }
      expect([...listing.facets.sizes].sort(), label).toEqual([...(expected.sizes ?? [])].sort());
      expect(
        listing.facets.colors.map((c) => c.name),
        label,
      ).toEqual(expected.colors ?? []);
    }
  }
}

describe("listing totals and facets from listing cells", () => {
  it("are read in price bands as wide as the migrations built them", () => {
    expect(PRICE_BAND_WIDTH).toBe(BUILT_BAND_WIDTH);
  });

  it("match the variant tables for every scope and filter combination", async () => {
    await expectCellsMatchTruth();
  });

  it("follow price, stock, variant and product changes", async () => {
    const { rows } = await sql<{ id: string }>`
      select id from products where category = 'upperwear' and 'trending' = any(tags) order by id limit 3`.execute(
      handle.db,
    );
    const [repriced, soldOut, removed] = rows.map((r) => r.id);
    expect(removed).toBeDefined();

    await sql`update products set final_price = final_price + 137 where id = ${repriced}`.execute(handle.db);
    await sql`update variant_sizes set stock = 0 where variant_id in
      (select id from product_variants where product_id = ${soldOut})`.execute(handle.db);
    await sql`insert into product_variants (id, product_id, position, color, color_hex, images)
      values (${`${repriced}-teal`}, ${repriced}, 9, 'Teal', '#008080', '{}')`.execute(handle.db);
    await sql`insert into variant_sizes (variant_id, size, stock) values (${`${repriced}-teal`}, 'XXL', 4)`.execute(
      handle.db,
    );
    await sql`delete from products where id = ${removed}`.execute(handle.db);
    // Stock moves between colours: the product keeps its sizes in stock and its colours (listing_cells do
    // not change), only which colour has which size does.
    const moved = await sql<{ id: string }>`
      update variant_sizes s set stock = case when v.position = 0 then 6 else 0 end
      from product_variants v where v.id = s.variant_id and s.size = 'S'
        and v.product_id = (select p.id from products p where 'newarrival' = any(p.tags)
          and (select count(*) from product_variants x where x.product_id = p.id) > 1 order by p.id limit 1)
      returning v.product_id as id`.execute(handle.db);
    expect(moved.rows.length).toBeGreaterThan(1);
    await expectCellsMatchTruth();

    for (const table of [sql`listing_cells`, sql`listing_color_size_cells`]) {
      const { rows: emptied } = await sql<{ n: number }>`
        select count(*)::int as n from ${table} where product_count <= 0`.execute(handle.db);
      expect(emptied[0]?.n).toBe(0);
    }
  });
});
