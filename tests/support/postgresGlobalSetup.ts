// Vitest global setup of the unit projects: starts one throw-away PostgreSQL cluster for the whole run
// (tests/support/postgres.ts) and hands its address to the test files (`inject("postgres")`), which make a
// database of their own in it (tests/support/databases.ts). Without the binaries the PostgreSQL runs say
// so and are skipped; where REQUIRE_POSTGRES=1 (CI: .ci/run) they fail instead.
import type { TestProject } from "vitest/node";
import { postgresBinDir, startPostgres } from "./postgres";
import { sharedAcrossProjects } from "./sharedSetup";

export interface PostgresForTests {
  /** The cluster's admin connection string, or null when there is none. */
  adminUrl: string | null;
  /** Why there is no cluster. */
  problem: string | null;
  /** A missing cluster fails the PostgreSQL runs instead of skipping them. */
  required: boolean;
}

declare module "vitest" {
  export interface ProvidedContext {
    postgres: PostgresForTests;
  }
}

export default async function setup(project: TestProject) {
  const required = process.env.REQUIRE_POSTGRES === "1";
  const binDir = postgresBinDir();
  if (!binDir) {
    const problem =
      "no PostgreSQL server binaries (/usr/lib/postgresql/*/bin or POSTGRES_BIN): install Debian's postgresql package";
    if (!required)
      console.warn(`\n${"!".repeat(100)}\n!! Tests on PostgreSQL SKIPPED: ${problem}\n${"!".repeat(100)}\n`);
    project.provide("postgres", { adminUrl: null, problem, required });
    return;
  }
  try {
    const cluster = await sharedAcrossProjects("postgres", async () => {
      const started = await startPostgres(binDir);
      return { value: started.adminUrl, stop: () => started.stop() };
    });
    project.provide("postgres", { adminUrl: cluster.value, problem: null, required });
    return cluster.release;
  } catch (error) {
    const problem = (error as Error).message;
    if (!required) console.warn(`\n!! Tests on PostgreSQL SKIPPED: ${problem}\n`);
    project.provide("postgres", { adminUrl: null, problem, required });
  }
}
