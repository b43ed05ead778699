// Preparing the database at start (server/db/prepare.ts): instances starting together against one
// PostgreSQL migrate and seed once, the second waiting for the first; and a production seed has the
// catalogue but never the sample accounts (server/db/seed.ts).
import { sql } from "kysely";
import { afterEach, expect, inject, it } from "vitest";
import { catalogue, customiserBlanks, users } from "../../mocks/fixtures";
import { createDatabase, type DatabaseHandle } from "../../server/db/database";
import { migrateLocked, prepareDatabase } from "../../server/db/prepare";
import { seed } from "../../server/db/seed";
import { describeOnEachDatabase, describeOnPostgres } from "../support/databases";
import { createTestDatabase } from "../support/postgres";

const opened: DatabaseHandle[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((handle) => handle.close()));
});

/** The catalogue and the customiser's blank garments (docs/decisions/customiser-design.md#storage). */
const SEEDED_PRODUCTS = catalogue.length + customiserBlanks.length;

const count = async (handle: DatabaseHandle, table: "products" | "users") =>
  Number(
    (
      await handle.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );

describeOnPostgres("two instances starting at once", () => {
  it("both start; the catalogue is seeded once, and each finds it done or does it", {
    timeout: 90_000,
  }, async () => {
    const { adminUrl } = inject("postgres");
    const url = await createTestDatabase(adminUrl as string, "prepare");
    // Two pools, as two processes would have.
    const first = await createDatabase({ url });
    const second = await createDatabase({ url });
    opened.push(first, second);
    const results = await Promise.all([prepareDatabase(first.db), prepareDatabase(second.db)]);
    expect(results.map((r) => r.seeded).sort()).toEqual([false, true]);
    expect(await count(first, "products")).toBe(SEEDED_PRODUCTS);
    // The lock is given back: a later preparation (a restart) takes it at once and finds nothing to do.
    expect(await prepareDatabase(second.db)).toEqual({ seeded: false, products: 0 });
    expect(await migrateLocked(first.db)).toEqual([]);
  });
});

describeOnEachDatabase("a production seed", (database) => {
  it("has the catalogue but no sample shoppers and no seeded staff login", { timeout: 60_000 }, async () => {
    const handle = await database.open();
    opened.push(handle);
    await migrateLocked(handle.db);
    expect(await seed(handle.db, { sampleAccounts: false })).toEqual({
      seeded: true,
      products: catalogue.length,
    });
    expect(await count(handle, "products")).toBe(SEEDED_PRODUCTS);
    const fixtureUsers = await handle.db
      .selectFrom("users")
      .select("id")
      .where(
        "id",
        "in",
        users.map((u) => u._id),
      )
      .execute();
    expect(fixtureUsers).toEqual([]);
    expect(await count(handle, "users")).toBe(0);
    // The pincodes still load: delivery checks need them.
    const pincodes = await sql<{ n: string }>`select count(*) as n from pincodes`.execute(handle.db);
    expect(Number(pincodes.rows[0]?.n)).toBeGreaterThan(0);
  });
});
