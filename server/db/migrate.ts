import { type Kysely, type Migration, Migrator } from "kysely";
import { migrations } from "./migrations";
import type { Database } from "./schema";

/** The migrator over every migration. Migrations written side by side can land out of number order (0009
 * was merged before 0007 and 0008), so a database that already ran a later one still gets the earlier ones
 * it lacks, each once, in name order. */
export function migrator(db: Kysely<Database>, all: Record<string, Migration> = migrations): Migrator {
  return new Migrator({
    db,
    provider: { getMigrations: async () => all },
    allowUnorderedMigrations: true,
  });
}

/** Brings the schema to the latest migration; throws when one fails. Answers the names of the migrations
 * it ran. */
export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  const { error, results } = await migrator(db).migrateToLatest();
  const failed = results?.find((r) => r.status === "Error");
  if (error || failed) {
    const reason = error instanceof Error ? error.message : String(error ?? "");
    throw new Error(`Migration ${failed?.migrationName ?? ""} failed: ${reason}`, { cause: error });
  }
  return (results ?? []).map((r) => r.migrationName);
}
