import { type Kysely, sql } from "kysely";
import {
  PRICE_BAND_WIDTH,
  type ProductCells,
  productCellStatements,
  refreshWithSwatches,
} from "./0003_listing_cells";

// Size and colour filters that match the same variant.
//
// Filtered by colour AND size, a product is listed only when one of its variants has a chosen colour and
// stock in a chosen size. The product row's stock_sizes and colors cannot answer that (Black with stock in
// L only, plus White in S, passes "Black + S"), so the product carries the pairs themselves, kept by the
// filter refresh of 0002/0003 from the variant tables:
//   color_sizes  'black:S' per lower-case colour and size with stock > 0 (distinct, sorted)
// The listing_cells of 0003 are keyed by the union of sizes and the colour set, so they cannot count these
// either. A second table of cells does, keyed by scope, price band and the product's pairs; it is kept by
// statement-level triggers on products exactly like listing_cells (old rows -1, new rows +1, summed per
// cell). Products with no stock at all never match a size filter and get no cell.
//
// Trade-off: listing_cells stay few because a product's union of sizes is nearly always "all sizes". The
// pairs tell apart which colour lacks which size, so where sold-out sizes are scattered at random, products
// seldom share their pairs and a size + colour count can come to sum a cell per matching product (the 100k
// bench, whose stock follows a pattern, has at most 483 per scope). Only size + colour filters read this
// table; every other listing keeps counting the few listing_cells.

/** 0008's colour-size cells (0042 rebuilds them over published products only). */
export const COLOR_SIZE_CELLS: ProductCells = {
  table: "listing_color_size_cells",
  triggers: "products_color_size_cells",
  key: ["scope", "price_band", "color_sizes"],
  carried: [],
  rows: (table, delta) => `select scope, r.final_price / ${PRICE_BAND_WIDTH} as price_band, r.color_sizes,
    ${delta} as delta
    from ${table} as r cross join unnest(listing_scopes(r.tags, r.category, r.sub_category)) as scope
    where r.color_sizes <> '{}'`,
};
const colorSizeCells = productCellStatements(COLOR_SIZE_CELLS);

/** Assignment added to the filter refresh (0003's refreshWithSwatches). */
const COLOR_SIZES = `,
      color_sizes = coalesce((select array_agg(distinct lower(v.color) || ':' || s.size
          order by lower(v.color) || ':' || s.size)
        from product_variants v cross join lateral
          (select s.size from variant_sizes s where s.variant_id = v.id and s.stock > 0) as s
        where v.product_id = p.id), '{}')`;

const up_statements = [
  "alter table products add column color_sizes text[] not null default '{}'",
  `create or replace function ${refreshWithSwatches(COLOR_SIZES)}`,
  `create table listing_color_size_cells (
    scope text not null,
    price_band integer not null,
    color_sizes text[] not null,
    product_count integer not null,
    primary key (scope, price_band, color_sizes)
  )`,
  "create index listing_color_size_cells_empty_idx on listing_color_size_cells (scope) where product_count = 0",
  // Products that existed before this migration.
  "select refresh_product_filters(array(select id from products))",
  colorSizeCells.fill,
  ...colorSizeCells.keep,
];

const down_statements = [
  ...colorSizeCells.drop,
  "drop table if exists listing_color_size_cells",
  `create or replace function ${refreshWithSwatches()}`,
  "alter table products drop column if exists color_sizes",
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of up_statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of down_statements) await sql.raw(statement).execute(db);
}
