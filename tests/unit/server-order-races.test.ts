// Orders racing for the same units, on PGlite and on a PostgreSQL server (where the requests really run at
// once): 200 shoppers checking out the last 5 units make exactly 5 orders and leave the stock at 0, never
// below; online orders racing for held stock do the same.
import { afterAll, beforeAll, expect, it } from "vitest";
import { describeOnEachDatabase } from "../support/databases";
import { type OrderHarness, orderHarness } from "./server-orders-helpers";

const SHOPPERS = 200;
const LAST_UNITS = 5;

describeOnEachDatabase("order races", (database) => {
  let o: OrderHarness;
  beforeAll(async () => {
    o = await orderHarness(database);
  }, 120_000);
  afterAll(() => o.close());

  const ordersOf = (variantId: string) =>
    o.h.handle.db
      .selectFrom("order_lines")
      .select(["order_id", "quantity"])
      .where("variant_id", "=", variantId)
      .execute();

  it(`${SHOPPERS} checkouts at once for the last ${LAST_UNITS} units: exactly ${LAST_UNITS} orders, stock 0`, async () => {
    const item = o.item(0);
    await o.setStock(item, LAST_UNITS);
    const shoppers = await Promise.all(Array.from({ length: SHOPPERS }, () => o.shopper()));
    const bodies = await Promise.all(shoppers.map((s) => o.buyNow(s.browser, item)));
    const answers = await Promise.all(shoppers.map((s, i) => o.place(s.browser, "cod", bodies[i])));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(LAST_UNITS);
    expect(statuses.filter((s) => s === 409)).toHaveLength(SHOPPERS - LAST_UNITS);
    expect(await o.stockOf(item)).toBe(0);
    expect(await ordersOf(item.variantId)).toHaveLength(LAST_UNITS);
    // The refusals carry the fresh quote, which shows the line short of stock.
    const refused = answers.find((a) => a.status === 409);
    expect(refused?.body.data).toMatchObject({ orderable: false, lines: [{ stock: 0, available: false }] });
  }, 120_000);

  it("online orders hold the units: 40 at once for 3 units make 3 pending orders; a failure frees one", async () => {
    const item = o.item(1);
    await o.setStock(item, 3);
    const shoppers = await Promise.all(Array.from({ length: 40 }, () => o.shopper()));
    const bodies = await Promise.all(shoppers.map((s) => o.buyNow(s.browser, item)));
    const answers = await Promise.all(shoppers.map((s, i) => o.place(s.browser, "payment", bodies[i])));
    const placed = answers.filter((a) => a.status === 201);
    expect(placed).toHaveLength(3);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(37);
    expect(await o.stockOf(item)).toBe(0);
    const { orderId, transactionId } = placed[0].body.data;
    o.gateway.settle(transactionId, "FAILED");
    const owner = shoppers[answers.indexOf(placed[0])];
    await owner.browser.post("/order/status", { orderId, transactionId });
    expect(await o.stockOf(item)).toBe(1);
  }, 120_000);
});
