// Vitest global setup of the unit projects: starts one throw-away PostgreSQL cluster for the whole run
// (tests/support/postgres.ts), makes its template databases (postgresTemplates.ts), and hands their names
// and the cluster's address to the test files (`inject("postgres")`), which make a database of their own in
// it (tests/support/databases.ts). Without the binaries the PostgreSQL runs say so and are skipped; where
// REQUIRE_POSTGRES=1 (CI: .ci/run) they fail instead.
import type { TestProject } from "vitest/node";
import { postgresBinDir, startPostgres } from "./postgres";
import { makePostgresTemplates, type PostgresTemplates } from "./postgresTemplates";
import { sharedAcrossProjects } from "./sharedSetup";

export interface PostgresForTests {
  /** The cluster's admin connection string, or null when there is none. */
  adminUrl: string | null;
  /** The cluster's template databases (null when there is no cluster). */
  templates: PostgresTemplates | null;
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
    project.provide("postgres", { adminUrl: null, templates: null, problem, required });
    return;
  }
  let cluster: Awaited<ReturnType<typeof sharedCluster>>;
  try {
    cluster = await sharedCluster(binDir);
  } catch (error) {
    if (error instanceof TemplatesFailed) throw error.cause;
    const problem = (error as Error).message;
    if (!required) console.warn(`\n!! Tests on PostgreSQL SKIPPED: ${problem}\n`);
    project.provide("postgres", { adminUrl: null, templates: null, problem, required });
    return;
  }
  project.provide("postgres", { ...cluster.value, problem: null, required });
  return cluster.release;
}

/**
 * The cluster and its templates, once for both projects. A cluster that cannot start skips the PostgreSQL
 * runs (above); templates that cannot be made (a migration or the seed failing on PostgreSQL) fail the run.
 */
function sharedCluster(binDir: string) {
  return sharedAcrossProjects("postgres", async () => {
    const started = await startPostgres(binDir);
    try {
      const templates = await makePostgresTemplates(started.adminUrl);
      return { value: { adminUrl: started.adminUrl, templates }, stop: () => started.stop() };
    } catch (error) {
      await started.stop();
      throw new TemplatesFailed(error);
    }
  });
}

/** Making the templates failed: the schema or the seed, not the machine. */
class TemplatesFailed extends Error {
  constructor(cause: unknown) {
    super("the PostgreSQL template databases could not be made", { cause });
  }
}
