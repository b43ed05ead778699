import { type Kysely, sql } from "kysely";

// Reviews get their author (one review per shopper per product; a second one edits the first) and an edit
// time. The seeded fixture reviews have no author (user_id null; NULLs never clash in the unique key).
// Orders arrive with buying (0014_orders_payments.ts), which extends these tables; they exist now because a
// review is "verified" when its author has a delivered order of the product
// (server/services/verifiedBuyer.ts). Order lines keep the product's id without a foreign key: an order
// outlives changes to the catalogue.
const up_statements = [
  `alter table reviews add column user_id text collate "C" references users (id) on delete set null`,
  "alter table reviews add column updated_at timestamptz",
  "update reviews set updated_at = created_at",
  "alter table reviews alter column updated_at set not null",
  "alter table reviews alter column updated_at set default now()",
  "alter table reviews add constraint reviews_product_user_key unique (product_id, user_id)",
  // A product's newest reviews in the page's order, ties by id, read from the index without a sort.
  "drop index if exists reviews_product_idx",
  "create index reviews_product_newest_idx on reviews (product_id, created_at desc, id desc)",
  `create table orders (
    id text collate "C" primary key,
    user_id text collate "C" not null references users (id) on delete cascade,
    status text not null default 'pending'
      check (status in ('pending', 'processing', 'shipped', 'delivered', 'cancelled', 'returned')),
    created_at timestamptz not null default now(),
    delivered_at timestamptz,
    check (status <> 'delivered' or delivered_at is not null)
  )`,
  "create index orders_user_idx on orders (user_id, created_at desc)",
  `create table order_lines (
    id text collate "C" primary key,
    order_id text collate "C" not null references orders (id) on delete cascade,
    product_id text collate "C" not null,
    variant_id text collate "C" not null,
    size text not null check (size in ('S', 'M', 'L', 'XL', 'XXL')),
    quantity integer not null check (quantity > 0),
    unit_price integer not null check (unit_price >= 0)
  )`,
  // "Has this shopper a delivered order of this product?": the shopper's orders (orders_user_idx), then
  // their lines of the product.
  "create index order_lines_order_idx on order_lines (order_id, product_id)",
];

const down_statements = [
  "drop table if exists order_lines",
  "drop table if exists orders",
  "drop index if exists reviews_product_newest_idx",
  "create index if not exists reviews_product_idx on reviews (product_id, created_at desc)",
  "alter table reviews drop constraint if exists reviews_product_user_key",
  "alter table reviews drop column if exists updated_at",
  "alter table reviews drop column if exists user_id",
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of up_statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of down_statements) await sql.raw(statement).execute(db);
}
