// Orders placed from the bag, on PGlite and on a PostgreSQL server: the bag keeps its lines until the online
// payment succeeds (or the order moves to cash on delivery), and a failed, cancelled or expired payment
// leaves it as it was; the order awaiting payment offers paying again, on delivery and cancelling, on the
// list and on its page; placing from the bag again replaces it (its held units released, a late success
// refunded); the shopper's own held units count as theirs in the bag and its quote; order numbers, found by
// the shopper's and staff's searches, and the status filter "Awaiting payment".
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { describeOnEachDatabase } from "../support/databases";
import { staffBrowser } from "./invoices-helpers";
import type { Browser } from "./server-auth-helpers";
import { ADDRESS, type Item, type OrderHarness, orderHarness } from "./server-orders-helpers";

const HOLD_MS = 15 * 60_000;
const ORDER_NUMBER = /^RZ-[1-9]\d{3}-\d{4}$/;

interface BagLine {
  _id: string;
  variantId: string;
  quantity: number;
  selected: boolean;
  variant: { stock: number };
}

describeOnEachDatabase("orders placed from the bag", (database) => {
  let o: OrderHarness;
  beforeAll(async () => {
    o = await orderHarness(database);
  }, 120_000);
  afterAll(() => o.close());

  const orderRow = (id: string) =>
    o.h.handle.db.selectFrom("orders").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
  const webhook = (body: unknown) =>
    o.app.request("http://shop.test/api/v1/payments/phonepe/webhook", {
      method: "POST",
      headers: { "content-type": "application/json", authorization: o.gateway.authorization },
      body: JSON.stringify(body),
    });

  const bagOf = async (browser: Browser): Promise<BagLine[]> =>
    (await browser.get("/cart/getusercart")).body.data.products;
  /** What the bag holds, as [variant, quantity, selected] (the shopper's view of it). */
  const bagView = async (browser: Browser) =>
    (await bagOf(browser)).map((line) => [line.variantId, line.quantity, line.selected]);

  /** A new shopper whose bag holds `lines` (each size's stock set first). */
  async function shopperWithBag(lines: [Item, number, number][]) {
    const shopper = await o.shopper();
    for (const [item, quantity, stock] of lines) {
      await o.setStock(item, stock);
      const added = await shopper.browser.post("/cart/items", { ...item, quantity });
      expect(added.status).toBe(201);
    }
    return shopper;
  }

  /** Checks out the whole bag as a storefront does (its total from the server's quote). */
  async function placeFromBag(browser: Browser, mode: "cod" | "payment", key = randomUUID()) {
    const cartLineIds = (await bagOf(browser)).map((line) => line._id);
    const request = { cartLineIds, pincode: ADDRESS.pincode };
    const totalAmount = await o.quoteTotal(browser, request);
    return o.place(browser, mode, { ...ADDRESS, ...request, totalAmount }, key);
  }

  async function placedOnline(browser: Browser) {
    const answer = await placeFromBag(browser, "payment");
    expect(answer.status).toBe(201);
    return answer.body.data as { orderId: string; transactionId: string };
  }

  /** The gateway decides the attempt, and the shopper's browser comes back to ask. */
  async function gatewaySays(
    browser: Browser,
    orderId: string,
    transactionId: string,
    state: "COMPLETED" | "FAILED",
  ) {
    o.gateway.settle(transactionId, state);
    const status = await browser.post("/order/status", { orderId, transactionId });
    expect(status.status).toBe(200);
    return status.body.data;
  }

  describe("the bag and the payment", () => {
    it("an online order keeps the bag until its payment succeeds; then the ordered lines leave it", async () => {
      const [first, second] = [o.item(0), o.item(1)];
      const { browser } = await shopperWithBag([
        [first, 2, 5],
        [second, 1, 5],
      ]);
      const before = await bagView(browser);
      const { orderId, transactionId } = await placedOnline(browser);
      expect(await bagView(browser)).toEqual(before);
      expect([await o.stockOf(first), await o.stockOf(second)]).toEqual([3, 4]);

      expect(await gatewaySays(browser, orderId, transactionId, "COMPLETED")).toMatchObject({
        paymentStatus: "paid",
        status: "processing",
      });
      expect(await bagView(browser)).toEqual([]);
      expect([await o.stockOf(first), await o.stockOf(second)]).toEqual([3, 4]);
    });

    it("a cancelled payment leaves the bag as it was; paying again from My Orders buys it and empties the bag", async () => {
      const item = o.item(2);
      const { browser } = await shopperWithBag([[item, 1, 4]]);
      const before = await bagView(browser);
      const { orderId, transactionId } = await placedOnline(browser);
      expect(await gatewaySays(browser, orderId, transactionId, "FAILED")).toMatchObject({
        paymentStatus: "failed",
        status: "pending",
      });
      expect(await bagView(browser)).toEqual(before);
      expect(await o.stockOf(item)).toBe(4);

      const awaiting = (await browser.get("/order/getallorders?status=pending")).body.data.orders;
      expect(awaiting).toHaveLength(1);
      expect(awaiting[0]).toMatchObject({
        _id: orderId,
        deliveryStatus: "Awaiting payment",
        actions: { canRetryPayment: true, canPayOnDelivery: true, canCancel: true },
      });
      const retried = await browser.post(`/order/${orderId}/retry-payment`, undefined, {
        "idempotency-key": randomUUID(),
      });
      expect(retried.status).toBe(201);
      expect(await bagView(browser)).toEqual(before);
      await gatewaySays(browser, orderId, retried.body.data.transactionId, "COMPLETED");
      expect(await bagView(browser)).toEqual([]);
      expect(await o.stockOf(item)).toBe(3);
      expect((await browser.get("/order/getallorders?status=pending")).body.data.orders).toEqual([]);
    });

    it("a payment left open past its hold leaves the bag as it was, its lines still selected", async () => {
      const item = o.item(3);
      const { browser } = await shopperWithBag([[item, 2, 2]]);
      const before = await bagView(browser);
      const { orderId } = await placedOnline(browser);
      expect(await o.stockOf(item)).toBe(0);
      o.clock.now = new Date(o.clock.now.getTime() + HOLD_MS + 1000);
      expect((await browser.get(`/order/${orderId}`)).body.data).toMatchObject({
        status: "pending",
        paymentStatus: "failed",
      });
      expect(await o.stockOf(item)).toBe(2);
      expect(await bagView(browser)).toEqual(before);
    });

    it("paying on delivery takes the lines out of the bag; a line raised meanwhile keeps the difference", async () => {
      const [kept, raised] = [o.item(4), o.item(5)];
      const { browser } = await shopperWithBag([
        [kept, 1, 5],
        [raised, 1, 5],
      ]);
      const { orderId, transactionId } = await placedOnline(browser);
      await gatewaySays(browser, orderId, transactionId, "FAILED");
      const line = (await bagOf(browser)).find((l) => l.variantId === raised.variantId);
      expect((await browser.call("PATCH", `/cart/items/${line?._id}`, { quantity: 3 })).status).toBe(200);
      const moved = await browser.post(`/order/${orderId}/pay-on-delivery`);
      expect(moved.body.data).toMatchObject({ paymentMode: "COD", status: "processing" });
      expect(await bagView(browser)).toEqual([[raised.variantId, 2, true]]);
    });

    it("Buy Now leaves the bag alone and does not replace a bag order awaiting payment", async () => {
      const [inBag, bought] = [o.item(6), o.item(7)];
      const { browser } = await shopperWithBag([[inBag, 1, 5]]);
      const { orderId } = await placedOnline(browser);
      await o.setStock(bought, 5);
      const answer = await o.place(browser, "cod", await o.buyNow(browser, bought));
      expect(answer.status).toBe(201);
      expect(await bagView(browser)).toEqual([[inBag.variantId, 1, true]]);
      expect((await orderRow(orderId)).status).toBe("pending");
    });
  });

  describe("placing from the bag again", () => {
    it("the bag counts the units its own order awaiting payment holds, and placing again replaces that order", async () => {
      const item = o.item(8);
      const { browser } = await shopperWithBag([[item, 1, 1]]);
      const first = await placedOnline(browser);
      const firstNumber = (await orderRow(first.orderId)).order_number;
      expect(await o.stockOf(item)).toBe(0);
      // The last unit is held for this shopper: their bag still offers it, selected, and its quote is orderable.
      const [line] = await bagOf(browser);
      expect(line).toMatchObject({ quantity: 1, selected: true, variant: { stock: 1 } });
      const quote = await browser.post("/checkout/quote", {
        cartLineIds: [line._id],
        pincode: ADDRESS.pincode,
      });
      expect(quote.body.data).toMatchObject({ orderable: true, lines: [{ stock: 1, available: true }] });

      const second = await placedOnline(browser);
      expect(await o.stockOf(item)).toBe(0);
      const replaced = (await browser.get(`/order/${first.orderId}`)).body.data;
      const secondNumber = (await orderRow(second.orderId)).order_number;
      expect(replaced).toMatchObject({
        status: "cancelled",
        paymentStatus: "failed",
        cancelReason: `Replaced by order ${secondNumber}, placed from your bag`,
      });
      expect(firstNumber).not.toBe(secondNumber);
      expect((await orderRow(second.orderId)).status).toBe("pending");
      expect(await bagView(browser)).toEqual([[item.variantId, 1, true]]);

      // The replaced order's payment succeeds after all: the money goes back, the order stays cancelled.
      o.gateway.settle(first.transactionId, "COMPLETED");
      expect((await webhook(o.gateway.webhookBody(first.transactionId, "COMPLETED"))).status).toBe(200);
      // Its refund's job runs once the payment's transaction committed.
      await o.h.mailbox.settled();
      expect(o.gateway.refunds.map((r) => r.transactionId)).toContain(first.transactionId);
      expect((await orderRow(first.orderId)).status).toBe("cancelled");
      expect(await bagView(browser)).toEqual([[item.variantId, 1, true]]);
      await gatewaySays(browser, second.orderId, second.transactionId, "COMPLETED");
      expect(await bagView(browser)).toEqual([]);
      expect(await o.stockOf(item)).toBe(0);
    });

    it("a COD order from the bag replaces an online one awaiting payment, and empties the bag", async () => {
      const item = o.item(9);
      const { browser } = await shopperWithBag([[item, 2, 3]]);
      const online = await placedOnline(browser);
      const cod = await placeFromBag(browser, "cod");
      expect(cod.status).toBe(201);
      expect(await o.stockOf(item)).toBe(1);
      expect((await orderRow(online.orderId)).status).toBe("cancelled");
      expect(await bagView(browser)).toEqual([]);
    });
  });

  describe("what an order awaiting payment offers", () => {
    it("paying on delivery only where cash on delivery is offered, with the reason otherwise", async () => {
      const noCod = o.item(0, false);
      const { browser } = await shopperWithBag([[noCod, 1, 3]]);
      const { orderId } = await placedOnline(browser);
      const order = (await browser.get(`/order/${orderId}`)).body.data;
      expect(order.actions).toMatchObject({
        canRetryPayment: true,
        canPayOnDelivery: false,
        canCancel: true,
      });
      expect(order.actions.payOnDeliveryBlockedReason).toMatch(/^Cash on delivery is not available for /);
      const listed = (await browser.get("/order/getallorders")).body.data.orders;
      expect(listed[0].actions).toEqual(order.actions);
    });
  });

  describe("order numbers", () => {
    it("every order has its own short number, found by the shopper's and staff's searches however it is written", async () => {
      const { browser } = await o.shopper();
      const numbers: string[] = [];
      for (const index of [10, 11]) {
        const item = o.item(index);
        await o.setStock(item, 3);
        const placed = await o.place(browser, "cod", await o.buyNow(browser, item));
        numbers.push(placed.body.data.orderNumber);
      }
      expect(numbers.every((n) => ORDER_NUMBER.test(n))).toBe(true);
      expect(new Set(numbers).size).toBe(2);
      const [, digitsA, digitsB] = /^RZ-(\d{4})-(\d{4})$/.exec(numbers[0]) ?? [];
      for (const written of [numbers[0], `rz ${digitsA} ${digitsB}`, `${digitsA}${digitsB}`]) {
        const found = await browser.get(`/order/getallorders?q=${encodeURIComponent(written)}`);
        expect(found.body.data.orders.map((x: { orderNumber: string }) => x.orderNumber)).toEqual([
          numbers[0],
        ]);
      }
      const staff = await staffBrowser(o);
      const board = await staff.get(`/admin/orders?q=${encodeURIComponent(`RZ${digitsA}${digitsB}`)}`);
      expect(board.body.data.orders.map((x: { orderNumber: string }) => x.orderNumber)).toEqual([numbers[0]]);
    });
  });
});
