import { type Kysely, sql } from "kysely";

// A return for a fault of the piece (docs/decisions/customiser-design.md#ordering-a-design): the shopper
// names a misprint or a defect, the only returns a customised order allows; staff see it flagged on the
// board. Null for an ordinary return.
const up_statements = [
  "alter table order_returns add column kind text check (kind in ('misprint', 'defect'))",
];

const down_statements = ["alter table order_returns drop column if exists kind"];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of up_statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of down_statements) await sql.raw(statement).execute(db);
}
