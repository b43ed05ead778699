import { type Kysely, sql } from "kysely";
import { normaliseEmail, normaliseUsername, usernameSkeleton } from "../../services/accounts/identity";
import { log } from "../../observability/log";

// Accounts under attack:
// - throttle_counters replaces login_failures: one row per key (a login account, an unknown identifier, a
//   client address, a mail budget) counted atomically before the work it guards (server/services/throttle.ts).
// - users.username_skeleton: the look-alike fold of the username (server/services/accounts/identity.ts),
//   unique, so `аarav_k` (Cyrillic а) cannot sit beside `aarav_k`. Existing emails and usernames are
//   normalised (NFKC; emails lower-cased) on the way.
// The normalisation is imported from the service, so this migration does what the server does today.

const up_statements = [
  "drop table if exists login_failures",
  `create table throttle_counters (
    key text collate "C" primary key,
    hits integer not null check (hits >= 0),
    window_ends_at timestamptz not null,
    blocked_until timestamptz
  )`,
  "create index throttle_counters_window_idx on throttle_counters (window_ends_at)",
  "alter table users add column username_skeleton text",
];

interface UserIdentityRow {
  id: string;
  username: string;
  email: string;
}

/**
 * Normalises every user's email and username and fills the skeleton, oldest account first. Where an older
 * account already holds the normalised email or skeleton (look-alikes registered before this check), the
 * newer one keeps its email as it was and gets its id appended to its skeleton, so the unique indexes can
 * be built; nothing is lost and the owner can still sign in.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are written against no fixed schema (Kysely docs)
async function normaliseUsers(db: Kysely<any>): Promise<void> {
  const users: UserIdentityRow[] = await db
    .selectFrom("users")
    .select(["id", "username", "email"])
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  const emails = new Set<string>();
  const skeletons = new Set<string>();
  for (const user of users) {
    let email = normaliseEmail(user.email);
    if (emails.has(email)) email = user.email;
    emails.add(email.toLowerCase());
    const username = normaliseUsername(user.username) || user.username;
    let skeleton = usernameSkeleton(username);
    if (skeletons.has(skeleton)) {
      // The user's id only: a username may be a shopper's name (docs/running.md#logs).
      log.warn(`Migration 0007: the username of user ${user.id} looks like an older one`);
      skeleton = `${skeleton}#${user.id}`;
    }
    skeletons.add(skeleton);
    await db
      .updateTable("users")
      .set({ email, username, username_skeleton: skeleton })
      .where("id", "=", user.id)
      .execute();
  }
}

// biome-ignore lint/suspicious/noExplicitAny: see normaliseUsers
export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of up_statements) await sql.raw(statement).execute(db);
  await normaliseUsers(db);
  await sql`alter table users alter column username_skeleton set not null`.execute(db);
  await sql`create unique index users_username_skeleton_key on users (username_skeleton)`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see normaliseUsers
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists users_username_skeleton_key`.execute(db);
  await sql`alter table users drop column if exists username_skeleton`.execute(db);
  await sql`drop table if exists throttle_counters`.execute(db);
  await sql`create table login_failures (
    id bigint generated always as identity primary key,
    key text not null,
    at timestamptz not null default now()
  )`.execute(db);
  await sql`create index login_failures_key_idx on login_failures (key, at)`.execute(db);
}
