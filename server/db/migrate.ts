import { type Kysely, Migrator } from "kysely";
import { migrations } from "./migrations";
import type { Database } from "./schema";

/** Brings the schema to the latest migration (every migration, in name order); throws when one fails.
 * Answers the names of the migrations it ran. */
export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === "Error");
  if (error || failed) {
    const reason = error instanceof Error ? error.message : String(error ?? "");
    throw new Error(`Migration ${failed?.migrationName ?? ""} failed: ${reason}`, { cause: error });
  }
  return (results ?? []).map((r) => r.migrationName);
}
