import { type Kysely, sql } from "kysely";

// A headline's optional schedule (docs/decisions/staff-catalogue.md#headlines): the bar shows a line from
// its start (none: at once) until its end (none: for good). An end not after its start is refused by the
// API in words; the check keeps the table honest for a write made by hand.
const up_statements = [
  "alter table headlines add column starts_at timestamptz",
  "alter table headlines add column ends_at timestamptz",
  `alter table headlines add constraint headlines_end_after_start
     check (starts_at is null or ends_at is null or ends_at > starts_at)`,
];

const down_statements = [
  "alter table headlines drop constraint if exists headlines_end_after_start",
  "alter table headlines drop column if exists ends_at",
  "alter table headlines drop column if exists starts_at",
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of up_statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of down_statements) await sql.raw(statement).execute(db);
}
