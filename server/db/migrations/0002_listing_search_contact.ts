import { type Kysely, sql } from "kysely";

// Listing filters and sorts, search, contact messages. Statements run one by one.
//
// Filters: every listing can be narrowed by size in stock and by colour. Answering those with EXISTS over
// product_variants / variant_sizes is correct but costs a few index probes per candidate product, and the
// total count has to look at every candidate (tens of thousands at 100,000 products). So the product row
// carries what the filters read, kept by triggers from the variant tables (the source of truth):
//   stock_sizes  sizes with stock > 0 in any variant
//   colors       lower-case colour names of its variants
//   color_names  the colour names as written, space separated (for search)
// Search: a tsvector (name, sub-category, colours, description; english stemming) for full-text matches
// and a normalised text (name, sub-category words, colours) for pg_trgm word similarity, so typos
// ('hoddie', 'tshrt') still match. Both are generated columns with GIN indexes.
/** The filter columns' refresh as 0002 defines it (0003 replaces it; its down restores this one). */
export const REFRESH_PRODUCT_FILTERS = `refresh_product_filters(ids text[]) returns void language sql as $$
    update products p set
      colors = coalesce((select array_agg(distinct lower(v.color) order by lower(v.color))
        from product_variants v where v.product_id = p.id), '{}'),
      color_names = coalesce((select string_agg(v.color, ' ' order by v.position)
        from product_variants v where v.product_id = p.id), ''),
      stock_sizes = coalesce((select array_agg(distinct s.size order by s.size) from variant_sizes s
        where s.variant_id = any(array(select v.id from product_variants v where v.product_id = p.id))
          and s.stock > 0), '{}')
    from (select distinct unnest(ids) collate "C" as id) as changed
    where p.id = changed.id
  $$`;

/** The variant_sizes trigger function as 0002 defines it (0036 replaces it; its down restores this one). The
 * changed rows' products are looked up row by row through the variants' primary key: a join with the
 * transition table (no statistics) can be planned as a nested loop over it, quadratic in bulk loads. */
export const VARIANT_SIZES_CHANGED = `variant_sizes_changed() returns trigger language plpgsql as $$
  begin
    if tg_op = 'INSERT' then
      perform refresh_product_filters(array(select distinct
        (select v.product_id from product_variants v where v.id = n.variant_id) from new_rows n));
    elsif tg_op = 'DELETE' then
      perform refresh_product_filters(array(select distinct
        (select v.product_id from product_variants v where v.id = o.variant_id) from old_rows o));
    else
      perform refresh_product_filters(array(select distinct
        (select v.product_id from product_variants v where v.id = c.variant_id)
        from (select variant_id from new_rows union select variant_id from old_rows) as c));
    end if;
    return null;
  end
  $$`;

const up_statements = [
  "create extension if not exists pg_trgm",
  "alter table products add column stock_sizes text[] not null default '{}'",
  "alter table products add column colors text[] not null default '{}'",
  "alter table products add column color_names text not null default ''",
  // 't-shirt' is written 'tshirt' and 'tee' too, so 'tshrt', 'tee' and 't shirt' all come close.
  `alter table products add column search_text text generated always as (
    trim(regexp_replace(
      lower(name || ' ' || replace(replace(sub_category, 't-shirt', 'tshirt tee'), '-', ' ') || ' ' || color_names),
      '[^a-z0-9]+', ' ', 'g'))
  ) stored`,
  `alter table products add column search_vector tsvector generated always as (
    setweight(to_tsvector('english'::regconfig, name), 'A') ||
    setweight(to_tsvector('english'::regconfig,
      replace(replace(sub_category, 't-shirt', 'tshirt t-shirt tee'), '-', ' ')), 'A') ||
    setweight(to_tsvector('english'::regconfig, color_names), 'B') ||
    setweight(to_tsvector('english'::regconfig, description), 'C')
  ) stored`,
  "create index products_search_vector_idx on products using gin (search_vector)",
  "create index products_search_text_trgm_idx on products using gin (search_text gin_trgm_ops)",

  // Listing orders: newest (created_at desc, id desc), price asc / desc and rating desc, each with the
  // newest-first tie break, per category, per sub-category and over all products (tag listings with a
  // sort or filter scan these in order and check the tag). Each index also carries (INCLUDE) what the
  // filters read, so a page, a filtered count and the facet probes are index-only scans over narrow
  // entries instead of visits to the wide product rows.
  `create index products_category_newest_idx on products (category, created_at desc, id desc)
    include (final_price, stock_sizes, colors)`,
  `create index products_category_price_asc_idx on products (category, final_price, created_at desc, id desc)
    include (stock_sizes, colors)`,
  `create index products_category_price_desc_idx on products
    (category, final_price desc, created_at desc, id desc) include (stock_sizes, colors)`,
  `create index products_category_rating_idx on products (category, rating desc, created_at desc, id desc)
    include (final_price, stock_sizes, colors)`,
  `create index products_sub_newest_idx on products (sub_category, created_at desc, id desc)
    include (category, final_price, stock_sizes, colors)`,
  `create index products_sub_price_asc_idx on products (sub_category, final_price, created_at desc, id desc)
    include (category, stock_sizes, colors)`,
  `create index products_sub_price_desc_idx on products
    (sub_category, final_price desc, created_at desc, id desc) include (category, stock_sizes, colors)`,
  `create index products_sub_rating_idx on products (sub_category, rating desc, created_at desc, id desc)
    include (category, final_price, stock_sizes, colors)`,
  `create index products_newest_idx on products (created_at desc, id desc)
    include (tags, final_price, stock_sizes, colors)`,
  `create index products_price_asc_idx on products (final_price, created_at desc, id desc)
    include (tags, stock_sizes, colors)`,
  `create index products_price_desc_idx on products (final_price desc, created_at desc, id desc)
    include (tags, stock_sizes, colors)`,
  `create index products_rating_idx on products (rating desc, created_at desc, id desc)
    include (tags, final_price, stock_sizes, colors)`,
  // Colour facets: the distinct colour names (loose index scan), then per name the lowest hex of a variant
  // in the base set (index order, first hit).
  `create index product_variants_color_idx on product_variants
    (color collate "C", color_hex collate "C", product_id)`,
  "create index product_variants_product_idx on product_variants (product_id, position)",

  // Keeps stock_sizes / colors / color_names of the given products in step with their variants. Joined
  // through unnest (not "= any(ids)", which compares every row with every id: quadratic in bulk loads).
  `create function ${REFRESH_PRODUCT_FILTERS}`,
  `create function product_variants_changed() returns trigger language plpgsql as $$
  begin
    if tg_op = 'INSERT' then
      perform refresh_product_filters(array(select distinct product_id from new_rows));
    elsif tg_op = 'DELETE' then
      perform refresh_product_filters(array(select distinct product_id from old_rows));
    else
      perform refresh_product_filters(array(
        select product_id from new_rows union select product_id from old_rows));
    end if;
    return null;
  end
  $$`,
  `create trigger product_variants_inserted after insert on product_variants
    referencing new table as new_rows for each statement execute function product_variants_changed()`,
  `create trigger product_variants_updated after update on product_variants
    referencing old table as old_rows new table as new_rows for each statement
    execute function product_variants_changed()`,
  `create trigger product_variants_deleted after delete on product_variants
    referencing old table as old_rows for each statement execute function product_variants_changed()`,
  `create function ${VARIANT_SIZES_CHANGED}`,
  `create trigger variant_sizes_inserted after insert on variant_sizes
    referencing new table as new_rows for each statement execute function variant_sizes_changed()`,
  `create trigger variant_sizes_updated after update on variant_sizes
    referencing old table as old_rows new table as new_rows for each statement
    execute function variant_sizes_changed()`,
  `create trigger variant_sizes_deleted after delete on variant_sizes
    referencing old table as old_rows for each statement execute function variant_sizes_changed()`,
  // Rows that existed before this migration.
  "select refresh_product_filters(array(select id from products))",

  // Contact form messages; mailed to the care mailbox after they are stored.
  `create table contact_messages (
    id bigint generated always as identity primary key,
    name text not null,
    email text not null,
    message text not null,
    mailed_at timestamptz,
    created_at timestamptz not null default now()
  )`,
  "create index contact_messages_created_idx on contact_messages (created_at desc)",
];

const down_statements = [
  "drop table if exists contact_messages",
  "drop trigger if exists variant_sizes_deleted on variant_sizes",
  "drop trigger if exists variant_sizes_updated on variant_sizes",
  "drop trigger if exists variant_sizes_inserted on variant_sizes",
  "drop trigger if exists product_variants_deleted on product_variants",
  "drop trigger if exists product_variants_updated on product_variants",
  "drop trigger if exists product_variants_inserted on product_variants",
  "drop function if exists variant_sizes_changed",
  "drop function if exists product_variants_changed",
  "drop function if exists refresh_product_filters",
  "drop index if exists product_variants_product_idx",
  "drop index if exists product_variants_color_idx",
  "alter table products drop column if exists search_vector",
  "alter table products drop column if exists search_text",
  "alter table products drop column if exists color_names",
  "alter table products drop column if exists colors",
  "alter table products drop column if exists stock_sizes",
  // The listing indexes go with their table's columns staying; drop them by name.
  ...[
    "products_category_newest_idx",
    "products_category_price_asc_idx",
    "products_category_price_desc_idx",
    "products_category_rating_idx",
    "products_sub_newest_idx",
    "products_sub_price_asc_idx",
    "products_sub_price_desc_idx",
    "products_sub_rating_idx",
    "products_newest_idx",
    "products_price_asc_idx",
    "products_price_desc_idx",
    "products_rating_idx",
  ].map((name) => `drop index if exists ${name}`),
];

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against no fixed schema (Kysely docs)
export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of up_statements) await sql.raw(statement).execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see up
export async function down(db: Kysely<any>): Promise<void> {
  for (const statement of down_statements) await sql.raw(statement).execute(db);
}
