// The order's life on PGlite and on a PostgreSQL server, where the contract scenarios do not reach: a partial
// return of an online order with a coupon refunds only what the returned line was paid (not gift wrap or
// the other line) through the gateway, with a credit note for it; the payment's own timeline (placed,
// pending, failed, paying again, paid); the status mails' bodies; and keyset pages over orders placed in
// the same millisecond.
import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderMailSubjects } from "../../server/services/orders/mail";
import { describeOnEachDatabase } from "../support/databases";
import { type Browser, mailsTo } from "./server-auth-helpers";
import { act, actAll, placedCod, SHIP, staffBrowser } from "./server-order-lifecycle-helpers";
import { ADDRESS, type OrderHarness, orderHarness } from "./server-orders-helpers";

const DAY_MS = 86_400_000;

describeOnEachDatabase("order lifecycle flows", (database) => {
  let o: OrderHarness;
  let staff: Browser;
  beforeAll(async () => {
    o = await orderHarness(database);
    staff = await staffBrowser(o);
  }, 120_000);
  afterAll(() => o.close());

  const kinds = async (browser: Browser, orderId: string) =>
    (await browser.get(`/order/${orderId}`)).body.data.timeline.map((event: { kind: string }) => event.kind);

  /** A paid online cart order of two lines (2 × first, 1 × second) with gift wrap and SAVE100. */
  async function paidCartOrder() {
    const { browser } = await o.shopper();
    const [first, second] = [o.item(6), o.item(7)];
    for (const [item, quantity] of [
      [first, 2],
      [second, 1],
    ] as const) {
      await o.setStock(item, 5);
      expect((await browser.post("/cart/items", { ...item, quantity })).status).toBe(201);
    }
    const lines = (await browser.get("/cart/getusercart")).body.data.products.map(
      (p: { _id: string }) => p._id,
    );
    const request = { cartLineIds: lines, pincode: ADDRESS.pincode, couponCode: "SAVE100", giftWrap: true };
    const total = await o.quoteTotal(browser, request);
    const started = await o.place(browser, "payment", { ...ADDRESS, ...request, totalAmount: total });
    expect(started.status).toBe(201);
    const { orderId, transactionId } = started.body.data;
    o.gateway.settle(transactionId, "COMPLETED");
    await browser.post("/order/status", { orderId, transactionId });
    return { browser, orderId, transactionId, order: (await browser.get(`/order/${orderId}`)).body.data };
  }

  describe("returns", () => {
    it("a partial return refunds only what the returned line was paid, to the original payment, with a credit note", async () => {
      const { browser, orderId, transactionId, order } = await paidCartOrder();
      expect(order).toMatchObject({ paymentStatus: "paid", giftWrap: 25, discount: 100 });
      await actAll(staff, orderId, [{ action: "confirm" }, SHIP, { action: "deliver" }]);
      const delivered = (await browser.get(`/order/${orderId}`)).body.data;
      expect(delivered).toMatchObject({
        status: "delivered",
        paymentStatus: "paid",
        invoice: { number: expect.any(String) },
      });

      const returned = order.items[0];
      const stranger = await browser.post("/order/returnOrder", {
        orderId,
        trackingId: order.trackingId,
        lineIds: [returned._id, "not-a-line"],
      });
      expect(stranger.status).toBe(400);
      expect(stranger.body.message).toBe("lineIds: not-a-line is not a line of this order");
      const pickup = {
        deliveryAddress: "7 Residency Road",
        city: "Bengaluru",
        state: "Karnataka",
        pincode: "560025",
      };
      const asked = await browser.post("/order/returnOrder", {
        orderId,
        trackingId: order.trackingId,
        reason: "Too tight",
        lineIds: [returned._id],
        pickupAddress: pickup,
      });
      expect(asked.status).toBe(200);
      expect(asked.body.data.return).toMatchObject({ lineIds: [returned._id], pickupAddress: pickup });

      await actAll(staff, orderId, [{ action: "accept_return" }, { action: "return_picked_up" }]);
      const line = await o.h.handle.db
        .selectFrom("order_lines")
        .select(["unit_price", "quantity", "coupon_share"])
        .where("id", "=", returned._id)
        .executeTakeFirstOrThrow();
      expect(line.coupon_share).toBeGreaterThan(0);
      const paidForLine = line.unit_price * line.quantity - line.coupon_share;
      const after = (await browser.get(`/order/${orderId}`)).body.data;
      expect(after).toMatchObject({
        status: "returned",
        paymentStatus: "paid",
        refunds: [{ amount: paidForLine, method: "original_payment", reason: "return", state: "initiated" }],
        creditNotes: [{ amount: paidForLine }],
      });
      expect(paidForLine).toBeLessThan(order.totalAmount - order.giftWrap);
      await o.h.mailbox.settled();
      expect(o.gateway.refunds).toContainEqual(
        expect.objectContaining({ transactionId, amountPaise: paidForLine * 100 }),
      );
      expect(await kinds(browser, orderId)).toEqual([
        "placed",
        "payment_pending",
        "paid",
        "confirmed",
        "shipped",
        "delivered",
        "return_requested",
        "return_accepted",
        "return_picked_up",
        "refund_initiated",
      ]);
    });

    it("a return can be asked for until the window's last moment, and not after", async () => {
      const { browser, order } = await placedCod(o, o.item(8));
      await actAll(staff, order._id, [{ action: "confirm" }, SHIP, { action: "deliver" }]);
      const deliveredAt = o.clock.now;
      const body = {
        orderId: order._id,
        trackingId: order.trackingId,
        refundTo: { upiId: "arjun@okhdfcbank" },
      };
      o.clock.now = new Date(deliveredAt.getTime() + 7 * DAY_MS + 1);
      const late = await browser.post("/order/returnOrder", body);
      expect([late.status, late.body.message]).toEqual([
        409,
        "The 7-day return window for this order has closed.",
      ]);
      o.clock.now = new Date(deliveredAt.getTime() + 7 * DAY_MS);
      expect((await browser.post("/order/returnOrder", body)).status).toBe(200);
      o.clock.now = deliveredAt;
    });

    it("a bank account for a COD refund is kept masked, and needs its name, number and IFSC together", async () => {
      const { browser, order } = await placedCod(o, o.item(9));
      await actAll(staff, order._id, [{ action: "confirm" }, SHIP, { action: "deliver" }]);
      const ask = (refundTo: Record<string, string>) =>
        browser.post("/order/returnOrder", { orderId: order._id, trackingId: order.trackingId, refundTo });
      const partial = await ask({ accountNumber: "123456789012", ifsc: "HDFC0001234" });
      expect([partial.status, partial.body.message]).toEqual([
        400,
        "refundTo: give a UPI id or a bank account for your refund",
      ]);
      const done = await ask({
        accountName: "Arjun Kumar",
        accountNumber: "123456789012",
        ifsc: "hdfc0001234",
      });
      expect(done.body.data.return.refundTo).toBe("Bank account ••••9012 (HDFC0001234)");
      expect(JSON.stringify(done.body)).not.toContain("123456789012");
    });
  });

  describe("payment and status on the timeline and in mails", () => {
    it("a failed payment paid again: placed, pending, failed, pending, paid", async () => {
      const { browser } = await o.shopper();
      const item = o.item(10);
      await o.setStock(item, 3);
      const started = await o.place(browser, "payment", await o.buyNow(browser, item));
      const { orderId, transactionId } = started.body.data;
      o.gateway.settle(transactionId, "FAILED");
      await browser.post("/order/status", { orderId, transactionId });
      const again = await browser.post(`/order/${orderId}/retry-payment`, undefined, {
        "idempotency-key": randomUUID(),
      });
      o.gateway.settle(again.body.data.transactionId, "COMPLETED");
      await browser.post("/order/status", { orderId, transactionId: again.body.data.transactionId });
      expect(await kinds(browser, orderId)).toEqual([
        "placed",
        "payment_pending",
        "payment_failed",
        "payment_pending",
        "paid",
      ]);
    });

    it("the shipped mail names the courier and tracking number; the delivered one the return window's end", async () => {
      o.clock.now = new Date("2026-11-23T04:30:00.000Z");
      const { order } = await placedCod(o, o.item(11));
      await actAll(staff, order._id, [{ action: "confirm" }, SHIP, { action: "deliver" }]);
      const mails = await mailsTo(o.h.mailbox, ADDRESS.email);
      const shipped = mails.find((m) => m.subject === orderMailSubjects.shipped(order.orderNumber));
      expect(shipped?.text).toContain("Courier: Delhivery");
      expect(shipped?.text).toContain("Tracking number: DL123456789IN");
      const delivered = mails.find((m) => m.subject === orderMailSubjects.delivered(order.orderNumber));
      expect(delivered?.text).toContain("until Monday, 30 November 2026");
      expect(delivered?.text).toContain(`/orders/${order._id}`);
      const refused = await act(staff, order._id, { action: "deliver" });
      expect([refused.status, refused.body.message]).toEqual([
        409,
        "Only a shipped order can be marked delivered.",
      ]);
    });
  });

  describe("keyset pages", () => {
    it("orders placed in the same millisecond are paged without repeats or gaps", async () => {
      const { id: userId, browser } = await o.shopper();
      const item = o.item(12);
      const ids: string[] = [];
      // Inside one JavaScript millisecond: some a microsecond apart, some at the very same instant (the id
      // breaks those ties).
      for (let i = 0; i < 7; i++) {
        const id = `ord_tie_${i}_${randomUUID().slice(0, 8)}`;
        ids.push(id);
        await o.h.handle.db
          .insertInto("orders")
          .values({
            id,
            user_id: userId,
            status: "processing",
            payment_status: "cod",
            tracking_id: `RZT${i}`,
            created_at: sql<Date>`'2026-11-23T04:30:00.123456Z'::timestamptz + ${i % 3} * interval '1 microsecond'`,
          })
          .execute();
        await o.h.handle.db
          .insertInto("order_lines")
          .values({
            id: `${id}_l`,
            order_id: id,
            product_id: item.productId,
            variant_id: item.variantId,
            size: item.size,
            quantity: 1,
            unit_price: 499,
          })
          .execute();
      }
      const expected = (
        await o.h.handle.db
          .selectFrom("orders")
          .select("id")
          .where("user_id", "=", userId)
          .orderBy("created_at", "desc")
          .orderBy("id", "desc")
          .execute()
      ).map((row) => row.id);
      expect([...expected].sort()).toEqual([...ids].sort());
      const seen: string[] = [];
      let cursor = "";
      do {
        const page = await browser.get(`/order/getallorders?limit=2${cursor ? `&cursor=${cursor}` : ""}`);
        expect(page.status).toBe(200);
        seen.push(...page.body.data.orders.map((order: { _id: string }) => order._id));
        cursor = page.body.data.nextCursor ?? "";
      } while (cursor);
      expect(seen).toEqual(expected);
    });
  });
});
