// Refunds on the server, on PGlite and on a PostgreSQL server: recorded in the deciding transaction with
// its timeline entry and sent once to the gateway under its own id (the idempotency key) by a job written in
// the same transaction (docs/decisions/durable-jobs.md); settled on the
// gateway's word only (webhook → refund status; the same webhook twice settles once; a forged one is 401);
// the order `refunded` only when everything paid is back; a COD refund paid by staff; the sweeper asking
// about refunds left open and sending again the ones the gateway never got; GET /order/{id}/refunds.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../server/services/errors";
import type { Database } from "../../server/db/schema";
import { refundMailSubject } from "../../server/services/orders/refundMail";
import {
  markManualRefundPaid,
  type PendingRefund,
  REFUND_SEND_JOB,
  recordRefund,
  settleRefund,
} from "../../server/services/orders/refunds";
import { sweepPayments } from "../../server/services/orders/sweeper";
import type { Kysely } from "kysely";
import { describeOnEachDatabase } from "../support/databases";
import { mailsTo } from "./server-auth-helpers";
import { ADDRESS, type OrderHarness, orderHarness } from "./server-orders-helpers";
import { captureLogs } from "../support/logLines";

describeOnEachDatabase("refunds", (database) => {
  let o: OrderHarness;
  let db: Kysely<Database>;
  beforeAll(async () => {
    o = await orderHarness(database);
    db = o.h.handle.db;
  }, 120_000);
  afterAll(() => o.close());

  /** The refund mails the shopper of the order got (after the jobs due have run). */
  async function refundMails(orderId: string) {
    const { order_number: orderNumber } = await orderRow(orderId);
    const mails = await mailsTo(o.h.mailbox, ADDRESS.email);
    return mails.filter((m) => m.subject === refundMailSubject(orderNumber));
  }
  const webhook = (body: unknown, authorization = o.gateway.authorization) =>
    o.app.request("http://shop.test/api/v1/payments/phonepe/webhook", {
      method: "POST",
      headers: { "content-type": "application/json", authorization },
      body: JSON.stringify(body),
    });
  const orderRow = (id: string) =>
    db.selectFrom("orders").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
  const refundRow = (id: string) =>
    db.selectFrom("order_refunds").selectAll().where("refund_id", "=", id).executeTakeFirstOrThrow();
  const events = (orderId: string, kind: string) =>
    db
      .selectFrom("order_events")
      .select(["note", "actor"])
      .where("order_id", "=", orderId)
      .where("kind", "=", kind as never)
      .execute();
  const callsFor = (refundId: string) => o.gateway.refunds.filter((r) => r.refundId === refundId);
  /** One sweep, as the periodic job runs it. */
  const sweep = () => sweepPayments(o.deps);
  const record = (orderId: string, amount: number, reason: "cancellation" | "return" = "cancellation") =>
    db.transaction().execute((trx) => recordRefund(trx, { orderId, reason, amount }, o.deps.now()));

  /** An online order of one piece, paid (on the gateway's word). */
  async function paidOrder(itemIndex: number) {
    const { id, browser } = await o.shopper();
    const item = o.item(itemIndex);
    await o.setStock(item, 5);
    const placed = await o.place(browser, "payment", await o.buyNow(browser, item));
    expect(placed.status).toBe(201);
    const { orderId, transactionId } = placed.body.data;
    o.gateway.settle(transactionId, "COMPLETED");
    await browser.post("/order/status", { orderId, transactionId });
    const order = await orderRow(orderId);
    expect(order.payment_status).toBe("paid");
    return {
      userId: id,
      browser,
      orderId,
      transactionId,
      total: order.total_amount,
    };
  }

  /** A COD order delivered, with a return asking for the refund by UPI. */
  async function deliveredCodOrder(itemIndex: number) {
    const { browser } = await o.shopper();
    const item = o.item(itemIndex);
    await o.setStock(item, 5);
    const order = (await o.place(browser, "cod", await o.buyNow(browser, item))).body.data;
    await db
      .updateTable("orders")
      // As the state machine delivers a COD order: the cash is collected, so its payment is paid.
      .set({
        status: "delivered",
        delivered_at: o.deps.now(),
        payment_status: "paid",
      })
      .where("id", "=", order._id)
      .execute();
    await db
      .insertInto("order_returns")
      .values({
        order_id: order._id,
        line_ids: JSON.stringify([order.items[0]._id]),
        pickup_address: ADDRESS.deliveryAddress,
        pickup_city: ADDRESS.city,
        pickup_state: ADDRESS.state,
        pickup_pincode: ADDRESS.pincode,
        refund_upi: "arjun@okbank",
      })
      .execute();
    return { orderId: order._id as string, total: order.totalAmount as number };
  }

  /** Records a full refund of a paid online order; resolves once its job has sent it to the gateway. */
  async function refundedOrder(itemIndex: number) {
    const paid = await paidOrder(itemIndex);
    const refund = (await record(paid.orderId, paid.total)) as PendingRefund;
    await vi.waitFor(() => expect(callsFor(refund.refundId)).toHaveLength(1));
    return { ...paid, refund };
  }

  describe("recording and sending", () => {
    it("a paid online order's refund is recorded with its timeline entry and sent once under its own id", async () => {
      const paid = await paidOrder(0);
      const refund = await record(paid.orderId, paid.total);
      expect(refund).toMatchObject({
        orderId: paid.orderId,
        method: "original_payment",
        amount: paid.total,
        transactionId: paid.transactionId,
      });
      const { refundId } = refund as PendingRefund;
      expect(refundId).toMatch(/^[A-Za-z0-9_-]{1,63}$/);
      expect(await refundRow(refundId)).toMatchObject({
        state: "initiated",
        reason: "cancellation",
      });
      expect(await events(paid.orderId, "refund_initiated")).toEqual([
        {
          note: `₹${paid.total.toLocaleString("en-IN")} to your original payment`,
          actor: "system",
        },
      ]);
      // Its job sends it once the recording transaction commits.
      await vi.waitFor(() => expect(callsFor(refundId)).toHaveLength(1));
      expect(callsFor(refundId)).toEqual([
        {
          refundId,
          transactionId: paid.transactionId,
          amountPaise: paid.total * 100,
        },
      ]);
      // A sweep before a minute has passed leaves it to the gateway: no second call.
      await sweep();
      expect(callsFor(refundId)).toHaveLength(1);
    });

    it("nothing is recorded for an unpaid online order, a COD order not yet delivered, or ₹0", async () => {
      const { browser } = await o.shopper();
      const item = o.item(1);
      await o.setStock(item, 5);
      const unpaid = (await o.place(browser, "payment", await o.buyNow(browser, item))).body.data.orderId;
      const cod = (await o.place(browser, "cod", await o.buyNow(browser, item))).body.data._id;
      const paid = await paidOrder(2);
      expect(await record(unpaid, 500)).toBeNull();
      expect(await record(cod, 500)).toBeNull();
      expect(await record(paid.orderId, 0)).toBeNull();
      const rows = await db
        .selectFrom("order_refunds")
        .select("refund_id")
        .where("order_id", "in", [unpaid, cod, paid.orderId])
        .execute();
      expect(rows).toEqual([]);
    });

    it("never more than is left unrefunded", async () => {
      const paid = await paidOrder(3);
      const first = await record(paid.orderId, paid.total - 100, "return");
      const second = await record(paid.orderId, paid.total);
      expect(second?.amount).toBe(100);
      expect(await record(paid.orderId, 1)).toBeNull();
      expect(first?.amount).toBe(paid.total - 100);
    });

    it("a refund the gateway refuses is logged and kept for another try; the sweeper sends it again after a minute", async () => {
      const paid = await paidOrder(4);
      // The jobs of the tests before have run: the gateway goes down for this refund alone.
      await o.h.mailbox.settled();
      o.gateway.refundsDown = true;
      const logs = captureLogs();
      let refund: PendingRefund;
      try {
        refund = (await record(paid.orderId, paid.total)) as PendingRefund;
        await o.h.mailbox.settled();
        expect(logs.messages()).toContainEqual(
          expect.stringMatching(
            new RegExp(`\\(${REFUND_SEND_JOB}\\) failed on try 1 of 10: the test gateway refuses`),
          ),
        );
      } finally {
        o.gateway.refundsDown = false;
        logs.restore();
      }
      expect(callsFor(refund.refundId)).toHaveLength(1);
      // The job keeps the gateway's error and waits for its next try.
      const job = await db
        .selectFrom("jobs")
        .selectAll()
        .where("kind", "=", REFUND_SEND_JOB)
        .where("key", "=", refund.refundId)
        .executeTakeFirstOrThrow();
      expect(job).toMatchObject({
        attempts: 1,
        done_at: null,
        failed_at: null,
        locked_until: null,
      });
      expect(job.last_error).toBeTruthy();
      expect(new Date(job.run_at).getTime()).toBeGreaterThan(Date.now());
      o.clock.now = new Date(o.clock.now.getTime() + 61_000);
      await sweep();
      expect(callsFor(refund.refundId)).toHaveLength(2);
      expect(callsFor(refund.refundId)[1]).toEqual(callsFor(refund.refundId)[0]);
      expect((await refundRow(refund.refundId)).state).toBe("initiated");
    });
  });

  describe("settling on the gateway's word", () => {
    it("the same refund webhook twice settles once: processed, one `refunded` entry, one mail", async () => {
      const { orderId, refund, total } = await refundedOrder(5);
      o.gateway.settleRefund(refund.refundId, "COMPLETED", "412345678901");
      const body = o.gateway.refundWebhookBody(refund.refundId, "COMPLETED");
      expect((await webhook(body)).status).toBe(200);
      expect((await webhook(body)).status).toBe(200);
      expect(await refundRow(refund.refundId)).toMatchObject({
        state: "processed",
        reference: "412345678901",
      });
      expect(await events(orderId, "refunded")).toEqual([
        {
          note: `₹${total.toLocaleString("en-IN")} to your original payment (reference 412345678901)`,
          actor: "gateway",
        },
      ]);
      expect((await orderRow(orderId)).payment_status).toBe("refunded");
      const { order_number: orderNumber } = await orderRow(orderId);
      const mails = (await mailsTo(o.h.mailbox, ADDRESS.email)).filter(
        (m) => m.subject === refundMailSubject(orderNumber),
      );
      expect(mails).toHaveLength(1);
      expect(refundMailSubject(orderNumber)).toBe(`Your refund for Rangrez order ${orderNumber} is done`);
      expect(mails[0]?.text).toContain(`₹${total.toLocaleString("en-IN")}`);
      expect(mails[0]?.text).toContain("your original payment");
      expect(mails[0]?.text).toContain("412345678901");
    });

    it("a forged refund webhook is 401 and changes nothing", async () => {
      const { orderId, refund } = await refundedOrder(6);
      o.gateway.settleRefund(refund.refundId, "COMPLETED");
      const body = o.gateway.refundWebhookBody(refund.refundId, "COMPLETED");
      const answer = await webhook(body, "0".repeat(64));
      expect(answer.status).toBe(401);
      expect((await refundRow(refund.refundId)).state).toBe("initiated");
      expect(await events(orderId, "refunded")).toEqual([]);
    });

    it("a webhook's body is not believed: while the gateway says PENDING, nothing changes", async () => {
      const { orderId, refund } = await refundedOrder(7);
      const answer = await webhook(o.gateway.refundWebhookBody(refund.refundId, "COMPLETED"));
      expect(answer.status).toBe(200);
      expect((await refundRow(refund.refundId)).state).toBe("initiated");
      expect((await orderRow(orderId)).payment_status).toBe("paid");
      // A webhook of a refund the shop never made is received and ignored.
      expect((await webhook(o.gateway.refundWebhookBody("RFUNKNOWN1", "COMPLETED"))).status).toBe(200);
    });

    it("a failed refund: `refund_failed` on the timeline, no mail, the order still paid", async () => {
      const { orderId, refund } = await refundedOrder(8);
      o.gateway.settleRefund(refund.refundId, "FAILED");
      const logs = captureLogs();
      try {
        expect((await webhook(o.gateway.refundWebhookBody(refund.refundId, "FAILED"))).status).toBe(200);
        expect(logs.messages()).toContainEqual(expect.stringContaining(`Refund ${refund.refundId}`));
      } finally {
        logs.restore();
      }
      expect((await refundRow(refund.refundId)).state).toBe("failed");
      expect((await events(orderId, "refund_failed"))[0]?.note).toContain("did not go through");
      expect(await events(orderId, "refunded")).toEqual([]);
      expect((await orderRow(orderId)).payment_status).toBe("paid");
      // Settling it again as processed (a late, contradicting word) changes nothing.
      await settleRefund(o.deps, {
        refundId: refund.refundId,
        state: "processed",
      });
      expect((await refundRow(refund.refundId)).state).toBe("failed");
      expect(await refundMails(orderId)).toEqual([]);
    });

    it("part of the order back keeps it paid; the rest back makes it refunded", async () => {
      const paid = await paidOrder(9);
      const part = (await record(paid.orderId, 300, "return")) as PendingRefund;
      await settleRefund(o.deps, {
        refundId: part.refundId,
        state: "processed",
        reference: "UTR1",
      });
      expect((await orderRow(paid.orderId)).payment_status).toBe("paid");
      const rest = (await record(paid.orderId, paid.total)) as PendingRefund;
      expect(rest.amount).toBe(paid.total - 300);
      await settleRefund(o.deps, {
        refundId: rest.refundId,
        state: "processed",
        reference: "UTR2",
      });
      expect((await orderRow(paid.orderId)).payment_status).toBe("refunded");
      expect(await refundMails(paid.orderId)).toHaveLength(2);
    });

    it("settles at once concurrently: one `refunded` entry and one mail", async () => {
      const paid = await refundedOrder(10);
      const { refund } = paid;
      o.gateway.settleRefund(refund.refundId, "COMPLETED");
      const body = o.gateway.refundWebhookBody(refund.refundId, "COMPLETED");
      await Promise.all([
        ...Array.from({ length: 8 }, () =>
          settleRefund(o.deps, {
            refundId: refund.refundId,
            state: "processed",
            reference: "UTR9",
          }),
        ),
        ...Array.from({ length: 4 }, async () => expect((await webhook(body)).status).toBe(200)),
      ]);
      expect(await events(paid.orderId, "refunded")).toHaveLength(1);
      expect(await refundMails(paid.orderId)).toHaveLength(1);
      expect((await orderRow(paid.orderId)).payment_status).toBe("refunded");
    });

    it("the sweeper settles a refund whose webhook never came, after a minute", async () => {
      const { orderId, refund } = await refundedOrder(11);
      o.gateway.settleRefund(refund.refundId, "COMPLETED", "UTR-SWEPT");
      await sweep();
      expect((await refundRow(refund.refundId)).state).toBe("initiated");
      o.clock.now = new Date(o.clock.now.getTime() + 61_000);
      await sweep();
      expect(await refundRow(refund.refundId)).toMatchObject({
        state: "processed",
        reference: "UTR-SWEPT",
      });
      expect((await orderRow(orderId)).payment_status).toBe("refunded");
    });
  });

  describe("cash on delivery", () => {
    it("a delivered COD order's return is refunded by UPI, marked paid by staff, once", async () => {
      const { orderId, total } = await deliveredCodOrder(12);
      const refund = (await record(orderId, total, "return")) as PendingRefund;
      expect(refund).toMatchObject({
        method: "upi",
        transactionId: null,
        amount: total,
      });
      expect((await events(orderId, "refund_initiated"))[0]?.note).toBe(
        `₹${total.toLocaleString("en-IN")} to your UPI id arjun@okbank`,
      );
      // No job sends a UPI refund to the gateway: staff pay it.
      const jobs = await db.selectFrom("jobs").select("kind").where("key", "=", refund.refundId).execute();
      expect(jobs).toEqual([]);
      const paidBy = (reference: string) =>
        db.transaction().execute((trx) => markManualRefundPaid(trx, orderId, reference, o.deps.now()));
      expect(await paidBy("UPI-REF-77")).toBe(refund.refundId);
      expect(await refundRow(refund.refundId)).toMatchObject({
        state: "processed",
        reference: "UPI-REF-77",
      });
      expect(await events(orderId, "refunded")).toEqual([
        {
          note: `₹${total.toLocaleString("en-IN")} to your UPI id arjun@okbank (reference UPI-REF-77)`,
          actor: "staff",
        },
      ]);
      expect((await orderRow(orderId)).payment_status).toBe("refunded");
      expect(await refundMails(orderId)).toHaveLength(1);
      const again = paidBy("UPI-REF-78");
      await expect(again).rejects.toBeInstanceOf(ApiError);
      await expect(again).rejects.toMatchObject({
        status: 409,
        message: "No refund is waiting to be paid for this order.",
      });
    });
  });

  describe("late payments", () => {
    it("a payment that completes after the order moved to COD is refunded through order_refunds", async () => {
      const { browser } = await o.shopper();
      const item = o.item(13);
      await o.setStock(item, 5);
      const placed = (await o.place(browser, "payment", await o.buyNow(browser, item))).body.data;
      o.gateway.settle(placed.transactionId, "FAILED");
      await browser.post("/order/status", {
        orderId: placed.orderId,
        transactionId: placed.transactionId,
      });
      expect((await browser.post(`/order/${placed.orderId}/pay-on-delivery`)).status).toBe(200);
      o.gateway.settle(placed.transactionId, "COMPLETED");
      expect((await webhook(o.gateway.webhookBody(placed.transactionId, "COMPLETED"))).status).toBe(200);
      const rows = await db
        .selectFrom("order_refunds")
        .selectAll()
        .where("order_id", "=", placed.orderId)
        .execute();
      expect(rows).toMatchObject([
        {
          method: "original_payment",
          transaction_id: placed.transactionId,
          state: "initiated",
        },
      ]);
      await vi.waitFor(() => expect(callsFor(rows[0]?.refund_id ?? "")).toHaveLength(1));
      expect((await orderRow(placed.orderId)).payment_status).toBe("cod");
    });
  });

  describe("GET /order/{id}/refunds", () => {
    it("asks the gateway about open refunds and answers the list; the shopper's own order only", async () => {
      const { browser, orderId, refund, total } = await refundedOrder(14);
      const first = await browser.get(`/order/${orderId}/refunds`);
      expect(first.status).toBe(200);
      expect(first.headers.get("cache-control")).toContain("no-store");
      expect(first.body.data).toEqual([
        {
          refundId: refund.refundId,
          amount: total,
          state: "initiated",
          method: "original_payment",
          reason: "cancellation",
          initiatedAt: expect.any(String),
        },
      ]);
      o.gateway.settleRefund(refund.refundId, "COMPLETED", "UTR-READ");
      const second = await browser.get(`/order/${orderId}/refunds`);
      expect(second.body.data[0]).toMatchObject({
        state: "processed",
        reference: "UTR-READ",
        processedAt: expect.any(String),
      });
      const stranger = await o.shopper();
      expect((await stranger.browser.get(`/order/${orderId}/refunds`)).status).toBe(404);
      const guest = await o.app.request(`http://shop.test/api/v1/order/${orderId}/refunds`);
      expect(guest.status).toBe(401);
    });
  });
});
