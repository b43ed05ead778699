// The databases the server's tests run on: in-memory PGlite always, and a fresh database in the
// throw-away PostgreSQL cluster of the run (tests/support/postgresGlobalSetup.ts) when there is one.
// PGlite runs one statement at a time, so races (concurrent logins, mail budgets) only prove something on
// the PostgreSQL server.
import { describe, inject, it } from "vitest";
import { createDatabase, type DatabaseHandle } from "../../server/db/database";
import { createTestDatabase } from "./postgres";

export interface TestDatabase {
  name: "PGlite" | "PostgreSQL";
  /** A new empty database (not yet migrated). */
  open: () => Promise<DatabaseHandle>;
}

export const pglite: TestDatabase = { name: "PGlite", open: () => createDatabase({ dataDir: "memory" }) };

function postgres(adminUrl: string, label: string): TestDatabase {
  return {
    name: "PostgreSQL",
    open: async () => createDatabase({ url: await createTestDatabase(adminUrl, label) }),
  };
}

const unavailable: TestDatabase = {
  name: "PostgreSQL",
  open: () => Promise.reject(new Error("no PostgreSQL server in this run")),
};

/**
 * `suite` on the run's PostgreSQL server. Without one it is skipped with the reason in its name, or,
 * where a server is required (REQUIRE_POSTGRES=1, as in CI), fails.
 */
export function describeOnPostgres(title: string, suite: (database: TestDatabase) => void): void {
  const { adminUrl, problem, required } = inject("postgres");
  if (adminUrl) {
    describe(`${title} (PostgreSQL)`, () => suite(postgres(adminUrl, title)));
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
