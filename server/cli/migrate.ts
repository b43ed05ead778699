// Runs the database migrations, then exits: the one-off step before a rollout (npm run migrate), so the new
// instances start on the schema they expect. Seeds nothing. Database as for server/main.ts: DATABASE_URL,
// else PGlite in PGLITE_DATA_DIR (default .data/pglite). Safe beside starting instances: the same lock as
// theirs (server/db/prepare.ts).
import { createDatabase, databaseOptionsFromEnv } from "../db/database";
import { migrateLocked } from "../db/prepare";

const { db, close } = await createDatabase(databaseOptionsFromEnv());
try {
  const ran = await migrateLocked(db);
  console.log(ran.length > 0 ? `Ran ${ran.length} migrations: ${ran.join(", ")}` : "Nothing to migrate.");
} finally {
  await close();
}
