// Orders on the server, on PGlite and on a PostgreSQL server: placing COD and online orders, the figures
// the server computes (a tampered price or total is refused with the fresh quote), idempotency, the payment
// decided by the gateway only (forged, replayed and out-of-order webhooks change nothing), the stock held
// by a pending payment and given back when it fails or expires, paying again or on delivery, the shopper's
// own orders only, and the confirmation mail.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderMailSubject } from "../../server/services/orders/mail";
import { sweepPayments } from "../../server/services/orders/sweeper";
import { describeOnEachDatabase } from "../support/databases";
import { mailsTo } from "./server-auth-helpers";
import { ADDRESS, type OrderHarness, orderHarness } from "./server-orders-helpers";

const HOLD_MS = 15 * 60_000;

describeOnEachDatabase("orders", (database) => {
  let o: OrderHarness;
  beforeAll(async () => {
    o = await orderHarness(database);
  }, 120_000);
  afterAll(() => o.close());

  const orderRow = (id: string) =>
    o.h.handle.db.selectFrom("orders").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
  const webhook = (body: unknown, authorization = o.gateway.authorization) =>
    o.app.request("http://shop.test/api/v1/payments/phonepe/webhook", {
      method: "POST",
      headers: { "content-type": "application/json", authorization },
      body: JSON.stringify(body),
    });

  /** An online order of one piece of `item`, placed; its order id and transaction id. */
  async function onlineOrder(itemIndex: number) {
    const { id, browser } = await o.shopper();
    const item = o.item(itemIndex);
    await o.setStock(item, 3);
    const answer = await o.place(browser, "payment", await o.buyNow(browser, item));
    expect(answer.status).toBe(201);
    const { orderId, transactionId, redirectUrl } = answer.body.data;
    expect(redirectUrl).toBe(`https://pay.test/checkout/${transactionId}`);
    return { userId: id, browser, item, orderId, transactionId };
  }

  describe("cash on delivery", () => {
    it("places the order at the server's figures, takes the stock and mails the confirmation", async () => {
      const { id, browser } = await o.shopper();
      const item = o.item(0);
      await o.setStock(item, 4);
      const body = await o.buyNow(browser, item, 2, { giftWrap: true, couponCode: "save100" });
      const answer = await o.place(browser, "cod", body);
      expect(answer.status).toBe(201);
      expect(answer.body.message).toBe("Order placed successfully with COD.");
      const order = answer.body.data;
      expect(order).toMatchObject({
        status: "processing",
        paymentStatus: "cod",
        paymentMode: "COD",
        totalAmount: body.totalAmount,
        giftWrap: 25,
        discount: 100,
        couponCode: "SAVE100",
        pincode: ADDRESS.pincode,
      });
      expect(order.items).toMatchObject([
        { ...item, quantity: 2, price: (body.product as { price: number }).price },
      ]);
      expect(order.gst).toBeGreaterThan(0);
      expect(await o.stockOf(item)).toBe(2);
      const redemptions = await o.h.handle.db
        .selectFrom("coupon_redemptions")
        .select("order_id")
        .where("user_id", "=", id)
        .execute();
      expect(redemptions).toEqual([{ order_id: order._id }]);
      const mails = await mailsTo(o.h.mailbox, ADDRESS.email);
      const mail = mails.find((m) => m.subject === orderMailSubject(order.orderNumber));
      expect(mail?.text).toContain(order.items[0].name);
      expect(mail?.text).toContain(`Total: ₹${order.totalAmount.toLocaleString("en-IN")}`);
    });

    it("orders the chosen cart lines and takes them out of the cart", async () => {
      const { browser } = await o.shopper();
      const [first, second] = [o.item(1), o.item(2)];
      await o.setStock(first, 5);
      await o.setStock(second, 5);
      for (const [item, quantity] of [
        [first, 2],
        [second, 1],
      ] as const) {
        expect((await browser.post("/cart/items", { ...item, quantity })).status).toBe(201);
      }
      const lines = (await browser.get("/cart/getusercart")).body.data.products.map(
        (p: { _id: string }) => p._id,
      );
      const request = { cartLineIds: lines, pincode: ADDRESS.pincode, couponCode: "DISCOUNT10" };
      const total = await o.quoteTotal(browser, request);
      const answer = await o.place(browser, "cod", { ...ADDRESS, ...request, totalAmount: total });
      expect(answer.status).toBe(201);
      expect(answer.body.data.items.map((i: { quantity: number }) => i.quantity)).toEqual([2, 1]);
      expect(answer.body.data.couponCode).toBe("DISCOUNT10");
      expect((await browser.get("/cart/getusercart")).body.data.products).toEqual([]);
      expect([await o.stockOf(first), await o.stockOf(second)]).toEqual([3, 4]);
    });

    it("refuses a tampered price or total with the fresh quote, and makes nothing", async () => {
      const { id, browser } = await o.shopper();
      const item = o.item(3);
      await o.setStock(item, 2);
      const body = await o.buyNow(browser, item);
      const product = body.product as { price: number };
      for (const tampered of [
        { ...body, product: { ...product, price: product.price - 100 } },
        { ...body, totalAmount: (body.totalAmount as number) - 1 },
      ]) {
        const answer = await o.place(browser, "cod", tampered);
        expect(answer.status).toBe(409);
        expect(answer.body).toMatchObject({ success: false, data: { total: body.totalAmount } });
      }
      expect(await o.ordersOf(id)).toEqual([]);
      expect(await o.stockOf(item)).toBe(2);
    });

    it("refuses an unserviceable pincode, and COD where it is not offered, with the reason", async () => {
      const { browser } = await o.shopper();
      const item = o.item(0);
      const leh = await o.place(browser, "cod", {
        ...(await o.buyNow(browser, item)),
        pincode: "194101",
        city: "Leh",
        state: "Ladakh",
      });
      expect(leh.status).toBe(422);
      expect(leh.body.message).toBe("Delivery is not available to the entered pincode.");
      const noCod = o.item(0, false);
      await o.setStock(noCod, 2);
      const refused = await o.place(browser, "cod", await o.buyNow(browser, noCod));
      expect(refused.status).toBe(422);
      expect(refused.body.message).toMatch(/^Cash on delivery is not available for /);
    });
  });

  describe("idempotency", () => {
    it("refuses a missing or malformed Idempotency-Key", async () => {
      const { browser } = await o.shopper();
      const body = await o.buyNow(browser, o.item(0));
      const missing = await browser.post("/order/cod", body);
      expect(missing).toMatchObject({ status: 400, body: { message: "Idempotency-Key is required" } });
      const bad = await browser.post("/order/cod", body, { "idempotency-key": "short" });
      expect(bad.status).toBe(400);
      expect(bad.body.message).toMatch(/^Idempotency-Key /);
    });

    it("the same request ten times at once with one key makes one order, and every answer is it", async () => {
      const { id, browser } = await o.shopper();
      const item = o.item(4);
      await o.setStock(item, 5);
      const body = await o.buyNow(browser, item);
      const key = randomUUID();
      const answers = await Promise.all(Array.from({ length: 10 }, () => o.place(browser, "cod", body, key)));
      expect(answers.map((a) => a.status)).toEqual(Array(10).fill(201));
      const orders = await o.ordersOf(id);
      expect(orders).toHaveLength(1);
      expect(new Set(answers.map((a) => a.body.data._id))).toEqual(new Set([orders[0].id]));
      expect(await o.stockOf(item)).toBe(4);
      const other = await o.place(browser, "cod", { ...body, giftWrap: true }, key);
      expect(other.status).toBe(422);
      expect(await o.ordersOf(id)).toHaveLength(1);
    });

    it("an online order asked twice with one key answers the same payment page", async () => {
      const { id, browser } = await o.shopper();
      const body = await o.buyNow(browser, o.item(5));
      const key = randomUUID();
      const [a, b] = await Promise.all([
        o.place(browser, "payment", body, key),
        o.place(browser, "payment", body, key),
      ]);
      expect([a.status, b.status]).toEqual([201, 201]);
      expect(b.body.data).toEqual(a.body.data);
      expect(await o.ordersOf(id)).toHaveLength(1);
    });
  });

  describe("online payment", () => {
    it("holds the stock while pending; only the gateway's authenticated word makes it paid, once", async () => {
      const { browser, item, orderId, transactionId } = await onlineOrder(6);
      const { order_number: orderNumber } = await orderRow(orderId);
      expect(await o.stockOf(item)).toBe(2);
      const pending = await browser.get(`/order/${orderId}`);
      expect(pending.body.data).toMatchObject({ status: "pending", paymentStatus: "pending", transactionId });
      expect(Date.parse(pending.body.data.paymentExpiresAt)).toBe(o.clock.now.getTime() + HOLD_MS);

      // The browser's word is not enough: the gateway still says PENDING.
      const status = await browser.post("/order/status", { orderId, transactionId });
      expect(status.body.data).toMatchObject({ paymentStatus: "pending", status: "pending" });

      o.gateway.settle(transactionId, "COMPLETED");
      const before = await orderRow(orderId);
      const forged = await webhook(o.gateway.webhookBody(transactionId, "COMPLETED"), "0".repeat(64));
      expect(forged.status).toBe(401);
      expect(await orderRow(orderId)).toEqual(before);

      const genuine = await webhook(o.gateway.webhookBody(transactionId, "COMPLETED"));
      expect(genuine.status).toBe(200);
      const paid = await orderRow(orderId);
      expect(paid).toMatchObject({ payment_status: "paid", status: "processing", payment_expires_at: null });

      // Delivered again, and a FAILED arriving late (the gateway's answer changed): nothing moves.
      expect((await webhook(o.gateway.webhookBody(transactionId, "COMPLETED"))).status).toBe(200);
      o.gateway.settle(transactionId, "FAILED");
      expect((await webhook(o.gateway.webhookBody(transactionId, "FAILED"))).status).toBe(200);
      expect(await orderRow(orderId)).toEqual(paid);
      expect(await o.stockOf(item)).toBe(2);
      const mails = (await mailsTo(o.h.mailbox, ADDRESS.email)).filter(
        (m) => m.subject === orderMailSubject(orderNumber),
      );
      expect(mails).toHaveLength(1);
    });

    it("a genuine webhook that names no payment in a known state is 400, not a credential failure (401)", async () => {
      const { orderId, transactionId } = await onlineOrder(16);
      o.gateway.settle(transactionId, "COMPLETED");
      const before = await orderRow(orderId);
      const odd = {
        event: "checkout.order.completed",
        payload: { merchantOrderId: transactionId, state: "PAID" },
      };
      const malformed = await webhook(odd);
      expect(malformed.status).toBe(400);
      expect(await malformed.json()).toEqual({
        success: false,
        message: "payload names no payment or refund in a known state",
      });
      const noPayment = await webhook({ event: "checkout.order.completed", payload: { state: "COMPLETED" } });
      expect(noPayment.status).toBe(400);
      // The credentials are checked first: the same body with a wrong Authorization is still 401.
      expect((await webhook(odd, "0".repeat(64))).status).toBe(401);
      expect(await orderRow(orderId)).toEqual(before);
    });

    it("a failed payment gives the stock back; paying again takes it again, and one key is one attempt", async () => {
      const { browser, item, orderId, transactionId } = await onlineOrder(7);
      o.gateway.settle(transactionId, "FAILED");
      const status = await browser.post("/order/status", { orderId, transactionId });
      expect(status.body.data).toMatchObject({ paymentStatus: "failed", status: "pending" });
      expect(await o.stockOf(item)).toBe(3);

      const key = randomUUID();
      const retried = await browser.post(`/order/${orderId}/retry-payment`, undefined, {
        "idempotency-key": key,
      });
      expect(retried.status).toBe(201);
      const next = retried.body.data.transactionId;
      expect(next).not.toBe(transactionId);
      expect(await o.stockOf(item)).toBe(2);
      const again = await browser.post(`/order/${orderId}/retry-payment`, undefined, {
        "idempotency-key": key,
      });
      expect(again.body.data).toEqual(retried.body.data);
      expect(await o.stockOf(item)).toBe(2);

      o.gateway.settle(next, "COMPLETED");
      const done = await browser.post("/order/status", { orderId, transactionId: next });
      expect(done.body.data).toMatchObject({ paymentStatus: "paid", status: "processing" });
    });

    it("paying again when the stock ran out meanwhile is refused", async () => {
      const { browser, item, orderId, transactionId } = await onlineOrder(8);
      o.gateway.settle(transactionId, "FAILED");
      await browser.post("/order/status", { orderId, transactionId });
      await o.setStock(item, 0);
      const retried = await browser.post(`/order/${orderId}/retry-payment`, undefined, {
        "idempotency-key": randomUUID(),
      });
      expect(retried.status).toBe(409);
      expect(await o.stockOf(item)).toBe(0);
    });

    it("a payment left pending past its hold gives the stock back (sweeper, and on read)", async () => {
      const swept = await onlineOrder(9);
      const read = await onlineOrder(10);
      expect([await o.stockOf(swept.item), await o.stockOf(read.item)]).toEqual([2, 2]);
      o.clock.now = new Date(o.clock.now.getTime() + HOLD_MS + 1000);
      expect(await sweepPayments(o.deps)).toBeGreaterThanOrEqual(1);
      expect(await o.stockOf(swept.item)).toBe(3);
      expect((await orderRow(swept.orderId)).payment_status).toBe("failed");
      const later = await onlineOrder(11);
      o.clock.now = new Date(o.clock.now.getTime() + HOLD_MS + 1000);
      const answer = await later.browser.get(`/order/${later.orderId}`);
      expect(answer.body.data).toMatchObject({ paymentStatus: "failed", status: "pending" });
      expect(await o.stockOf(later.item)).toBe(3);
      // A late success for the expired attempt: the stock is free, so the order takes it and is paid.
      o.gateway.settle(later.transactionId, "COMPLETED");
      expect((await webhook(o.gateway.webhookBody(later.transactionId, "COMPLETED"))).status).toBe(200);
      expect((await orderRow(later.orderId)).payment_status).toBe("paid");
      expect(await o.stockOf(later.item)).toBe(2);
    });

    it("pay on delivery after a failed payment: COD, processing, stock taken, mailed", async () => {
      const { browser, item, orderId, transactionId } = await onlineOrder(12);
      o.gateway.settle(transactionId, "FAILED");
      await browser.post("/order/status", { orderId, transactionId });
      expect(await o.stockOf(item)).toBe(3);
      const answer = await browser.post(`/order/${orderId}/pay-on-delivery`);
      expect(answer.status).toBe(200);
      expect(answer.body.data).toMatchObject({
        paymentMode: "COD",
        paymentStatus: "cod",
        status: "processing",
      });
      expect(await o.stockOf(item)).toBe(2);
      const mails = await mailsTo(o.h.mailbox, ADDRESS.email);
      expect(mails.filter((m) => m.subject === orderMailSubject(answer.body.data.orderNumber))).toHaveLength(
        1,
      );
      // The abandoned attempt succeeding after all is refunded, not charged twice.
      o.gateway.settle(transactionId, "COMPLETED");
      await webhook(o.gateway.webhookBody(transactionId, "COMPLETED"));
      await o.h.mailbox.settled();
      expect(o.gateway.refunds.map((r) => r.transactionId)).toContain(transactionId);
      expect((await orderRow(orderId)).payment_status).toBe("cod");
    });
  });

  describe("cancelling", () => {
    it("a COD order cancelled gives its units back at once, only with its tracking id; cancelling again answers it as it is", async () => {
      const { browser } = await o.shopper();
      const item = o.item(13);
      await o.setStock(item, 3);
      const order = (await o.place(browser, "cod", await o.buyNow(browser, item, 2))).body.data;
      expect(await o.stockOf(item)).toBe(1);
      const cancel = (trackingId: string) =>
        browser.call("DELETE", "/order/cancelOrder", { orderId: order._id, trackingId });
      expect((await cancel("RZ0000000000")).status).toBe(404);
      const cancelled = await cancel(order.trackingId);
      expect(cancelled.status).toBe(200);
      expect(cancelled.body.data.status).toBe("cancelled");
      expect(await o.stockOf(item)).toBe(3);
      const again = await cancel(order.trackingId);
      expect(again.status).toBe(200);
      expect(again.body).toMatchObject({ message: "Order cancelled", data: { status: "cancelled" } });
      expect(again.body.data.actions).toMatchObject({
        canCancel: false,
        cancelBlockedReason: "This order is cancelled.",
      });
      expect(await o.stockOf(item)).toBe(3);
    });

    it("an online order cancelled while its payment is open gives up the payment: failed, not awaiting", async () => {
      const { browser, item, orderId, transactionId } = await onlineOrder(15);
      const { trackingId } = (await browser.get(`/order/${orderId}`)).body.data;
      const cancelled = await browser.call("DELETE", "/order/cancelOrder", { orderId, trackingId });
      expect(cancelled.body.data).toMatchObject({ status: "cancelled", paymentStatus: "failed" });
      expect(await o.stockOf(item)).toBe(3);
      expect(o.gateway.refunds.map((r) => r.transactionId)).not.toContain(transactionId);
    });

    it("a paid online order cancelled is refunded and its units go back", async () => {
      const { browser, item, orderId, transactionId } = await onlineOrder(14);
      o.gateway.settle(transactionId, "COMPLETED");
      await browser.post("/order/status", { orderId, transactionId });
      const { trackingId } = (await browser.get(`/order/${orderId}`)).body.data;
      const cancelled = await browser.call("DELETE", "/order/cancelOrder", { orderId, trackingId });
      expect(cancelled.body.data).toMatchObject({ status: "cancelled", paymentStatus: "paid" });
      expect(await o.stockOf(item)).toBe(3);
      // Sent by the refund's job once the cancel committed.
      await o.h.mailbox.settled();
      expect(o.gateway.refunds).toContainEqual(expect.objectContaining({ transactionId }));
    });
  });

  describe("reading orders", () => {
    it("lists the shopper's orders newest first; another shopper's order is not found", async () => {
      const { browser } = await o.shopper();
      const ids: string[] = [];
      for (const index of [0, 1]) {
        o.clock.now = new Date(o.clock.now.getTime() + 60_000);
        const item = o.item(index);
        await o.setStock(item, 3);
        ids.push((await o.place(browser, "cod", await o.buyNow(browser, item))).body.data._id);
      }
      const list = await browser.get("/order/getallorders");
      expect(list.body.data.orders.map((order: { _id: string }) => order._id)).toEqual([...ids].reverse());
      expect((await browser.get(`/order/getorderbyid?orderId=${ids[0]}`)).body.data._id).toBe(ids[0]);

      const stranger = (await o.shopper()).browser;
      expect((await stranger.get(`/order/${ids[0]}`)).status).toBe(404);
      expect((await stranger.get(`/order/getorderbyid?orderId=${ids[0]}`)).status).toBe(404);
      expect((await stranger.post(`/order/${ids[0]}/pay-on-delivery`)).status).toBe(404);
      const retry = await stranger.post(`/order/${ids[0]}/retry-payment`, undefined, {
        "idempotency-key": randomUUID(),
      });
      expect(retry.status).toBe(404);
      expect((await stranger.get("/order/getallorders")).body.data.orders).toEqual([]);
    });
  });
});
