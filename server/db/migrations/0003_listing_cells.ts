import { type Kysely, sql } from "kysely";
import { REFRESH_PRODUCT_FILTERS } from "./0002_listing_search_contact";

// Listing counts and facets without walking the listing.
//
// A filtered listing needs its exact total (View More stops at it) and every listing shows facets (sizes in
// stock, colours, price range) of its base set. Counting a tag of 50,000 products row by row costs tens of
// milliseconds even from a covering index, and "which colours does this tag have" walked the variants.
// So products are summarised into cells: per scope (each tag, the category, the category/sub-category),
// price band (50 rupees wide), the set of sizes in stock (a bit mask) and the colour set, how many products
// share them. A scope has at most a few thousand cells (bands × size masks × colour sets that occur), so a
// count sums cells (only the two price bands cut by a price range are counted from the products) and the
// facets read the scope's cells.
//
// The cells are kept by a statement-level trigger on products (whose stock_sizes / colors are kept from the
// variant tables by the triggers of 0002): old rows count -1, new rows +1, summed per cell, so a bulk load
// is one grouped upsert and an update that changes nothing listed writes nothing.
//
// The width is this migration's own (0008 reuses it): the code reads server/db/listingCells.ts.
export const PRICE_BAND_WIDTH = 50;

/** The filter columns' refresh as 0003 defines it, adding color_swatches; `more` adds assignments (0008's
 * color_sizes; its down restores this one without). */
export const refreshWithSwatches = (
  more = "",
) => `refresh_product_filters(ids text[]) returns void language sql as $$
    update products p set
      colors = coalesce((select array_agg(distinct lower(v.color) order by lower(v.color))
        from product_variants v where v.product_id = p.id), '{}'),
      color_names = coalesce((select string_agg(v.color, ' ' order by v.position)
        from product_variants v where v.product_id = p.id), ''),
      color_swatches = coalesce((select array_agg(distinct v.color || '|' || v.color_hex
          order by v.color || '|' || v.color_hex)
        from product_variants v where v.product_id = p.id), '{}'),
      stock_sizes = coalesce((select array_agg(distinct s.size order by s.size) from variant_sizes s
        where s.variant_id = any(array(select v.id from product_variants v where v.product_id = p.id))
          and s.stock > 0), '{}')${more}
    from (select distinct unnest(ids) collate "C" as id) as changed
    where p.id = changed.id
  $$`;

/** A table of cells summarising products (0003's listing_cells, 0008's colour-size cells), kept from the
 * products' rows by statement-level triggers. */
export interface ProductCells {
  table: string;
  /** Prefix of the trigger functions and triggers on products. */
  triggers: string;
  /** The key columns of a cell. */
  key: string[];
  /** Other columns of a cell, each with the aggregate that gives it from the cell's rows. */
  carried: [column: string, aggregate: string][];
  /** One row per (product row of `table`, cell) with `delta` and the key and carried columns. */
  rows: (table: string, delta: number) => string;
}

/** The statements that fill a cells table from the products there are (`fill`), keep it in step with them
 * (`keep`: old rows count -1, new rows +1 (UPDATE: both), summed per cell; cells that end at 0 are
 * removed) and drop the triggers again (`drop`). */
export function productCellStatements(cells: ProductCells) {
  const { table, triggers, rows } = cells;
  const key = cells.key.join(", ");
  const columns = [...cells.key, ...cells.carried.map(([column]) => column), "product_count"].join(", ");
  const values = (count: string) =>
    [key, ...cells.carried.map(([, aggregate]) => aggregate), count].join(", ");
  const ops = [
    ["insert", "inserted", "referencing new table as new_rows", rows("new_rows", 1)],
    ["delete", "deleted", "referencing old table as old_rows", rows("old_rows", -1)],
    [
      "update",
      "updated",
      "referencing old table as old_rows new table as new_rows",
      `${rows("new_rows", 1)} union all ${rows("old_rows", -1)}`,
    ],
  ];
  return {
    fill: `insert into ${table} (${columns})
    select ${values("count(*)")} from (${rows("products", 1)}) as cells group by ${key}`,
    keep: [
      ...ops.map(
        ([op, , , deltas]) => `create function ${triggers}_${op}() returns trigger language plpgsql as $$
  begin
    insert into ${table} as c (${columns})
    select ${values("sum(delta)")} from (${deltas}) as deltas
    group by ${key} having sum(delta) <> 0
    order by ${key}
    on conflict (${key})
    do update set product_count = c.product_count + excluded.product_count;
    delete from ${table} where product_count = 0;
    return null;
  end
  $$`,
      ),
      ...ops.map(
        ([op, done, transitions]) => `create trigger ${triggers}_${done} after ${op} on products
    ${transitions} for each statement execute function ${triggers}_${op}()`,
      ),
    ],
    drop: [
      ...ops.map(([, done]) => `drop trigger if exists ${triggers}_${done} on products`),
      ...ops.map(([op]) => `drop function if exists ${triggers}_${op}`),
    ],
  };
}

/** 0003's listing cells (0042 rebuilds them over published products only). */
export const LISTING_CELLS: ProductCells = {
  table: "listing_cells",
  triggers: "products_listing",
  key: ["scope", "price_band", "stock_mask", "swatches"],
  carried: [["colors", "min(colors)"]],
  rows: (table, delta) => `select scope, r.final_price / ${PRICE_BAND_WIDTH} as price_band,
    size_mask(r.stock_sizes) as stock_mask, r.color_swatches as swatches, r.colors, ${delta} as delta
    from ${table} as r cross join unnest(listing_scopes(r.tags, r.category, r.sub_category)) as scope`,
};
const listingCells = productCellStatements(LISTING_CELLS);

const up_statements = [
  // 'Black|#1c1c1e' per variant colour (distinct, sorted): the colour facet's names and swatches.
  "alter table products add column color_swatches text[] not null default '{}'",
  `create or replace function ${refreshWithSwatches()}`,
  // Bit i set = size i of S, M, L, XL, XXL in stock.
  `create function size_mask(sizes text[]) returns smallint immutable language sql as $$
    select coalesce(sum(1 << (array_position(array['S', 'M', 'L', 'XL', 'XXL'], s) - 1)), 0)::smallint
    from unnest(sizes) as s where array_position(array['S', 'M', 'L', 'XL', 'XXL'], s) is not null
  $$`,
  // The listing scopes a product belongs to (the same keys the listing service asks for).
  `create function listing_scopes(tags text[], category text, sub_category text) returns text[]
    immutable language sql as $$
    select array(select 'tag:' || t from unnest(tags) as t)
      || array['cat:' || category, 'sub:' || category || '/' || sub_category]
  $$`,
  `create table listing_cells (
    scope text not null,
    price_band integer not null,
    stock_mask smallint not null,
    swatches text[] not null,
    colors text[] not null,
    product_count integer not null,
    primary key (scope, price_band, stock_mask, swatches)
  )`,
  // Emptied cells are deleted right after each change: this finds them without reading the table.
  "create index listing_cells_empty_idx on listing_cells (scope) where product_count = 0",
  // Products that existed before this migration.
  "select refresh_product_filters(array(select id from products))",
  listingCells.fill,
  ...listingCells.keep,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of up_statements) await sql.raw(statement).execute(db);
}

const down_statements = [
  ...listingCells.drop,
  "drop table if exists listing_cells",
  "drop function if exists listing_scopes",
  "drop function if exists size_mask",
  `create or replace function ${REFRESH_PRODUCT_FILTERS}`,
  "alter table products drop column if exists color_swatches",
];

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of down_statements) await sql.raw(statement).execute(db);
}
