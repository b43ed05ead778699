import { type Kysely, sql } from "kysely";

// Files the shop stores itself (docs/decisions/file-storage.md, server/storage/postgresFileStore.ts): the
// bytes in the row, so every instance reads the same files, a file is written in the transaction of the row
// that names it, and the backups that hold the orders hold their files. `key` sorts byte-wise (collate "C")
// as the disk store and any object store list them. The content is stored outside the row and not
// compressed (storage external): pictures and PDFs are compressed already, and PostgreSQL would spend CPU
// on every write trying.
const up_statements = [
  `create table stored_files (
    key text collate "C" primary key,
    content bytea not null,
    content_type text not null,
    size integer not null check (size = octet_length(content)),
    sha256 text not null,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`,
  "alter table stored_files alter column content set storage external",
];

const down_statements = ["drop table if exists stored_files"];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of up_statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of down_statements) await sql.raw(statement).execute(db);
}
