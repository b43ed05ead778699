import { type Kysely, sql } from "kysely";

// A product added with its picture files (the multipart add, docs/decisions/staff-catalogue.md#adding-a-product-with-its-picture-files)
// is saved as a draft while its pictures render. One row per picture it still waits for, written in the
// transaction that stores the product, the pictures and their render jobs; the render job deletes its
// picture's rows when it marks the picture ready (or failed), and publishes the product in that same
// transaction once no row is left and `publish` asked for it. So a shopper never meets a picture that is
// not there yet, and the wish to publish survives a restart.
const up_statements = [
  `create table product_picture_waits (
    product_id text not null references products(id) on delete cascade,
    picture_id text not null references pictures(id) on delete cascade,
    publish boolean not null,
    actor_id text references users(id) on delete set null,
    actor_name text not null,
    created_at timestamptz not null default now(),
    primary key (picture_id, product_id)
  )`,
  "create index product_picture_waits_product on product_picture_waits (product_id)",
];

const down_statements = ["drop table if exists product_picture_waits"];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of up_statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of down_statements) await sql.raw(statement).execute(db);
}
