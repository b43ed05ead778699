// The saved designs' bounds and the customiser data's caching (docs/decisions/customiser-design.md#saved-designs-and-sharing):
// a wishlist lists at most MAX_LISTED_DESIGNS designs and an account keeps at most MAX_DESIGNS_PER_ACCOUNT,
// also when saves race (the shopper's row is locked while counting); the blanks' and graphics' public
// answers are kept by the public cache and made again when the catalogue changes.
import { type Kysely, sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { blankVariantId, customiser, users } from "../../mocks/fixtures";
import type { DatabaseHandle } from "../../server/db/database";
import type { Database } from "../../server/db/schema";
import { catalogueChanged } from "../../server/services/cacheVersions/transaction";
import { saveDesign } from "../../server/services/designs/designs";
import type { CustomizationInput } from "../../src/api/types";
import {
  designMessages,
  MAX_DESIGNS_PER_ACCOUNT,
  MAX_LISTED_DESIGNS,
} from "../../src/lib/design/designMessages";
import { describeOnEachDatabase, type TestDatabase } from "../support/databases";
import { Browser } from "./server-auth-helpers";
import { seededServer } from "./server-helpers";

const server = seededServer();

const design: CustomizationInput = {
  type: "tshirt",
  color: "Black",
  size: "M",
  sides: { front: [], back: [] },
  shared: false,
  shareUploads: false,
};

/** `count` designs of the user written straight in, listed or not. */
async function fill(db: Kysely<Database>, userId: string, count: number, listed: boolean) {
  await sql`
    insert into designs (id, user_id, garment, variant_id, size, sides, in_wishlist)
    select 'fill_' || ${userId} || '_' || ${String(listed)} || '_' || n, ${userId}, 'tshirt',
      ${blankVariantId("tshirt", "black")}, 'M', '{"front":[],"back":[]}'::jsonb, ${listed}
    from generate_series(1, ${count}) as n`.execute(db);
}

const outcome = (call: Promise<unknown>) =>
  call.then(
    () => "saved",
    (error: Error) => error.message,
  );

describeOnEachDatabase("how many designs a shopper keeps", (database: TestDatabase) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await database.openSeeded();
  }, 60_000);
  afterAll(() => handle.close());

  it("lists at most MAX_LISTED_DESIGNS: of saves racing for the last place one gets it; unlisted saves go on", async () => {
    const userId = users[0]._id;
    await fill(handle.db, userId, MAX_LISTED_DESIGNS - 1, true);
    // Every racer on a connection of its own already open, so their transactions overlap.
    await Promise.all(Array.from({ length: 6 }, () => sql`select pg_sleep(0.05)`.execute(handle.db)));
    const racing = await Promise.all(
      Array.from({ length: 6 }, () => outcome(saveDesign(handle.db, userId, design, true))),
    );
    expect(racing.sort()).toEqual(["saved", ...Array(5).fill(designMessages.wishlistFull)].sort());
    expect(await outcome(saveDesign(handle.db, userId, design, false))).toBe("saved");
  });

  it("keeps at most MAX_DESIGNS_PER_ACCOUNT in all, listed or not", async () => {
    const userId = users[1]._id;
    await fill(handle.db, userId, MAX_DESIGNS_PER_ACCOUNT - 1, false);
    expect(await outcome(saveDesign(handle.db, userId, design, false))).toBe("saved");
    expect(await outcome(saveDesign(handle.db, userId, design, false))).toBe(designMessages.accountFull);
    expect(await outcome(saveDesign(handle.db, userId, design, true))).toBe(designMessages.accountFull);
  });
});

describe("the customiser's public data in the cache", () => {
  it("is kept, and made again when the catalogue changes (a graphic renamed)", async () => {
    const guest = new Browser(server.app);
    const graphic = customiser.graphics[0];
    const first = await guest.get("/customized/getGraphic");
    expect(first.headers.get("cache-control")).toBe("public, max-age=60, stale-while-revalidate=300");
    expect((await guest.get("/customized/getGraphic")).headers.get("x-cache")).toBe("hit");

    await server.handle.db
      .updateTable("graphics")
      .set({ name: "Mandala Gold" })
      .where("id", "=", graphic._id)
      .execute();
    await catalogueChanged(server.handle.db);
    const after = await guest.get("/customized/getGraphic");
    expect(after.body.data[0]).toEqual({ ...graphic, name: "Mandala Gold" });
  });
});
