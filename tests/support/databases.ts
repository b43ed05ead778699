// The databases the server's tests run on: in-memory PGlite always, and a fresh database in the
// throw-away PostgreSQL cluster of the run (tests/support/postgresGlobalSetup.ts) when there is one.
// PGlite runs one statement at a time, so races (concurrent logins, mail budgets) only prove something on
// the PostgreSQL server.
import { readFileSync } from "node:fs";
import { describe, inject, it } from "vitest";
import { createDatabase, type DatabaseHandle } from "../../server/db/database";
import { createTestDatabase } from "./postgres";
import type { PGliteTemplates } from "./pgliteTemplatesSetup";
import type { PostgresTemplates } from "./postgresTemplates";

export interface TestDatabase {
  name: "PGlite" | "PostgreSQL";
  /**
   * A new database of its own, a copy of one migrated to the latest schema (`migrateToLatest` finds
   * nothing to do on it).
   */
  open: () => Promise<DatabaseHandle>;
  /** A new database of its own, migrated and seeded (the sample catalogue, accounts and pincodes). */
  openSeeded: () => Promise<DatabaseHandle>;
}

const templateFiles = new Map<string, Blob>();

/**
 * A new in-memory PGlite database started from the run's migrated (or seeded) copy
 * (tests/support/pgliteTemplatesSetup.ts).
 */
export async function memoryDatabaseFrom(template: keyof PGliteTemplates): Promise<DatabaseHandle> {
  const path = inject("pgliteTemplates")[template];
  let files = templateFiles.get(path);
  if (!files) {
    files = new Blob([readFileSync(path)]);
    templateFiles.set(path, files);
  }
  // Its cache versions are its own (server/services/cacheVersions/registry.ts): nothing cached from
  // another database can be sent from it.
  return createDatabase({ dataDir: "memory", startFrom: files });
}

export const pglite: TestDatabase = {
  name: "PGlite",
  open: () => memoryDatabaseFrom("migrated"),
  openSeeded: () => memoryDatabaseFrom("seeded"),
};

/**
 * A new database in the run's PostgreSQL cluster, migrated and seeded, with its connection string: for the
 * tests that start server processes on it (they connect by URL) and read it from the test too.
 */
export async function seededPostgresDatabase(
  label: string,
): Promise<{ url: string; handle: DatabaseHandle }> {
  const { adminUrl, templates } = inject("postgres");
  if (!adminUrl || !templates) throw new Error("no PostgreSQL server");
  const url = await createTestDatabase(adminUrl, label, templates.seeded);
  return { url, handle: await createDatabase({ url }) };
}

/** Databases copied from the run's templates (tests/support/postgresTemplates.ts). */
function postgres(adminUrl: string, templates: PostgresTemplates, label: string): TestDatabase {
  const copyOf = (template: string) => async () =>
    createDatabase({ url: await createTestDatabase(adminUrl, label, template) });
  return { name: "PostgreSQL", open: copyOf(templates.migrated), openSeeded: copyOf(templates.seeded) };
}

const unavailable: TestDatabase = {
  name: "PostgreSQL",
  open: () => Promise.reject(new Error("no PostgreSQL server in this run")),
  openSeeded: () => Promise.reject(new Error("no PostgreSQL server in this run")),
};

/**
 * `suite` on the run's PostgreSQL server. Without one it is skipped with the reason in its name, or,
 * where a server is required (REQUIRE_POSTGRES=1, as in CI), fails.
 */
export function describeOnPostgres(title: string, suite: (database: TestDatabase) => void): void {
  const { adminUrl, templates, problem, required } = inject("postgres");
  if (adminUrl && templates) {
    describe(`${title} (PostgreSQL)`, () => suite(postgres(adminUrl, templates, title)));
  } else if (required) {
    describe(`${title} (PostgreSQL)`, () => {
      it("runs on a PostgreSQL server", () => {
        throw new Error(`REQUIRE_POSTGRES=1, but there is no PostgreSQL server: ${problem}`);
      });
    });
  } else {
    describe.skip(`${title} (PostgreSQL SKIPPED: ${problem})`, () => suite(unavailable));
  }
}

/** `suite` once on PGlite and once on the run's PostgreSQL server (see describeOnPostgres). */
export function describeOnEachDatabase(title: string, suite: (database: TestDatabase) => void): void {
  describe(`${title} (PGlite)`, () => suite(pglite));
  describeOnPostgres(title, suite);
}
