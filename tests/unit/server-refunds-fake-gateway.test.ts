// A refund's whole round over real HTTP, on PGlite and on a PostgreSQL server: the shop (served on a local
// port) with the PhonePe adapter and the local fake gateway, as a shop without PhonePe settings runs. An
// online order paid on the fake's page, its refund recorded and sent, the fake completing it with a UTR and
// delivering pg.refund.completed twice to the shop's webhook: the shop asks the refund status and settles it
// once, and the refund list answers it processed.
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import type { Hono } from "hono";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { type RunningFakePhonePe, startFakePhonePe } from "../../server/dev/fake-phonepe";
import { type PendingRefund, recordRefund } from "../../server/services/orders/refunds";
import type { PaymentGateway } from "../../server/services/payments/gateway";
import { createPhonePeGateway } from "../../server/services/payments/phonepe";
import { webhookUrlFor } from "../../server/services/payments/from-env";
import { describeOnEachDatabase } from "../support/databases";
import { type OrderHarness, orderHarness } from "./server-orders-helpers";

describeOnEachDatabase("refunds through the local fake gateway", (database) => {
  let o: OrderHarness<PaymentGateway>;
  let fake: RunningFakePhonePe;
  let shop: ReturnType<typeof serve>;

  beforeAll(async () => {
    // The shop listens first (the fake needs its webhook address); its app is the harness's, made next.
    let app: Hono | undefined;
    shop = await new Promise((resolve) => {
      const started = serve(
        {
          fetch: (req) => (app ? app.fetch(req) : new Response("starting", { status: 503 })),
          port: 0,
          hostname: "127.0.0.1",
        },
        () => resolve(started),
      );
    });
    const { port } = shop.address() as AddressInfo;
    // The refund completes when the test says so, never on its own during the test.
    fake = await startFakePhonePe({
      webhookUrl: webhookUrlFor(`http://127.0.0.1:${port}`),
      refundDelayMs: 600_000,
    });
    o = await orderHarness(database, createPhonePeGateway(fake.config));
    app = o.app;
  }, 120_000);

  afterAll(async () => {
    await fake.close();
    await new Promise<void>((resolve) => shop.close(() => resolve()));
    await o.close();
  });

  it("paid on the fake's page, refunded, completed by the fake: settled once through the webhook", async () => {
    const db = o.h.handle.db;
    const { browser } = await o.shopper();
    const item = o.item(0);
    await o.setStock(item, 5);
    const placed = await o.place(browser, "payment", await o.buyNow(browser, item));
    expect(placed.status).toBe(201);
    const { orderId, transactionId, redirectUrl } = placed.body.data;
    // The shopper presses Pay on the gateway's page.
    const pay = await fetch(redirectUrl, {
      method: "POST",
      body: new URLSearchParams({ choice: "pay" }),
      redirect: "manual",
    });
    expect(pay.status).toBe(303);
    await fake.webhooksSent();
    const order = await db
      .selectFrom("orders")
      .selectAll()
      .where("id", "=", orderId)
      .executeTakeFirstOrThrow();
    expect(order.payment_status).toBe("paid");

    const refund = (await db
      .transaction()
      .execute((trx) =>
        recordRefund(trx, { orderId, reason: "cancellation", amount: order.total_amount }, o.deps.now()),
      )) as PendingRefund;
    // Sent by its job, once the transaction that recorded it committed.
    await vi.waitFor(() =>
      expect(fake.refunds().find((r) => r.merchantRefundId === refund.refundId)).toMatchObject({
        originalMerchantOrderId: transactionId,
        amount: order.total_amount * 100,
        state: "PENDING",
      }),
    );
    const listed = await browser.get(`/order/${orderId}/refunds`);
    expect(listed.body.data).toMatchObject([{ refundId: refund.refundId, state: "initiated" }]);

    fake.completeRefund(refund.refundId);
    await fake.webhooksSent();
    const deliveries = fake.deliveries.filter((d) => d.merchantRefundId === refund.refundId);
    expect(deliveries.map((d) => [d.event, d.status])).toEqual([
      ["pg.refund.completed", 200],
      ["pg.refund.completed", 200],
    ]);
    const utr = fake.refunds().find((r) => r.merchantRefundId === refund.refundId)?.utr;
    expect(utr).toMatch(/^\d{12}$/);
    const row = await db
      .selectFrom("order_refunds")
      .selectAll()
      .where("refund_id", "=", refund.refundId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ state: "processed", reference: utr });
    const refunded = await db
      .selectFrom("order_events")
      .select("kind")
      .where("order_id", "=", orderId)
      .where("kind", "=", "refunded")
      .execute();
    expect(refunded).toHaveLength(1);
    const after = await browser.get(`/order/${orderId}/refunds`);
    expect(after.body.data).toMatchObject([
      { refundId: refund.refundId, state: "processed", reference: utr },
    ]);
    expect(
      (await db.selectFrom("orders").select("payment_status").where("id", "=", orderId).executeTakeFirst())
        ?.payment_status,
    ).toBe("refunded");
  });
});
