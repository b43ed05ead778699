// Vitest global setup of the unit project: migrates one in-memory PGlite database, and seeds a second,
// once for the whole run (for both unit projects: sharedSetup.ts), and hands their files to the test files (`inject("pgliteTemplates")`), which
// start each database from a copy (tests/support/databases.ts). Migrating took seconds per database;
// loading a copy takes a fraction of that.
//
// The databases are made by a child process (writePgliteTemplates.ts), not in Vitest's own process: Node 24's
// V8 can abort a process that creates and frees PGlite's WebAssembly ("Check failed:
// jit_page_->allocations_.erase(addr) == 1", https://github.com/nodejs/node/issues/64500, open), and in
// Vitest's process that ended the whole unit stage in its first seconds with no test named. A child that dies
// that way (by a signal: a crash, never a failed check) is started once more.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { TestProject } from "vitest/node";
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

const WRITER = fileURLToPath(new URL("./writePgliteTemplates.ts", import.meta.url));

/** How the writer's process ended: its exit code, or the signal that ended it. */
function writerRun(dir: string): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", WRITER, dir], { stdio: "inherit" });
    child.on("error", reject);
    child.on("exit", (code, signal) => resolve({ code, signal }));
  });
}

/** The writer run in a child process; a crash (a signal) is said and the writer started again, once. */
async function runWriter(dir: string): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    const { code, signal } = await writerRun(dir);
    if (code === 0) return;
    if (signal === null || attempt === 2)
      throw new Error(`writePgliteTemplates.ts failed (${signal ?? `exit code ${code}`})`);
    console.warn(`writePgliteTemplates.ts crashed (${signal}), the V8 abort above: starting it once more`);
  }
}

async function writeTemplates() {
  const dir = mkdtempSync(join(tmpdir(), "rangrez-pglite-templates-"));
  // The writer exits 0 only once both files are written.
  await runWriter(dir);
  return {
    value: { migrated: join(dir, "migrated.tar"), seeded: join(dir, "seeded.tar") },
    stop: () => rmSync(dir, { recursive: true, force: true }),
  };
}

export default async function setup(project: TestProject) {
  const templates = await sharedAcrossProjects("pglite-templates", writeTemplates);
  project.provide("pgliteTemplates", templates.value);
  return templates.release;
}
