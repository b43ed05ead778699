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
export const PRICE_BAND_WIDTH = 50;

/** One cell row per (product row of `table`, scope), with `delta`. */
function cellRows(table: string, delta: number) {
  return `select scope, r.final_price / ${PRICE_BAND_WIDTH} as price_band, size_mask(r.stock_sizes) as stock_mask,
    r.color_swatches as swatches, r.colors, ${delta} as delta
    from ${table} as r cross join unnest(listing_scopes(r.tags, r.category, r.sub_category)) as scope`;
}

const up_statements = [
  // 'Black|#1c1c1e' per variant colour (distinct, sorted): the colour facet's names and swatches.
  "alter table products add column color_swatches text[] not null default '{}'",
  `create or replace function refresh_product_filters(ids text[]) returns void language sql as $$
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
          and s.stock > 0), '{}')
    from (select distinct unnest(ids) collate "C" as id) as changed
    where p.id = changed.id
  $$`,
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
  `insert into listing_cells (scope, price_band, stock_mask, swatches, colors, product_count)
    select scope, price_band, stock_mask, swatches, min(colors), count(*)
    from (${cellRows("products", 1)}) as cells group by scope, price_band, stock_mask, swatches`,
  // Old rows count -1, new rows +1 (UPDATE: both), summed per cell; cells that end at 0 are removed.
  ...[
    ["INSERT", cellRows("new_rows", 1)],
    ["DELETE", cellRows("old_rows", -1)],
    ["UPDATE", `${cellRows("new_rows", 1)} union all ${cellRows("old_rows", -1)}`],
  ].map(
    ([
      op,
      rows,
    ]) => `create function products_listing_${op.toLowerCase()}() returns trigger language plpgsql as $$
  begin
    insert into listing_cells as c (scope, price_band, stock_mask, swatches, colors, product_count)
    select scope, price_band, stock_mask, swatches, min(colors), sum(delta) from (${rows}) as deltas
    group by scope, price_band, stock_mask, swatches having sum(delta) <> 0
    order by scope, price_band, stock_mask, swatches
    on conflict (scope, price_band, stock_mask, swatches)
    do update set product_count = c.product_count + excluded.product_count;
    delete from listing_cells where product_count = 0;
    return null;
  end
  $$`,
  ),
  `create trigger products_listing_inserted after insert on products
    referencing new table as new_rows for each statement execute function products_listing_insert()`,
  `create trigger products_listing_updated after update on products
    referencing old table as old_rows new table as new_rows for each statement
    execute function products_listing_update()`,
  `create trigger products_listing_deleted after delete on products
    referencing old table as old_rows for each statement execute function products_listing_delete()`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of up_statements) await sql.raw(statement).execute(db);
}

const down_statements = [
  "drop trigger if exists products_listing_deleted on products",
  "drop trigger if exists products_listing_updated on products",
  "drop trigger if exists products_listing_inserted on products",
  "drop function if exists products_listing_insert",
  "drop function if exists products_listing_update",
  "drop function if exists products_listing_delete",
  "drop table if exists listing_cells",
  "drop function if exists listing_scopes",
  "drop function if exists size_mask",
  `create or replace function ${REFRESH_PRODUCT_FILTERS}`,
  "alter table products drop column if exists color_swatches",
];

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of down_statements) await sql.raw(statement).execute(db);
}
