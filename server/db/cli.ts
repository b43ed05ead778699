// Migrate and seed from the command line: node --import tsx server/db/cli.ts [--reset]
// Under the same lock as a starting shop (prepare.ts), so it never seeds beside one.
import { createDatabase, databaseOptionsFromEnv } from "./database";
import { prepareDatabase } from "./prepare";

const { db, close } = await createDatabase(databaseOptionsFromEnv());
try {
  const result = await prepareDatabase(db, { reset: process.argv.includes("--reset") });
  console.log(
    result.seeded ? `Seeded ${result.products} products.` : "Database already has products; nothing seeded.",
  );
} finally {
  await close();
}
