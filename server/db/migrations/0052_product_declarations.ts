import { type Kysely, sql } from "kysely";
import {
  LISTING_CELLS,
  PRICE_BAND_WIDTH,
  type ProductCells,
  productCellStatements,
} from "./0003_listing_cells";
import { COLOR_SIZE_CELLS } from "./0008_color_size_cells";

// A garment's Legal Metrology declarations (docs/decisions/product-declarations.md).
//
// - `products.declarations` holds who made, marketed or imported it and their address, the consumer-care
//   email and phone, and each size's measurements in cm, as staff gave them (a draft may lack any);
//   `products.country_of_origin` its country of origin, a column of its own because listings filter by it.
//   Nothing is filled in for products already there: a declaration is a fact staff give, not a default.
// - Listings filter by country of origin with exact totals (Rule 6(10A)), so both tables of listing cells
//   (0003, 0008; published products only since 0042) are keyed by it too: the same cells with one more key
//   column, rebuilt over the published products. A catalogue made in one country has exactly the cells it
//   had.

/** A products table (or transition table) as its published rows (0042's rule, frozen here). */
const published = (table: string) => `(select * from ${table} where status = 'published')`;

const onlyPublished = (cells: ProductCells): ProductCells => ({
  ...cells,
  rows: (table, delta) => cells.rows(published(table), delta),
});

/** 0003's listing cells keyed by country too (published products only). */
export const LISTING_CELLS_BY_COUNTRY: ProductCells = onlyPublished({
  ...LISTING_CELLS,
  key: [...LISTING_CELLS.key, "country"],
  rows: (table, delta) => `select scope, r.final_price / ${PRICE_BAND_WIDTH} as price_band,
    size_mask(r.stock_sizes) as stock_mask, r.color_swatches as swatches, r.colors,
    coalesce(r.country_of_origin, '') as country, ${delta} as delta
    from ${table} as r cross join unnest(listing_scopes(r.tags, r.category, r.sub_category)) as scope`,
});

/** 0008's colour-size cells keyed by country too (published products only). */
export const COLOR_SIZE_CELLS_BY_COUNTRY: ProductCells = onlyPublished({
  ...COLOR_SIZE_CELLS,
  key: [...COLOR_SIZE_CELLS.key, "country"],
  rows: (table, delta) => `select scope, r.final_price / ${PRICE_BAND_WIDTH} as price_band, r.color_sizes,
    coalesce(r.country_of_origin, '') as country, ${delta} as delta
    from ${table} as r cross join unnest(listing_scopes(r.tags, r.category, r.sub_category)) as scope
    where r.color_sizes <> '{}'`,
});

/** Rebuilds a cells table from `old`'s definition to `cells`', with `reshape` between emptying and
 * filling it. */
function rebuilt(old: ProductCells, cells: ProductCells, reshape: string[]) {
  const before = productCellStatements(old);
  const after = productCellStatements(cells);
  return [...before.drop, `delete from ${cells.table}`, ...reshape, after.fill, ...after.keep];
}

const keyed = (table: string, key: string[]) => [
  `alter table ${table} drop constraint ${table}_pkey`,
  `alter table ${table} add primary key (${key.join(", ")})`,
];

const up_statements = [
  "alter table products add column declarations jsonb",
  "alter table products add column country_of_origin text",
  // Imported products are few: a listing filtered by a country walks this, not the whole listing.
  `create index products_country_newest_idx on products (country_of_origin, created_at desc, id desc)
    where status = 'published' and country_of_origin is not null`,
  ...rebuilt(onlyPublished(LISTING_CELLS), LISTING_CELLS_BY_COUNTRY, [
    "alter table listing_cells add column country text not null default ''",
    ...keyed("listing_cells", LISTING_CELLS_BY_COUNTRY.key),
  ]),
  ...rebuilt(onlyPublished(COLOR_SIZE_CELLS), COLOR_SIZE_CELLS_BY_COUNTRY, [
    "alter table listing_color_size_cells add column country text not null default ''",
    ...keyed("listing_color_size_cells", COLOR_SIZE_CELLS_BY_COUNTRY.key),
  ]),
];

const down_statements = [
  ...rebuilt(COLOR_SIZE_CELLS_BY_COUNTRY, onlyPublished(COLOR_SIZE_CELLS), [
    ...keyed("listing_color_size_cells", COLOR_SIZE_CELLS.key),
    "alter table listing_color_size_cells drop column country",
  ]),
  ...rebuilt(LISTING_CELLS_BY_COUNTRY, onlyPublished(LISTING_CELLS), [
    ...keyed("listing_cells", LISTING_CELLS.key),
    "alter table listing_cells drop column country",
  ]),
  "drop index if exists products_country_newest_idx",
  "alter table products drop column if exists country_of_origin",
  "alter table products drop column if exists declarations",
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of up_statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of down_statements) await sql.raw(statement).execute(db);
}
