// The run's two template databases in the PostgreSQL cluster, made once by its global setup
// (postgresGlobalSetup.ts): one migrated to the latest schema, one also seeded with the sample catalogue,
// accounts and pincodes. A test's database is a copy of one (tests/support/databases.ts): ~30 ms, where
// migrating and seeding a new one took ~600 ms of both cores' time, for each of the run's databases.
import { createDatabase, type DatabaseHandle } from "../../server/db/database";
import { migrateToLatest } from "../../server/db/migrate";
import { seed } from "../../server/db/seed";
import { createNamedDatabase, databaseUrl } from "./postgres";

export interface PostgresTemplates {
  /** The name of a database migrated to the latest schema. */
  migrated: string;
  /** The name of the same, with the sample data seeded. */
  seeded: string;
}

/** Runs `work` on the database at `url`, and leaves it with no connection open. */
async function prepared(url: string, work: (handle: DatabaseHandle) => Promise<unknown>) {
  const handle = await createDatabase({ url });
  try {
    await work(handle);
  } finally {
    // Nobody may be connected to a template while it is copied.
    await handle.close();
  }
}

export async function makePostgresTemplates(adminUrl: string): Promise<PostgresTemplates> {
  const migrated = await createNamedDatabase(adminUrl, "template migrated");
  await prepared(databaseUrl(adminUrl, migrated), (handle) => migrateToLatest(handle.db));
  const seeded = await createNamedDatabase(adminUrl, "template seeded", migrated);
  await prepared(databaseUrl(adminUrl, seeded), (handle) => seed(handle.db));
  return { migrated, seeded };
}
