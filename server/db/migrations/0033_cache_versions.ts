import { type Kysely, sql } from "kysely";

// The public answers' cache versions, shared by every server on the database
// (docs/decisions/shared-cache-versions.md): one row per scope ("catalogue", "listings", "product:<id>"),
// bumped in the transaction that changes what the scope's answers say. `xid` is the writing transaction's
// id: a server asks for the rows written since the oldest transaction still running at its previous look
// (server/services/cacheVersions/registry.ts), so a bump that commits late is never missed, and the index
// keeps that look a short range scan however many products have a row.
const up_statements = [
  `create table cache_versions (
    scope text collate "C" primary key,
    version bigint not null,
    xid xid8 not null default pg_current_xact_id()
  )`,
  "create index cache_versions_xid on cache_versions (xid)",
];

const down_statements = ["drop table if exists cache_versions"];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of up_statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of down_statements) await sql.raw(statement).execute(db);
}
