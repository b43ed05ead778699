import { type Kysely, sql } from "kysely";

// At most OTP_SENDS_PER_HOUR codes per (purpose, email) in an hour: the row counts the sends of its current
// one-hour window. Without it, asking for a new code every 30 s would give 5 fresh guesses each time.
const up_statements = [
  "alter table email_codes add column window_started_at timestamptz",
  "alter table email_codes add column sends_in_window integer not null default 1",
  "update email_codes set window_started_at = sent_at",
  "alter table email_codes alter column window_started_at set not null",
];

const down_statements = [
  "alter table email_codes drop column if exists sends_in_window",
  "alter table email_codes drop column if exists window_started_at",
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of up_statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of down_statements) await sql.raw(statement).execute(db);
}
