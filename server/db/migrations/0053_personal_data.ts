import { type Kysely, sql } from "kysely";

// A shopper's control over their personal data (docs/decisions/personal-data.md).
//
// - `users.marketing_consent`: offers by email only when the shopper ticked the separate, unticked box at
//   sign-up or switched it on in My Account › Privacy; `marketing_consent_at` is when they last chose, the
//   record that they did. Withdrawing is the same switch, or the signed link in any offer mail.
// - `users.deleted_at`: a deleted account's row stays as a stub (no name, email, phone or password) only so
//   the orders and GST invoices the law makes the shop keep still name their buyer's row.
// - The indexes serve the periodic erasure job (server/services/privacy/retention.ts).
const up_statements = [
  "alter table users add column marketing_consent boolean not null default false",
  "alter table users add column marketing_consent_at timestamptz",
  "alter table users add column deleted_at timestamptz",
  "create index if not exists sessions_expires_at on sessions (expires_at)",
  "create index if not exists email_codes_expires_at on email_codes (expires_at)",
  "create index if not exists contact_messages_created_at on contact_messages (created_at)",
  "create index if not exists design_uploads_created_at on design_uploads (created_at)",
];

const down_statements = [
  "drop index if exists design_uploads_created_at",
  "drop index if exists contact_messages_created_at",
  "drop index if exists email_codes_expires_at",
  "drop index if exists sessions_expires_at",
  "alter table users drop column if exists deleted_at",
  "alter table users drop column if exists marketing_consent_at",
  "alter table users drop column if exists marketing_consent",
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of up_statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of down_statements) await sql.raw(statement).execute(db);
}
