// Listing totals and facets come from listing_cells (migration 0003), kept by triggers. They must equal a
// count straight from the variant tables (the source of truth) for every filter combination, also after
// prices, stock, variants and products change.
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Size } from "../../mocks/fixtures";
import type { DatabaseHandle } from "../../server/db/database";
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
  { kind: "subcategory", category: "upperwear", slugs: ["t-shirt", "oversize-t-shirt", "regular-t-shirt"] },
];

type Filters = Pick<ListingQuery, "sizes" | "colors" | "minPrice" | "maxPrice">;
const filterSets: Filters[] = [
  { sizes: [], colors: [] },
  { sizes: ["XXL"], colors: [] },
  { sizes: ["S", "XL"], colors: ["black", "WHITE"] },
  { sizes: [], colors: [], minPrice: 1000 },
  { sizes: [], colors: [], maxPrice: 1049 },
  // Inside one price band, across two bands, and with edges that cut bands on both sides.
  { sizes: [], colors: [], minPrice: 1010, maxPrice: 1030 },
  { sizes: [], colors: [], minPrice: 1020, maxPrice: 1070 },
  { sizes: ["M"], colors: [], minPrice: 777, maxPrice: 1333 },
  { sizes: ["L"], colors: ["navy", "olive", "maroon"], minPrice: 0, maxPrice: 5000 },
];

/** The base set and filters evaluated on the variant tables, row by row. */
async function truth(scope: ListingScope, f: Filters) {
  const base =
    scope.kind === "tag"
      ? sql`${scope.tag} = any(p.tags)`
      : scope.kind === "category"
        ? sql`p.category = ${scope.category}`
        : sql`p.category = ${scope.category} and p.sub_category = any(${[...scope.slugs]}::text[])`;
  const sizes = f.sizes.length
    ? sql`exists (select 1 from product_variants v join variant_sizes s on s.variant_id = v.id
        where v.product_id = p.id and s.stock > 0 and s.size = any(${[...f.sizes]}::text[]))`
    : sql`true`;
  const colors = f.colors.length
    ? sql`exists (select 1 from product_variants v where v.product_id = p.id
        and lower(v.color) = any(${f.colors.map((c) => c.toLowerCase())}::text[]))`
    : sql`true`;
  const { rows } = await sql<{ n: number; sizes: Size[] | null; colors: string[] | null }>`
    select (select count(*)::int from products p where ${base} and ${sizes} and ${colors}
        and p.final_price >= ${f.minPrice ?? 0} and p.final_price <= ${f.maxPrice ?? 1_000_000}) as n,
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
      const expected = await truth(scope, filters);
      const label = `${JSON.stringify(scope)} ${JSON.stringify(filters)}`;
      expect(listing.totalCount, label).toBe(expected.n);
      expect([...listing.facets.sizes].sort(), label).toEqual([...(expected.sizes ?? [])].sort());
      expect(
        listing.facets.colors.map((c) => c.name),
        label,
      ).toEqual(expected.colors ?? []);
    }
  }
}

describe("listing totals and facets from listing cells", () => {
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
    await expectCellsMatchTruth();

    const { rows: emptied } = await sql<{ n: number }>`
      select count(*)::int as n from listing_cells where product_count <= 0`.execute(handle.db);
    expect(emptied[0]?.n).toBe(0);
  });
});
