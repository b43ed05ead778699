import { type Kysely, sql } from "kysely";

// Signed-in shoppers' bags are erased by the hourly retention job once unchanged for the retention table's
// days (src/lib/privacy/retention.ts, docs/decisions/personal-data.md#the-retention-table): the index finds
// them without reading every bag. Guests' bags have their own index on their expiry (0025).
const up_statements = [
  "create index carts_signed_in_updated_idx on carts (updated_at) where user_id is not null",
];

const down_statements = ["drop index if exists carts_signed_in_updated_idx"];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of up_statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of down_statements) await sql.raw(statement).execute(db);
}
