import { type Kysely, sql } from "kysely";

// Wishlists: one per user (created on the first read or add), a row per saved product. Deleting a product
// takes it out of every wishlist.
const up_statements = [
  `create table wishlists (
    id text collate "C" primary key,
    user_id text collate "C" not null unique references users (id) on delete cascade,
    updated_at timestamptz not null default now()
  )`,
  `create table wishlist_items (
    wishlist_id text collate "C" not null references wishlists (id) on delete cascade,
    product_id text collate "C" not null references products (id) on delete cascade,
    created_at timestamptz not null default now(),
    primary key (wishlist_id, product_id)
  )`,
  // Newest saved first.
  "create index wishlist_items_newest_idx on wishlist_items (wishlist_id, created_at desc, product_id)",
  // The cascade when a product goes.
  "create index wishlist_items_product_idx on wishlist_items (product_id)",
];

const down_statements = ["drop table if exists wishlist_items", "drop table if exists wishlists"];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of up_statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of down_statements) await sql.raw(statement).execute(db);
}
