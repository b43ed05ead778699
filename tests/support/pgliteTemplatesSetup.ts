// Vitest global setup of the unit project: migrates one in-memory PGlite database, and seeds a second,
// once for the whole run (for both unit projects: sharedSetup.ts), and hands their files to the test files (`inject("pgliteTemplates")`), which
// start each database from a copy (tests/support/databases.ts). Migrating took seconds per database;
// loading a copy takes a fraction of that.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { dumpMemoryDatabase } from "../../server/db/database";
import { migrateToLatest } from "../../server/db/migrate";
import { seed } from "../../server/db/seed";
import { sharedAcrossProjects } from "./sharedSetup";

export interface PGliteTemplates {
  /** Files of a database migrated to the latest schema. */
  migrated: string;
  /** The same, with the sample catalogue seeded. */
  seeded: string;
}

declare module "vitest" {
  export interface ProvidedContext {
    pgliteTemplates: PGliteTemplates;
  }
}

async function writeDump(path: string, dump: Blob): Promise<string> {
  writeFileSync(path, Buffer.from(await dump.arrayBuffer()));
  return path;
}

async function writeTemplates() {
  const dir = mkdtempSync(join(tmpdir(), "rangrez-pglite-templates-"));
  const migrated = await writeDump(join(dir, "migrated.tar"), await dumpMemoryDatabase(migrateToLatest));
  const seeded = await writeDump(
    join(dir, "seeded.tar"),
    await dumpMemoryDatabase(async (db) => {
      await migrateToLatest(db);
      await seed(db);
    }),
  );
  return { value: { migrated, seeded }, stop: () => rmSync(dir, { recursive: true, force: true }) };
}

export default async function setup(project: TestProject) {
  const templates = await sharedAcrossProjects("pglite-templates", writeTemplates);
  project.provide("pgliteTemplates", templates.value);
  return templates.release;
}
