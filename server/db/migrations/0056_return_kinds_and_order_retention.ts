import { type Kysely, sql } from "kysely";

// Two more problems a return may name (docs/decisions/customiser-design.md#ordering-a-design): the wrong
// piece sent and a late delivery, which the Consumer Protection (E-Commerce) Rules, 2020 make the shop take
// back even when the piece was made to the shopper's design. 0049's column check has PostgreSQL's own name
// for it (table_column_check), replaced under the same name.
//
// The periodic erasure job erases orders some years after their last change
// (docs/decisions/personal-data.md#the-retention-table): it looks for them by that change.
const up_statements = [
  "alter table order_returns drop constraint if exists order_returns_kind_check",
  "alter table order_returns add constraint order_returns_kind_check check (kind in ('misprint', 'defect', 'wrong_item', 'late'))",
  "create index if not exists orders_updated_at on orders (updated_at)",
];

const down_statements = [
  "drop index if exists orders_updated_at",
  "update order_returns set kind = 'defect' where kind in ('wrong_item', 'late')",
  "alter table order_returns drop constraint if exists order_returns_kind_check",
  "alter table order_returns add constraint order_returns_kind_check check (kind in ('misprint', 'defect'))",
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of up_statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of down_statements) await sql.raw(statement).execute(db);
}
