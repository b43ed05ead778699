// The state machine under concurrent calls, on PGlite and on a PostgreSQL server (where the calls really run
// at once): a shopper's cancel and staff's ship of one order at the same moment — exactly one wins, and the
// units come back exactly once (only when the cancel won); two staff confirms at once confirm once (one
// timeline row, one mail, one invoice); two cancels at once give the units back once.
import { afterAll, beforeAll, expect, it } from "vitest";
import { orderMailSubjects } from "../../server/services/orders/mail";
import { describeOnEachDatabase } from "../support/databases";
import { mailsTo } from "./server-auth-helpers";
import { act, actAll, placedCod, SHIP, staffBrowser } from "./server-order-lifecycle-helpers";
import { ADDRESS, type OrderHarness, orderHarness } from "./server-orders-helpers";
import type { Browser } from "./server-auth-helpers";

const ROUNDS = 8;

describeOnEachDatabase("order lifecycle races", (database) => {
  let o: OrderHarness;
  let staff: Browser;
  beforeAll(async () => {
    o = await orderHarness(database);
    staff = await staffBrowser(o);
  }, 120_000);
  afterAll(() => o.close());

  const events = (orderId: string, kind: "cancelled" | "shipped" | "confirmed") =>
    o.h.handle.db
      .selectFrom("order_events")
      .select("id")
      .where("order_id", "=", orderId)
      .where("kind", "=", kind)
      .execute();

  it(`a shopper's cancel and staff's ship at once, ${ROUNDS} times: one wins each time, stock back only for a cancel`, async () => {
    const item = o.item(3);
    const STOCK = 100;
    await o.setStock(item, STOCK);
    let shipped = 0;
    for (let round = 0; round < ROUNDS; round++) {
      const shopper = await o.shopper();
      const placed = await o.place(shopper.browser, "cod", await o.buyNow(shopper.browser, item, 2));
      const { _id: orderId, trackingId } = placed.body.data;
      await actAll(staff, orderId, [{ action: "confirm" }]);
      const [cancel, ship] = await Promise.all([
        shopper.browser.call("DELETE", "/order/cancelOrder", {
          orderId,
          trackingId,
          reason: "Changed my mind",
        }),
        act(staff, orderId, SHIP),
      ]);
      expect([cancel.status, ship.status].sort()).toEqual([200, 409]);
      const status = (
        await o.h.handle.db
          .selectFrom("orders")
          .select("status")
          .where("id", "=", orderId)
          .executeTakeFirstOrThrow()
      ).status;
      if (ship.status === 200) {
        shipped += 1;
        expect(status).toBe("shipped");
        expect(cancel.body.message).toBe(
          "This order has shipped and can no longer be cancelled. You can refuse the parcel at delivery.",
        );
        expect(await events(orderId, "cancelled")).toHaveLength(0);
      } else {
        expect(status).toBe("cancelled");
        expect(ship.body.message).toBe("Only a confirmed order can be shipped.");
        expect(await events(orderId, "shipped")).toHaveLength(0);
        expect(await events(orderId, "cancelled")).toHaveLength(1);
      }
      expect(await o.stockOf(item)).toBe(STOCK - 2 * shipped);
    }
  }, 120_000);

  it("two staff confirms at once confirm once: one timeline row, one mail, one invoice", async () => {
    const { order } = await placedCod(o, o.item(4));
    const answers = await Promise.all([
      act(staff, order._id, { action: "confirm" }),
      act(staff, order._id, { action: "confirm" }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.status === 409)?.body.message).toBe("This order is already confirmed.");
    expect(await events(order._id, "confirmed")).toHaveLength(1);
    const invoices = await o.h.handle.db
      .selectFrom("tax_documents")
      .select("number")
      .where("order_id", "=", order._id)
      .where("kind", "=", "invoice")
      .execute();
    expect(invoices).toHaveLength(1);
    const mails = await mailsTo(o.h.mailbox, ADDRESS.email);
    expect(mails.filter((m) => m.subject === orderMailSubjects.confirmed(order.orderNumber))).toHaveLength(1);
  });

  it("three cancels at once give the units back once; the shopper's repeat answers the cancelled order", async () => {
    const item = o.item(5);
    const { browser, order } = await placedCod(o, item, { quantity: 3, stock: 7 });
    expect(await o.stockOf(item)).toBe(4);
    const cancel = () =>
      browser.call("DELETE", "/order/cancelOrder", { orderId: order._id, trackingId: order.trackingId });
    const [first, second, byStaff] = await Promise.all([
      cancel(),
      cancel(),
      act(staff, order._id, { action: "cancel" }),
    ]);
    // Whichever ran first cancelled it; the shopper's other press is answered with the cancelled order, and
    // staff, when second, are told it is cancelled already.
    expect([first, second].map((a) => [a.status, a.body.data?.status])).toEqual([
      [200, "cancelled"],
      [200, "cancelled"],
    ]);
    expect([200, 409]).toContain(byStaff.status);
    if (byStaff.status === 409) expect(byStaff.body.message).toBe("This order is already cancelled.");
    expect(await o.stockOf(item)).toBe(7);
    expect(await events(order._id, "cancelled")).toHaveLength(1);
  });
});
