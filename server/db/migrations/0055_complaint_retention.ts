import { type Kysely, sql } from "kysely";

// Complaint tickets under the privacy rules (docs/decisions/personal-data.md#deleting-an-account and
// #the-retention-table):
//
// - A deleted account's ticket about one of its orders is kept with the orders (the grievance record of the
//   Consumer Protection (E-Commerce) Rules), reduced the way the order is: its email is blanked, so the
//   email check allows an empty one now (a filing still needs a real address: the contract's Email).
// - The periodic erasure job erases resolved tickets some years after their resolution; the index serves it.
const up_statements = [
  "alter table complaints drop constraint if exists complaints_email_check",
  "alter table complaints add constraint complaints_email_check check (length(email) <= 254)",
  "create index if not exists complaints_resolved_at on complaints (resolved_at) where resolved_at is not null",
];

const down_statements = [
  "drop index if exists complaints_resolved_at",
  "update complaints set email = 'erased@deleted.invalid' where email = ''",
  "alter table complaints drop constraint if exists complaints_email_check",
  "alter table complaints add constraint complaints_email_check check (length(email) between 3 and 254)",
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of up_statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of down_statements) await sql.raw(statement).execute(db);
}
