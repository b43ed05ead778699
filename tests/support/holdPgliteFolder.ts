// A process that holds a PGlite data folder open (tests/unit/server-pglite-folder-lock.test.ts): opens the
// folder given as its argument, says "open", and closes it when its stdin ends.
import { createDatabase } from "../../server/db/database";

const dir = process.argv[2];
if (!dir) throw new Error("usage: holdPgliteFolder.ts <folder>");
try {
  const { close } = await createDatabase({ dataDir: dir });
  console.log("open");
  process.stdin.resume();
  process.stdin.once("end", () => {
    void close().then(() => process.exit(0));
  });
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
