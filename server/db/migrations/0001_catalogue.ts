import { type Kysely, sql } from "kysely";

// Catalogue and content tables. Statements run one by one (PGlite's extended protocol takes one at a time).
/** The per-tag counters (0006 drops them for listing_cells; its down brings them back with these). */
export const TAG_COUNT_STATEMENTS = [
  // Exact per-tag counts without scanning: kept by statement-level triggers on product_tags, so a bulk
  // insert updates each counter once per statement, not once per row.
  `create table tag_counts (
    tag text primary key,
    product_count bigint not null default 0 check (product_count >= 0)
  )`,
  `create function product_tags_counted_insert() returns trigger language plpgsql as $$
  begin
    insert into tag_counts (tag, product_count)
      select tag, count(*) from inserted group by tag
      on conflict (tag) do update set product_count = tag_counts.product_count + excluded.product_count;
    return null;
  end
  $$`,
  `create trigger product_tags_counted_insert after insert on product_tags
    referencing new table as inserted for each statement execute function product_tags_counted_insert()`,
  `create function product_tags_counted_delete() returns trigger language plpgsql as $$
  begin
    update tag_counts c set product_count = c.product_count - d.n
      from (select tag, count(*) as n from deleted group by tag) as d
      where c.tag = d.tag;
    return null;
  end
  $$`,
  `create trigger product_tags_counted_delete after delete on product_tags
    referencing old table as deleted for each statement execute function product_tags_counted_delete()`,
];

const up_statements = [
  // Ids compare bytewise (collate "C") so "newest first, then id desc" orders the same as in JS. Every id
  // and foreign key column shares that collation, or joins could not use the indexes.
  `create table products (
    id text collate "C" primary key,
    name text not null,
    description text not null default '',
    category text not null check (category in ('upperwear', 'bottomwear')),
    sub_category text not null check (sub_category in
      ('t-shirt', 'oversize-t-shirt', 'regular-t-shirt', 'hoodie', 'shacket', 'joggers', 'jeans')),
    price integer not null check (price >= 0),
    final_price integer not null check (final_price >= 0),
    discount integer not null default 0 check (discount between 0 and 100),
    tags text[] not null default '{}' check (tags <@ array['trending', 'newarrival', 'lowsell']::text[]),
    is_new boolean not null default false,
    rating numeric(3, 2) not null default 0 check (rating between 0 and 5),
    review_count integer not null default 0 check (review_count >= 0),
    cod_available boolean not null default true,
    is_available boolean not null default true,
    return_policy integer not null default 0 check (return_policy >= 0),
    product_details jsonb not null default '[]',
    created_at timestamptz not null default now()
  )`,
  // One row per (tag, product): the btree on (tag, created_at, product_id) serves "newest first" paging
  // (scanned backwards) and the count (index-only scan on the tag prefix). A GIN index on products.tags
  // could find the rows but not return them in order.
  `create table product_tags (
    tag text not null,
    created_at timestamptz not null,
    product_id text collate "C" not null references products (id) on delete cascade,
    primary key (tag, created_at, product_id)
  )`,
  "create index product_tags_product_idx on product_tags (product_id)",
  ...TAG_COUNT_STATEMENTS,
  // products.tags → product_tags (deletes cascade through the foreign key).
  `create function products_tags_inserted() returns trigger language plpgsql as $$
  begin
    insert into product_tags (tag, created_at, product_id)
      select distinct t, n.created_at, n.id from new_rows as n cross join unnest(n.tags) as t;
    return null;
  end
  $$`,
  `create trigger products_tags_inserted after insert on products
    referencing new table as new_rows for each statement execute function products_tags_inserted()`,
  `create function products_tags_updated() returns trigger language plpgsql as $$
  begin
    delete from product_tags as pt using new_rows as n join old_rows as o on o.id = n.id
      where pt.product_id = n.id and (n.tags is distinct from o.tags or n.created_at <> o.created_at);
    insert into product_tags (tag, created_at, product_id)
      select distinct t, n.created_at, n.id
      from new_rows as n join old_rows as o on o.id = n.id cross join unnest(n.tags) as t
      where n.tags is distinct from o.tags or n.created_at <> o.created_at;
    return null;
  end
  $$`,
  `create trigger products_tags_updated after update on products
    referencing old table as old_rows new table as new_rows for each statement
    execute function products_tags_updated()`,
  `create table product_variants (
    id text collate "C" primary key,
    product_id text collate "C" not null references products (id) on delete cascade,
    position integer not null,
    color text not null,
    color_hex text not null check (color_hex ~ '^#[0-9a-fA-F]{6}$'),
    images text[] not null default '{}',
    unique (product_id, position)
  )`,
  `create table variant_sizes (
    variant_id text collate "C" not null references product_variants (id) on delete cascade,
    size text not null check (size in ('S', 'M', 'L', 'XL', 'XXL')),
    stock integer not null default 0 check (stock >= 0),
    primary key (variant_id, size)
  )`,
  `create table reviews (
    id text collate "C" primary key,
    product_id text collate "C" not null references products (id) on delete cascade,
    username text not null,
    rating integer not null check (rating between 1 and 5),
    comment text not null default '',
    created_at timestamptz not null default now()
  )`,
  "create index reviews_product_idx on reviews (product_id, created_at desc)",
  `create table banners (
    id text not null,
    list text not null check (list in ('home', 'mobilehome', 'mobilevideobanner', 'desktopvideobanner',
      'customized', 'customized_mobile', 'trending', 'mobiletrending')),
    position integer not null,
    image_path text not null,
    mobile_image_path text,
    page text not null check (page in ('trending', 'newarrival', 'home', 'upperwear', 'customized')),
    alt text not null default '',
    primary key (list, position)
  )`,
  `create table headlines (
    id text primary key,
    position integer not null,
    text text not null
  )`,
  `create table video_config (
    id integer primary key default 1 check (id = 1),
    mobile_video_path text,
    desktop_video_path text
  )`,
];

const down_statements = [
  "drop table if exists video_config",
  "drop table if exists headlines",
  "drop table if exists banners",
  "drop table if exists reviews",
  "drop table if exists variant_sizes",
  "drop table if exists product_variants",
  "drop table if exists product_tags",
  "drop table if exists products",
  "drop table if exists tag_counts",
  "drop function if exists products_tags_updated",
  "drop function if exists products_tags_inserted",
  "drop function if exists product_tags_counted_delete",
  "drop function if exists product_tags_counted_insert",
];

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against no fixed schema (Kysely docs)
export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of up_statements) await sql.raw(statement).execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see up
export async function down(db: Kysely<any>): Promise<void> {
  for (const statement of down_statements) await sql.raw(statement).execute(db);
}
