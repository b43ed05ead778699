// Orders from one bag racing, on PGlite and on a PostgreSQL server (where the requests really run at once):
// many placements from the same bag leave exactly one order awaiting payment, holding the units once; a
// payment that succeeds, or a move to cash on delivery, while the shopper places from the bag again ends in
// exactly one bought order (never both, never none), the stock taken once, and the bag emptied only when the
// first order was the one bought.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, expect, it } from "vitest";
import { describeOnEachDatabase } from "../support/databases";
import type { Browser } from "./server-auth-helpers";
import { ADDRESS, type Item, type OrderHarness, orderHarness } from "./server-orders-helpers";

const ROUNDS = 6;

describeOnEachDatabase("orders from one bag racing", (database) => {
  let o: OrderHarness;
  beforeAll(async () => {
    o = await orderHarness(database);
  }, 120_000);
  afterAll(() => o.close());

  const ordersOf = (userId: string) =>
    o.h.handle.db
      .selectFrom("orders")
      .select(["id", "status", "payment_status", "payment_mode", "transaction_id"])
      .where("user_id", "=", userId)
      .orderBy("created_at")
      .execute();
  const bagLines = async (browser: Browser) =>
    ((await browser.get("/cart/getusercart")).body.data.products as { quantity: number }[]).map(
      (line) => line.quantity,
    );

  /** A shopper whose bag holds `quantity` of `item` (its stock set to `stock`), and the checkout body of
   * the whole bag, its total from the server's quote. */
  async function bagReady(item: Item, quantity: number, stock: number) {
    const shopper = await o.shopper();
    await o.setStock(item, stock);
    expect((await shopper.browser.post("/cart/items", { ...item, quantity })).status).toBe(201);
    const products = (await shopper.browser.get("/cart/getusercart")).body.data.products;
    const request = { cartLineIds: products.map((p: { _id: string }) => p._id), pincode: ADDRESS.pincode };
    const body = { ...ADDRESS, ...request, totalAmount: await o.quoteTotal(shopper.browser, request) };
    return { ...shopper, body };
  }

  const webhook = (transactionId: string) =>
    o.app.request("http://shop.test/api/v1/payments/phonepe/webhook", {
      method: "POST",
      headers: { "content-type": "application/json", authorization: o.gateway.authorization },
      body: JSON.stringify(o.gateway.webhookBody(transactionId, "COMPLETED")),
    });

  it("12 placements from one bag at once: one order awaits payment, the units held once, the bag kept", async () => {
    const item = o.item(0);
    const { id, browser, body } = await bagReady(item, 2, 2);
    const answers = await Promise.all(Array.from({ length: 12 }, () => o.place(browser, "payment", body)));
    const orders = await ordersOf(id);
    expect(orders).toHaveLength(12);
    const awaiting = orders.filter((order) => order.status === "pending");
    expect(awaiting).toHaveLength(1);
    expect(orders.filter((order) => order.status === "cancelled")).toHaveLength(11);
    // Each answer is its order's payment page, or, for an order replaced before its page could start, why.
    const pages = answers.filter((a) => a.status === 201).map((a) => a.body.data.orderId);
    expect(pages).toContain(awaiting[0].id);
    for (const refused of answers.filter((a) => a.status !== 201)) {
      expect([refused.status, refused.body.message]).toEqual([
        409,
        expect.stringMatching(/^Replaced by order RZ-\d{4}-\d{4}, placed from your bag\.$/),
      ]);
    }
    expect(await o.stockOf(item)).toBe(0);
    expect(await bagLines(browser)).toEqual([2]);
  }, 120_000);

  it(`a payment succeeding while the shopper places again from the bag: exactly one order bought (${ROUNDS} rounds)`, async () => {
    const item = o.item(1);
    for (let round = 0; round < ROUNDS; round++) {
      const { id, browser, body } = await bagReady(item, 1, 5);
      const first = (await o.place(browser, "payment", body)).body.data;
      o.gateway.settle(first.transactionId, "COMPLETED");
      const [paid, again] = await Promise.all([
        webhook(first.transactionId),
        o.place(browser, "payment", body, randomUUID()),
      ]);
      expect(paid.status).toBe(200);
      const orders = await ordersOf(id);
      const firstRow = orders.find((order) => order.id === first.orderId);
      if (again.status === 201) {
        // Replaced first: the first order is cancelled and its late payment refunded; the new one holds the unit.
        expect(firstRow).toMatchObject({ status: "cancelled" });
        // Its refund's job runs once the payment's transaction committed.
        await o.h.mailbox.settled();
        expect(o.gateway.refunds.map((r) => r.transactionId)).toContain(first.transactionId);
        expect(orders.filter((order) => order.status === "pending")).toHaveLength(1);
        expect(await bagLines(browser)).toEqual([1]);
      } else {
        // Paid first: the bag's line left with it, so the second checkout finds nothing to buy.
        expect(again.status).toBe(404);
        expect(firstRow).toMatchObject({ status: "processing", payment_status: "paid" });
        expect(orders).toHaveLength(1);
        expect(await bagLines(browser)).toEqual([]);
      }
      expect(await o.stockOf(item)).toBe(4);
    }
  }, 180_000);

  it(`paying on delivery while the shopper places again from the bag: exactly one order holds the units (${ROUNDS} rounds)`, async () => {
    const item = o.item(2);
    for (let round = 0; round < ROUNDS; round++) {
      const { id, browser, body } = await bagReady(item, 1, 5);
      const first = (await o.place(browser, "payment", body)).body.data;
      const [moved, again] = await Promise.all([
        browser.post(`/order/${first.orderId}/pay-on-delivery`),
        o.place(browser, "payment", body, randomUUID()),
      ]);
      const orders = await ordersOf(id);
      const holding = orders.filter((order) => order.status !== "cancelled");
      expect(holding).toHaveLength(1);
      if (moved.status === 200) {
        expect(again.status).toBe(404);
        expect(holding[0]).toMatchObject({ id: first.orderId, payment_mode: "COD", status: "processing" });
        expect(await bagLines(browser)).toEqual([]);
      } else {
        expect([moved.status, moved.body.message]).toEqual([409, "This order can no longer be changed."]);
        expect(again.status).toBe(201);
        expect(holding[0]).toMatchObject({ id: again.body.data.orderId, status: "pending" });
        expect(await bagLines(browser)).toEqual([1]);
      }
      expect(await o.stockOf(item)).toBe(4);
    }
  }, 180_000);
});
