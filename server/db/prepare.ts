// Migrating and seeding when several instances start at once against one PostgreSQL
// (docs/running.md#running-in-production): the work runs under a session-level advisory lock on one
// connection, so the second instance waits for the first, then finds the migrations run and the catalogue
// seeded and does nothing. (Kysely's Migrator locks the migrations alone; the seed's "is the catalogue
// there?" check would otherwise race.) PGlite takes the same lock, harmlessly: one process per folder
// (server/db/folderLock.ts).
import { type Kysely, sql } from "kysely";
import { migrateToLatest } from "./migrate";
import type { Database } from "./schema";
import { type SeedOptions, type SeedResult, seed } from "./seed";

/** The advisory lock's key: a fixed number no other lock of this database uses ("rang" in ASCII). */
const PREPARE_LOCK = 0x72616e67;

/** Runs `work` on one connection while this database's preparation lock is held. */
export async function withPrepareLock<T>(
  db: Kysely<Database>,
  work: (connection: Kysely<Database>) => Promise<T>,
): Promise<T> {
  return db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${PREPARE_LOCK})`.execute(connection);
    try {
      return await work(connection);
    } finally {
      await sql`select pg_advisory_unlock(${PREPARE_LOCK})`.execute(connection);
    }
  });
}

/** Migrations only (`npm run migrate`, the one-off step before a rollout). */
export const migrateLocked = (db: Kysely<Database>): Promise<string[]> =>
  withPrepareLock(db, migrateToLatest);

/** Migrations, then the seed (server/main.ts at start). */
export function prepareDatabase(db: Kysely<Database>, options: SeedOptions = {}): Promise<SeedResult> {
  return withPrepareLock(db, async (connection) => {
    await migrateToLatest(connection);
    return seed(connection, options);
  });
}
