import { type Kysely, sql } from "kysely";

// A guest's pictures for the customiser (docs/decisions/customiser-design.md#a-guests-pictures): an upload
// belongs to an account (`user_id`) or, until its guest signs in, to whoever holds a random token, of which
// only the SHA-256 is kept (`guest_token_hash`), never both and never neither. Signing in moves the
// guest's uploads to the account in one update. The periodic erasure job erases a guest's uploads 7 days
// after they were sent (src/lib/privacy/retention.ts); the partial index serves the token's lookups and
// that erasure.
const up_statements = [
  "alter table design_uploads alter column user_id drop not null",
  "alter table design_uploads add column guest_token_hash text",
  `alter table design_uploads add constraint design_uploads_one_owner
    check ((user_id is null) <> (guest_token_hash is null))`,
  `create index design_uploads_guest on design_uploads (guest_token_hash, created_at)
    where guest_token_hash is not null`,
];

const down_statements = [
  "delete from design_uploads where user_id is null",
  "drop index if exists design_uploads_guest",
  "alter table design_uploads drop constraint if exists design_uploads_one_owner",
  "alter table design_uploads drop column if exists guest_token_hash",
  "alter table design_uploads alter column user_id set not null",
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of up_statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of down_statements) await sql.raw(statement).execute(db);
}
