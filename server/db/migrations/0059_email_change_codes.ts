import { type Kysely, sql } from "kysely";

// The code that confirms a change of a signed-in account's email (docs/decisions/personal-data.md#correction)
// is a third purpose of `email_codes`, keyed by the NEW address like a sign-up code, so it has the sign-up
// code's 30 s wait and hourly cap per address. Which account asked is bound into the code's hash
// (server/services/accounts/codes.ts), so no column is needed.
const up_statements = [
  "alter table email_codes drop constraint if exists email_codes_purpose_check",
  "alter table email_codes add constraint email_codes_purpose_check check (purpose in ('signup', 'reset', 'email_change'))",
];

const down_statements = [
  "delete from email_codes where purpose = 'email_change'",
  "alter table email_codes drop constraint if exists email_codes_purpose_check",
  "alter table email_codes add constraint email_codes_purpose_check check (purpose in ('signup', 'reset'))",
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of up_statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of down_statements) await sql.raw(statement).execute(db);
}
