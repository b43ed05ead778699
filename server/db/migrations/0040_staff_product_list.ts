import { type Kysely, sql } from "kysely";

// The staff product table (docs/decisions/staff-catalogue.md#the-staff-product-table) at 100,000 products:
// each of its orders and filters read down an index and stop at a page, instead of sorting or counting the
// whole catalogue.
//
// - product_stock: each product's pieces in stock over every colour and size, and its smallest stock among
//   the sizes still in stock (null when sold out), kept by statement triggers from the variant tables. The
//   table sorts by stock and filters sold-out / low stock without adding up a million size rows. It is a
//   table of its own, not columns of products: every order changes the total, and rewriting the product
//   row on each would recompute its search columns, GIN indexes and listing cells, which 0036 stopped.
// - (updated_at desc, id): "recently changed" over drafts and published products together (0037's index
//   leads with the status, so it serves one status at a time). (name, id) and (final_price, id): the A to Z
//   and price orders. The ties break by id in each, as the cursor reads them (server/services/catalogue/).
// - A trigram index on the name: the name search's words anywhere in the name, without reading every name.
const REFRESH_PRODUCT_STOCK = `refresh_product_stock(ids text[]) returns void language sql as $$
    insert into product_stock (product_id, total, least_stock)
    select p.id, coalesce(sum(s.stock), 0), min(s.stock) filter (where s.stock > 0)
    from (select distinct unnest(ids) collate "C" as id) as changed
    join products p on p.id = changed.id
    left join product_variants v on v.product_id = p.id
    left join variant_sizes s on s.variant_id = v.id
    group by p.id
    on conflict (product_id) do update set total = excluded.total, least_stock = excluded.least_stock
    where (product_stock.total, product_stock.least_stock) is distinct from (excluded.total, excluded.least_stock)
  $$`;

// The products of the changed rows. A size row names its variant; a deleted variant's sizes go with it
// (cascade), so its product is refreshed from the variant's own delete. A product deleted meanwhile is
// skipped by the join above, and its row goes with it (cascade).
const SIZES_CHANGED = `product_stock_sizes_changed() returns trigger language plpgsql as $$
  begin
    perform refresh_product_stock(array(
      select v.product_id from product_variants v
      where v.id = any(array(select variant_id from changed_rows))));
    return null;
  end
  $$`;

const VARIANTS_CHANGED = `product_stock_variants_changed() returns trigger language plpgsql as $$
  begin
    perform refresh_product_stock(array(select product_id from changed_rows));
    return null;
  end
  $$`;

// A new product starts with nothing in stock, so every product has its row (the table is joined, not
// outer-joined, and sorts the whole catalogue by stock).
const PRODUCTS_ADDED = `product_stock_products_added() returns trigger language plpgsql as $$
  begin
    insert into product_stock (product_id, total, least_stock)
    select id, 0, null from changed_rows on conflict (product_id) do nothing;
    return null;
  end
  $$`;

const trigger = (name: string, event: string, table: string, fn: string, rows: "new" | "old") =>
  `create trigger ${name} after ${event} on ${table}
    referencing ${rows} table as changed_rows for each statement execute function ${fn}()`;

const up_statements = [
  `create table product_stock (
    product_id text collate "C" primary key references products(id) on delete cascade,
    total integer not null default 0,
    least_stock integer
  )`,
  "create index product_stock_total_idx on product_stock (total, product_id)",
  `create function ${REFRESH_PRODUCT_STOCK}`,
  `create function ${SIZES_CHANGED}`,
  `create function ${VARIANTS_CHANGED}`,
  `create function ${PRODUCTS_ADDED}`,
  trigger("product_stock_products_inserted", "insert", "products", "product_stock_products_added", "new"),
  trigger("product_stock_sizes_inserted", "insert", "variant_sizes", "product_stock_sizes_changed", "new"),
  // An update's new rows name the same variants as its old ones unless a size moved, which the shop never
  // does; the new rows are the ones that count.
  trigger("product_stock_sizes_updated", "update", "variant_sizes", "product_stock_sizes_changed", "new"),
  trigger("product_stock_sizes_deleted", "delete", "variant_sizes", "product_stock_sizes_changed", "old"),
  trigger(
    "product_stock_variants_inserted",
    "insert",
    "product_variants",
    "product_stock_variants_changed",
    "new",
  ),
  trigger(
    "product_stock_variants_deleted",
    "delete",
    "product_variants",
    "product_stock_variants_changed",
    "old",
  ),
  "insert into product_stock (product_id, total, least_stock) select id, 0, null from products",
  "select refresh_product_stock(array(select id from products))",
  "create index products_updated_idx on products (updated_at desc, id)",
  "create index products_name_idx on products (name, id)",
  "create index products_final_price_idx on products (final_price, id)",
  "create index products_name_trgm_idx on products using gin (name gin_trgm_ops)",
  "analyze product_stock",
];

const down_statements = [
  "drop index if exists products_name_trgm_idx",
  "drop index if exists products_final_price_idx",
  "drop index if exists products_name_idx",
  "drop index if exists products_updated_idx",
  "drop trigger if exists product_stock_variants_deleted on product_variants",
  "drop trigger if exists product_stock_variants_inserted on product_variants",
  "drop trigger if exists product_stock_sizes_deleted on variant_sizes",
  "drop trigger if exists product_stock_sizes_updated on variant_sizes",
  "drop trigger if exists product_stock_sizes_inserted on variant_sizes",
  "drop trigger if exists product_stock_products_inserted on products",
  "drop function if exists product_stock_products_added",
  "drop function if exists product_stock_variants_changed",
  "drop function if exists product_stock_sizes_changed",
  "drop function if exists refresh_product_stock",
  "drop table if exists product_stock",
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of up_statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of down_statements) await sql.raw(statement).execute(db);
}
