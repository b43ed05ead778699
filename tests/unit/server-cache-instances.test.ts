// Several servers on one PostgreSQL database share the public answers' cache versions
// (docs/decisions/shared-cache-versions.md): an order placed through one server shows in another server's
// cached product answer within 2 s. And a server's look at the versions finds a bump whose transaction
// started before, and committed after, a bump it has already seen.
import { sql } from "kysely";
import { afterAll, beforeAll, expect, inject, it, vi } from "vitest";
import { signIn } from "../../server/bench/signedInShopper";
import { codItem, placeCodOrder } from "../../server/bench/orderingShopper";
import { type BenchShop, startBenchShop } from "../../server/bench/shop";
import { createDatabase, type DatabaseHandle } from "../../server/db/database";
import { migrateToLatest } from "../../server/db/migrate";
import { seed } from "../../server/db/seed";
import { CacheVersions } from "../../server/services/cacheVersions/registry";
import { changes, trackedTransaction } from "../../server/services/cacheVersions/transaction";
import { describeOnPostgres } from "../support/databases";
import { createTestDatabase } from "../support/postgres";

describeOnPostgres("two servers on one database", () => {
  let handle: DatabaseHandle;
  let url: string;
  const servers: BenchShop[] = [];
  beforeAll(async () => {
    const { adminUrl } = inject("postgres");
    if (!adminUrl) throw new Error("no PostgreSQL server");
    url = await createTestDatabase(adminUrl, "two servers");
    handle = await createDatabase({ url });
    await migrateToLatest(handle.db);
    await seed(handle.db);
  }, 60_000);
  afterAll(async () => {
    for (const server of servers) server.stop();
    await handle?.close();
  });

  it("an order placed through one server shows in the other's product answer within 2 s", async () => {
    const [one, other] = await Promise.all([
      startBenchShop(0, { DATABASE_URL: url }),
      startBenchShop(0, { DATABASE_URL: url }),
    ]);
    servers.push(one, other);
    const item = codItem(2);
    const stockOnOther = async () => {
      const answer = await fetch(`${other.origin}/api/v1/product/product/${item.productId}`);
      const product = (await answer.json()).data.data.data;
      const variant = product.variants.find((v: { _id: string }) => v._id === item.variantId);
      const size = variant.sizes.find((s: { size: string }) => s.size === item.size);
      return { cache: answer.headers.get("x-cache"), stock: size.stock as number };
    };
    const before = await stockOnOther();
    // Kept by the other server, so only the shared versions can make it answer anew.
    expect(await stockOnOther()).toEqual({ cache: "hit", stock: before.stock });

    await placeCodOrder(one.origin, await signIn(one.origin), item, 1);

    await vi.waitFor(async () => expect((await stockOnOther()).stock).toBe(before.stock - 1), {
      timeout: 2_000,
      interval: 50,
    });
  }, 120_000);

  it("finds a bump committed after a later transaction's bump it has already seen", async () => {
    const versions = new CacheVersions(handle.db);
    await versions.look();
    let open: () => void = () => {};
    const held = new Promise<void>((resolve) => (open = resolve));
    let started: () => void = () => {};
    const hasId = new Promise<void>((resolve) => (started = resolve));
    // The early transaction takes its id first, then waits; the later one bumps and commits meanwhile.
    const early = trackedTransaction(handle.db, async (trx) => {
      await sql`select pg_current_xact_id()`.execute(trx);
      started();
      await held;
      changes(trx, "product:committed-late");
    });
    await hasId;
    await trackedTransaction(handle.db, async (trx) => changes(trx, "product:committed-first"));
    await versions.look();
    expect(versions.versionOf("product:committed-first")).toBe(1);
    expect(versions.versionOf("product:committed-late")).toBe(0);

    open();
    await early;
    await versions.look();
    expect(versions.versionOf("product:committed-late")).toBe(1);
  });
});
