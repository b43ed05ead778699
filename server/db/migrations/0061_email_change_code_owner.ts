import { type Kysely, sql } from "kysely";

// The account that asked for an email change's code: the code's row holds the new address, keyed by that
// address, with the account only inside the code's hash, so deleting the account could not find it (it
// waited out its ten minutes and the retention job). Named here, the row is erased with the account
// (docs/decisions/personal-data.md#deleting-an-account).
const up_statements = ["alter table email_codes add column account_id text"];

const down_statements = ["alter table email_codes drop column if exists account_id"];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of up_statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of down_statements) await sql.raw(statement).execute(db);
}
