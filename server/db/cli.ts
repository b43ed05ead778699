// Migrate and seed from the command line: node --import tsx server/db/cli.ts [--reset]
import { createDatabase, databaseOptionsFromEnv } from "./database";
import { migrateToLatest } from "./migrate";
import { seed } from "./seed";

const { db, close } = await createDatabase(databaseOptionsFromEnv());
try {
  await migrateToLatest(db);
  const result = await seed(db, { reset: process.argv.includes("--reset") });
  console.log(
    result.seeded ? `Seeded ${result.products} products.` : "Database already has products; nothing seeded.",
  );
} finally {
  await close();
}
