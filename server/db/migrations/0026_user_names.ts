import { type Kysely, sql } from "kysely";

// The shopper's full name, asked for at sign-up (the username is a handle, not a name to deliver to or to
// print on a GST invoice). Accounts made before take the name of their address book, where they typed one:
// the default address's, else the newest named one; an account with no named address keeps "" and is
// asked at checkout, as the delivery form requires a name.
const up_statements = [
  "alter table users add column name text not null default ''",
  `update users u set name = coalesce((
    select left(btrim(a.name), 80) from addresses a
    where a.user_id = u.id and btrim(a.name) <> ''
    order by a.is_default desc, a.updated_at desc, a.seq desc
    limit 1
  ), '')`,
];

const down_statements = ["alter table users drop column if exists name"];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of up_statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of down_statements) await sql.raw(statement).execute(db);
}
