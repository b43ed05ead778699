import { type Kysely, sql } from "kysely";

// A guest's bag is a cart with no user: it belongs to whoever holds the random token whose SHA-256 is
// `guest_token_hash` (the guest bag cookie), and it is gone `expires_at` (30 days after it was last used;
// the cart services push it on). A cart has exactly one owner, a user or a token. Its lines are ordinary
// cart lines, so the bag is priced, checked for stock and merged at sign-in by the cart's own code.
const up_statements = [
  "alter table carts alter column user_id drop not null",
  `alter table carts add column guest_token_hash text collate "C" unique`,
  "alter table carts add column expires_at timestamptz",
  `alter table carts add constraint carts_one_owner
    check ((user_id is null) <> (guest_token_hash is null))`,
  `alter table carts add constraint carts_guest_expiry
    check ((guest_token_hash is null) = (expires_at is null))`,
  // The expired bags a new one sweeps away on its way (server/services/guestBags.ts).
  "create index carts_guest_expiry_idx on carts (expires_at) where guest_token_hash is not null",
];

const down_statements = [
  "delete from carts where user_id is null",
  "drop index if exists carts_guest_expiry_idx",
  "alter table carts drop constraint if exists carts_guest_expiry",
  "alter table carts drop constraint if exists carts_one_owner",
  "alter table carts drop column if exists expires_at",
  "alter table carts drop column if exists guest_token_hash",
  "alter table carts alter column user_id set not null",
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of up_statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of down_statements) await sql.raw(statement).execute(db);
}
