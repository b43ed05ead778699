// Run as a child process by pgliteTemplatesSetup.ts: migrates one in-memory PGlite database and seeds a
// second, writes their files into the folder given as the only argument, and exits at once.
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { dumpMemoryDatabase } from "../../server/db/database";
import { migrateToLatest } from "../../server/db/migrate";
import { seed } from "../../server/db/seed";

async function writeDump(path: string, dump: Blob): Promise<void> {
  writeFileSync(path, Buffer.from(await dump.arrayBuffer()));
}

const dir = process.argv[2];
if (!dir) throw new Error("writePgliteTemplates: the folder to write into is missing");
await writeDump(join(dir, "migrated.tar"), await dumpMemoryDatabase(migrateToLatest));
await writeDump(
  join(dir, "seeded.tar"),
  await dumpMemoryDatabase(async (db) => {
    await migrateToLatest(db);
    await seed(db);
  }),
);
// Nothing left to do: leaving now frees no WebAssembly code (see pgliteTemplatesSetup.ts).
process.exit(0);
