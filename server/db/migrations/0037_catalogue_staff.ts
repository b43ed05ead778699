import { type Kysely, sql } from "kysely";

// The staff catalogue (docs/decisions/staff-catalogue.md):
// - a product's status: a draft is seen only by staff, a published product by everyone, an archived one
//   only in the orders and invoices that name it; every product the seed or an earlier version wrote is
//   published. `updated_at` orders the staff table's "recently changed".
// - a staff account's permissions ('orders', 'catalogue'): each staff call checks its own. Staff made
//   before permissions existed keep everything they could do.
// - each picture's alt text, in the order of the variant's images; the shop's own photos get the words the
//   product page gave them (its name and the view: front, back, close-up).
// - the audit log: who changed which product, headline or banner, when, and the row before and after.
const up_statements = [
  `alter table products add column status text not null default 'published'
     check (status in ('draft', 'published', 'archived'))`,
  "alter table products add column updated_at timestamptz not null default now()",
  "create index products_status_updated on products (status, updated_at desc, id)",
  "alter table product_variants add column image_alts text[] not null default '{}'",
  `update product_variants v set image_alts = array(
     select p.name || ', ' || case when cardinality(v.images) <= 3
       then (array['front view', 'back view', 'close-up'])[t.n]
       else 'image ' || t.n || ' of ' || cardinality(v.images) end
     from products p, unnest(v.images) with ordinality as t(src, n)
     where p.id = v.product_id order by t.n)`,
  "alter table users add column permissions text[] not null default '{}'",
  "update users set permissions = '{orders,catalogue}' where role = 'staff'",
  `create table audit_log (
    id bigint generated always as identity primary key,
    entity text not null check (entity in ('product', 'headline', 'banner')),
    entity_id text not null,
    action text not null,
    actor_id text references users(id) on delete set null,
    actor_name text not null,
    before jsonb,
    after jsonb,
    at timestamptz not null default now()
  )`,
  "create index audit_log_entity on audit_log (entity, entity_id, at desc, id desc)",
];

const down_statements = [
  "drop table if exists audit_log",
  "alter table users drop column if exists permissions",
  "alter table product_variants drop column if exists image_alts",
  "drop index if exists products_status_updated",
  "alter table products drop column if exists updated_at",
  "alter table products drop column if exists status",
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of up_statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of down_statements) await sql.raw(statement).execute(db);
}
