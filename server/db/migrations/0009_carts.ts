import { type Kysely, sql } from "kysely";

// Carts: one per user (created on the first read), with a line per product variant and size. A line names
// only the variant and size: the product, its name and price, the colour, images and the stock of that size
// are read from the catalogue when the cart is read, so they are never stale. The foreign key to
// variant_sizes removes a line when its variant or size goes (deleting a product cascades to both).
const up_statements = [
  `create table carts (
    id text collate "C" primary key,
    user_id text collate "C" not null unique references users (id) on delete cascade,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`,
  `create table cart_lines (
    id text collate "C" primary key,
    cart_id text collate "C" not null references carts (id) on delete cascade,
    variant_id text collate "C" not null,
    size text not null,
    quantity integer not null check (quantity between 1 and 5),
    created_at timestamptz not null default now(),
    unique (cart_id, variant_id, size),
    foreign key (variant_id, size) references variant_sizes (variant_id, size) on delete cascade
  )`,
  // A cart's lines in the order they were added.
  "create index cart_lines_cart_idx on cart_lines (cart_id, created_at, id)",
  // The lines of a variant or size being deleted (the cascade), without reading every line.
  "create index cart_lines_variant_idx on cart_lines (variant_id, size)",
];

const down_statements = ["drop table if exists cart_lines", "drop table if exists carts"];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of up_statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of down_statements) await sql.raw(statement).execute(db);
}
