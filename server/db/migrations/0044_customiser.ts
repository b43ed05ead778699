import { type Kysely, sql } from "kysely";

// The customiser's data (docs/decisions/customiser-design.md#storage).
//
// - A blank garment is a product with status `blank`: its colours are variants and its sizes carry stock,
//   so a design's garment is taken from stock like any product's, under the same row locks. Listings,
//   search and counts read published products only (0042), so blanks never show there.
// - `customiser_pricing`: per garment, its blank product and the price of each printed side.
// - Graphic categories and graphics, in the order the customiser lists them.
// - `design_uploads`: pictures shoppers upload for their designs, stored privately (stored_files).
// - `designs`: a shopper's saved design; `sides` is the document (each side's layers) the contract's
//   DesignSides schema describes, checked by the server before it is written. `in_wishlist` says whether
//   it shows under "My Customized Creations": removing it there keeps the design for orders made of it.
const up_statements = [
  "alter table products drop constraint if exists products_status_check",
  `alter table products add constraint products_status_check
     check (status in ('draft', 'published', 'archived', 'blank'))`,
  `create table customiser_pricing (
    garment text primary key check (garment in ('tshirt', 'hoodie')),
    product_id text not null unique references products(id),
    per_side integer not null check (per_side >= 0)
  )`,
  `create table graphic_categories (
    id text primary key,
    name text not null,
    position integer not null
  )`,
  `create table graphics (
    id text primary key,
    category_id text not null references graphic_categories(id) on delete cascade,
    name text not null,
    path text not null,
    position integer not null
  )`,
  "create index graphics_category on graphics (category_id, position)",
  `create table design_uploads (
    id text primary key,
    user_id text not null references users(id) on delete cascade,
    storage_key text not null,
    width integer not null check (width > 0),
    height integer not null check (height > 0),
    created_at timestamptz not null default now()
  )`,
  "create index design_uploads_user on design_uploads (user_id, created_at)",
  `create table designs (
    id text primary key,
    user_id text not null references users(id) on delete cascade,
    name text,
    garment text not null check (garment in ('tshirt', 'hoodie')),
    variant_id text not null references product_variants(id),
    size text not null check (size in ('S', 'M', 'L', 'XL', 'XXL')),
    sides jsonb not null,
    shared boolean not null default false,
    share_uploads boolean not null default false,
    in_wishlist boolean not null default true,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`,
  "create index designs_user on designs (user_id, created_at desc)",
];

const down_statements = [
  "drop table if exists designs",
  "drop table if exists design_uploads",
  "drop table if exists graphics",
  "drop table if exists graphic_categories",
  "drop table if exists customiser_pricing",
  "delete from products where status = 'blank'",
  "alter table products drop constraint if exists products_status_check",
  "alter table products add constraint products_status_check check (status in ('draft', 'published', 'archived'))",
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of up_statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of down_statements) await sql.raw(statement).execute(db);
}
