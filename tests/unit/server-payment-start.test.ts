// Starting a payment holds no lock while the gateway answers (docs/decisions/payment-start-without-locks.md),
// on PGlite and on PostgreSQL: while the gateway holds its answer (until the test has seen the rest of the
// shop), the order's rows can be locked by anyone else, the rest of the shop answers in its usual time, a
// second Pay waits for the same page instead of calling the gateway again; a gateway that never answers
// fails the attempt in bounded time; and an attempt whose process died during the call is settled by the
// sweep on the gateway's word.
import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { PAYMENT_START_STUCK_MS, startPayment } from "../../server/services/orders/paymentStart";
import { sweepPayments } from "../../server/services/orders/sweeper";
import { describeOnEachDatabase } from "../support/databases";
import { waitFor } from "../support/serverProcess";
import { ADDRESS, type OrderHarness, orderHarness } from "./server-orders-helpers";

/** What a request other than the slow payment may take while it waits. */
const NORMAL_BUDGET_MS = 1000;

async function timed<T>(work: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const start = performance.now();
  const value = await work();
  return { value, ms: performance.now() - start };
}

describeOnEachDatabase("starting a payment", (database) => {
  let o: OrderHarness;
  beforeAll(async () => {
    o = await orderHarness(database);
  }, 120_000);
  afterAll(() => o.close());
  /** Lets a held gateway answer (a test that failed while holding it leaves none held for the next). */
  let releaseGateway = () => {};
  afterEach(() => releaseGateway());

  const attempt = (transactionId: string) =>
    o.h.handle.db
      .selectFrom("order_payments")
      .selectAll()
      .where("transaction_id", "=", transactionId)
      .executeTakeFirstOrThrow();
  const orderRow = (id: string) =>
    o.h.handle.db.selectFrom("orders").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
  const callsFor = (transactionId: string) =>
    o.gateway.initiateCalls.filter((call) => call.transactionId === transactionId).length;

  /** An online order of one piece of `item` (stock 3), its page opened. */
  async function onlineOrder(itemIndex: number) {
    const { browser } = await o.shopper();
    const item = o.item(itemIndex);
    await o.setStock(item, 3);
    const answer = await o.place(browser, "payment", await o.buyNow(browser, item));
    expect(answer.status).toBe(201);
    const { orderId, transactionId } = answer.body.data;
    return { browser, item, orderId, transactionId: transactionId as string };
  }

  /** The attempt as a process killed between taking the gateway's call and storing its answer leaves it. */
  const leaveInitiating = (transactionId: string) =>
    o.h.handle.db
      .updateTable("order_payments")
      .set({ redirect_url: null, gateway_order_id: null, initiating_at: o.clock.now })
      .where("transaction_id", "=", transactionId)
      .execute();

  it("while the gateway is slow to answer, no row is locked, the shop answers in time, and a second Pay gets the same page", async () => {
    const { browser } = await o.shopper();
    const item = o.item(0);
    await o.setStock(item, 3);
    const body = await o.buyNow(browser, item);
    const key = randomUUID();
    releaseGateway = o.gateway.holdInitiate();
    const callsBefore = o.gateway.initiateCalls.length;
    let answered = false;
    const first = o.place(browser, "payment", body, key).finally(() => {
      answered = true;
    });
    await waitFor("the gateway's call under way", () => o.gateway.initiateCalls.length > callsBefore, 10_000);
    const { transactionId } = o.gateway.initiateCalls[callsBefore];
    const started = await attempt(transactionId);
    expect(started).toMatchObject({ state: "PENDING", redirect_url: null });
    expect(started.initiating_at).not.toBeNull();

    // The shopper clicks Pay again: the same request, the same Idempotency-Key.
    const second = o.place(browser, "payment", body, key);

    // Another connection locks both rows of the payment without waiting (NOWAIT fails at once when locked).
    const lock = await timed(() =>
      o.h.handle.db.transaction().execute(async (trx) => {
        await sql`select 1 from order_payments where transaction_id = ${transactionId} for update nowait`.execute(
          trx,
        );
        await sql`select 1 from orders where id = ${started.order_id} for update nowait`.execute(trx);
      }),
    );
    expect(lock.ms).toBeLessThan(NORMAL_BUDGET_MS);

    // The rest of the shop: a product, a quote, another shopper's order.
    const other = await o.shopper();
    const otherItem = o.item(1);
    await o.setStock(otherItem, 3);
    const product = await timed(() => other.browser.get(`/product/product/${otherItem.productId}`));
    const quote = await timed(() =>
      other.browser.post("/checkout/quote", {
        product: { ...otherItem, quantity: 1 },
        pincode: ADDRESS.pincode,
      }),
    );
    const otherBody = await o.buyNow(other.browser, otherItem);
    const cod = await timed(() => o.place(other.browser, "cod", otherBody));
    expect([product.value.status, quote.value.status, cod.value.status]).toEqual([200, 200, 201]);
    expect(product.ms, "GET a product").toBeLessThan(NORMAL_BUDGET_MS);
    expect(quote.ms, "a quote").toBeLessThan(NORMAL_BUDGET_MS);
    expect(cod.ms, "another order").toBeLessThan(NORMAL_BUDGET_MS);
    // All of that happened while the gateway still had the call, and it was called once.
    expect(answered).toBe(false);
    expect(callsFor(transactionId)).toBe(1);

    releaseGateway();
    const [a, b] = await Promise.all([first, second]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(a.body.data.redirectUrl).toBe(`https://pay.test/checkout/${transactionId}`);
    expect(b.body.data).toEqual(a.body.data);
    expect(callsFor(transactionId)).toBe(1);
    expect(await attempt(transactionId)).toMatchObject({ redirect_url: a.body.data.redirectUrl });
  }, 60_000);

  it("a gateway that never answers fails the attempt in bounded time and gives the stock back", async () => {
    const { item, orderId, transactionId } = await onlineOrder(2);
    // As placed but not yet started: no page, nobody asking the gateway.
    await o.h.handle.db
      .updateTable("order_payments")
      .set({ redirect_url: null, initiating_at: null })
      .where("transaction_id", "=", transactionId)
      .execute();
    releaseGateway = o.gateway.holdInitiate();
    const started = await timed(() =>
      startPayment({ ...o.deps, paymentStartTimeoutMs: 300 }, transactionId).catch((error) => error),
    );
    expect(started.value).toMatchObject({ status: 502 });
    expect(started.ms).toBeLessThan(2000);
    expect((await attempt(transactionId)).state).toBe("FAILED");
    expect((await orderRow(orderId)).payment_status).toBe("failed");
    expect(await o.stockOf(item)).toBe(3);
  });

  describe("an attempt left initiating by a process that died during the gateway's call", () => {
    it("the sweep asks the gateway: paid when it completed, failed with the stock back when it never got it", async () => {
      const paid = await onlineOrder(3);
      const lost = await onlineOrder(4);
      const open = await onlineOrder(5);
      for (const order of [paid, lost, open]) await leaveInitiating(order.transactionId);
      o.gateway.settle(paid.transactionId, "COMPLETED");
      o.gateway.payments.delete(lost.transactionId);

      // Within the limit its request may still be waiting for the gateway: the sweep leaves it alone.
      await sweepPayments(o.deps);
      expect((await orderRow(paid.orderId)).payment_status).toBe("pending");
      expect((await orderRow(lost.orderId)).payment_status).toBe("pending");

      o.clock.now = new Date(o.clock.now.getTime() + PAYMENT_START_STUCK_MS + 1000);
      await sweepPayments(o.deps);
      expect(await orderRow(paid.orderId)).toMatchObject({ payment_status: "paid", status: "processing" });
      expect((await attempt(paid.transactionId)).state).toBe("COMPLETED");
      expect(await o.stockOf(paid.item)).toBe(2);

      expect(await orderRow(lost.orderId)).toMatchObject({ payment_status: "failed", status: "pending" });
      expect((await attempt(lost.transactionId)).state).toBe("FAILED");
      expect(await o.stockOf(lost.item)).toBe(3);

      // The gateway has the third as PENDING: kept (stock held) until its hold ends; the shopper, who never
      // got its page, pays again on a new attempt.
      expect((await orderRow(open.orderId)).payment_status).toBe("pending");
      expect(await o.stockOf(open.item)).toBe(2);
      const retried = await open.browser.post(`/order/${open.orderId}/retry-payment`, undefined, {
        "idempotency-key": randomUUID(),
      });
      expect(retried.status).toBe(201);
      expect(retried.body.data.transactionId).not.toBe(open.transactionId);
      expect(retried.body.data.redirectUrl).toBe(
        `https://pay.test/checkout/${retried.body.data.transactionId}`,
      );
      expect((await attempt(open.transactionId)).state).toBe("ABANDONED");
      expect(await o.stockOf(open.item)).toBe(2);
    });
  });
});
