// A bag line whose product staff archived or moved to drafts is no longer sold
// (docs/decisions/staff-catalogue.md#product-status): the bag shows it as out of stock and unselected, the
// quote leaves it out of the total (or, named, marks it unavailable), and an order naming it is refused 409
// with its name and never created. Published again, it can be bought again. On PGlite and PostgreSQL.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { ProductStatus } from "../../server/db/schema";
import { type Actor, setProductStatus } from "../../server/services/catalogue/productWrite";
import { orderMessages } from "../../server/services/orders/messages";
import { takeStock } from "../../server/services/orders/stock";
import { trackedTransaction } from "../../server/services/cacheVersions/transaction";
import { describeOnEachDatabase } from "../support/databases";
import type { Browser } from "./server-auth-helpers";
import { ADDRESS, type Item, type OrderHarness, orderHarness } from "./server-orders-helpers";

interface BagLine {
  _id: string;
  productId: string;
  name: string;
  selected: boolean;
  sizes: { stock: number }[];
  variant: { stock: number };
}

describeOnEachDatabase("a bag line no longer sold", (database) => {
  let o: OrderHarness;
  let actor: Actor;
  beforeAll(async () => {
    o = await orderHarness(database);
    actor = await o.h.handle.db
      .selectFrom("users")
      .select(["id", "username"])
      .where("role", "=", "staff")
      .executeTakeFirstOrThrow();
  }, 120_000);
  afterAll(() => o.close());

  const setStatus = (item: Item, status: ProductStatus) =>
    setProductStatus(o.deps, actor, item.productId, status);
  const bagOf = async (browser: Browser): Promise<BagLine[]> =>
    (await browser.get("/cart/getusercart")).body.data.products;
  const quote = async (browser: Browser, request: Record<string, unknown>) =>
    browser.post("/checkout/quote", { pincode: ADDRESS.pincode, ...request });

  it("is shown unavailable, left out of the total, refused at checkout, and buyable once published again", async () => {
    const gone = o.item(0);
    const kept = o.item(1);
    await o.setStock(gone, 5);
    await o.setStock(kept, 5);
    const { id, browser } = await o.shopper();
    for (const item of [gone, kept]) {
      expect((await browser.post("/cart/items", { ...item, quantity: 1 })).status).toBe(201);
    }
    const keptAlone = (await quote(browser, { product: { ...kept, quantity: 1 } })).body.data.total;

    await setStatus(gone, "archived");
    const bag = await bagOf(browser);
    const goneLine = bag.find((line) => line.productId === gone.productId);
    expect(goneLine).toMatchObject({ selected: false, variant: { stock: 0 } });
    expect(goneLine?.sizes.every((size) => size.stock === 0)).toBe(true);
    expect(bag.find((line) => line.productId === kept.productId)?.selected).toBe(true);

    // The bag's total is the selected lines': the line no longer sold is not in it.
    const selected = (await quote(browser, {})).body.data;
    expect(selected.lines.map((line: { productId: string }) => line.productId)).toEqual([kept.productId]);
    expect(selected.total).toBe(keptAlone);

    // Named, it is quoted unavailable, and the order is refused with its name; nothing is ordered.
    const cartLineIds = bag.map((line) => line._id);
    const named = (await quote(browser, { cartLineIds })).body.data;
    expect(named.orderable).toBe(false);
    expect(
      named.lines.find((line: { productId: string }) => line.productId === gone.productId),
    ).toMatchObject({
      available: false,
      stock: 0,
    });
    const refused = await o.place(browser, "cod", {
      ...ADDRESS,
      cartLineIds,
      totalAmount: named.total,
    });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(orderMessages.noLongerSold([goneLine?.name ?? ""]));
    expect(await o.ordersOf(id)).toEqual([]);
    expect(await o.stockOf(gone)).toBe(5);

    // Buy Now knows no product that is not sold, a draft included.
    expect((await quote(browser, { product: { ...gone, quantity: 1 } })).status).toBe(404);
    await setStatus(gone, "draft");
    expect((await quote(browser, { product: { ...gone, quantity: 1 } })).status).toBe(404);

    await setStatus(gone, "published");
    expect((await bagOf(browser)).find((line) => line.productId === gone.productId)?.variant.stock).toBe(5);
    const again = (await quote(browser, { cartLineIds })).body.data;
    expect(again.orderable).toBe(true);
    const placed = await o.place(
      browser,
      "cod",
      { ...ADDRESS, cartLineIds, totalAmount: again.total },
      randomUUID(),
    );
    expect(placed.status).toBe(201);
    expect(await o.stockOf(gone)).toBe(4);
  });

  it("a new order takes no units of a product archived after its quote was read", async () => {
    const item = o.item(2);
    await o.setStock(item, 3);
    await setStatus(item, "archived");
    const line = { ...item, quantity: 1 };
    // The order's transaction re-reads the status under the product's lock (what a status change racing
    // the order's quote comes down to); a failed payment's retake of its own units is not refused.
    const take = (options: { listedOnly?: boolean }) =>
      trackedTransaction(o.h.handle.db, (trx) => takeStock(trx, [line], options));
    expect(await take({ listedOnly: true })).toBe(false);
    expect(await o.stockOf(item)).toBe(3);
    expect(await take({})).toBe(true);
    await setStatus(item, "published");
  });
});
