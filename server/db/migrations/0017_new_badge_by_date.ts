import { type Kysely, sql } from "kysely";

// The NEW badge is worked out from created_at at read time (src/lib/newArrival.ts: the last 30 days, by
// the shop's clock), so the stored flag, which the seed copied from the "newarrival" tag, goes.
const up_statements = ["alter table products drop column if exists is_new"];

const down_statements = [
  "alter table products add column if not exists is_new boolean not null default false",
  "update products set is_new = tags @> array['newarrival']",
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of up_statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of down_statements) await sql.raw(statement).execute(db);
}
