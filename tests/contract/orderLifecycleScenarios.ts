// An order's life after it is placed, against the server (every answer checked against the contract): staff
// move a COD order along on the board (refused moves answer 409 with their reason), the shopper sees each
// step on the timeline and gets each mail; a return of a COD order needs refund details, happens once, and
// ends with a refund paid by hand; cancelling before shipping gives the stock back and refunds an online
// payment; the refusals (cancel after shipping, return after the 7-day window, a customised product,
// another shopper's order, a shopper or a guest on a staff call).
import { describe, expect, it } from "vitest";
import type { Product } from "../../mocks/fixtures";
import type { components } from "../../src/api/schema";
import { brand } from "../../src/lib/brand";
import { apiError } from "./apiError";
import type { Browser } from "./cookieJar";
import { buyNowBody, firstSizeOf, key, lifecycleProducts, staffBrowser } from "./orderHelpers";
import type { ContractTarget } from "./scenarios";
import { registeredShopper } from "./shoppers";

type Order = components["schemas"]["Order"];
type StaffOrderAction = components["schemas"]["StaffOrderAction"];

const DAY_MS = 86_400_000;
const SHIPPED_NO_CANCEL =
  "This order has shipped and can no longer be cancelled. You can refuse the parcel at delivery.";
const REFUND_DETAILS = "refundTo: give a UPI id or a bank account for your refund";

const subject = {
  confirmed: (id: string) => `Your ${brand.name} order ${id} is confirmed`,
  shipped: (id: string) => `Your ${brand.name} order ${id} has shipped`,
  outForDelivery: (id: string) => `Your ${brand.name} order ${id} is out for delivery`,
  delivered: (id: string) => `Your ${brand.name} order ${id} was delivered`,
  cancelled: (id: string) => `Your ${brand.name} order ${id} is cancelled`,
  returnAccepted: (id: string) => `Your return for ${brand.name} order ${id} is accepted`,
  refundDone: (id: string) => `Your refund for ${brand.name} order ${id} is done`,
};

export function orderLifecycleScenarios(getTarget: () => ContractTarget): void {
  const target = () => getTarget();
  let staffSession: Browser | undefined;
  const staff = async () => {
    staffSession ??= await staffBrowser(target());
    return staffSession;
  };

  async function expectRefusal(call: Promise<unknown>, status: number, message: string) {
    const error = await apiError(call);
    expect(error.status).toBe(status);
    expect(error.serverMessage).toBe(message);
  }

  /** A new shopper's placed order (COD, or online and paid) of `quantity` of `product`, its stock set first. */
  async function placed(
    product: Product,
    options: { online?: boolean; quantity?: number; stock?: number } = {},
  ) {
    const shopper = await registeredShopper(target(), "lifecycle");
    const { variantId, size } = firstSizeOf(product);
    await target().backOffice.setStock(variantId, size, options.stock ?? 10);
    const body = await buyNowBody(shopper.browser, shopper.identity.email, product, options.quantity ?? 1);
    let orderId: string;
    if (options.online) {
      const started = await shopper.browser.client.POST("/order/payment", { params: key(), body });
      const { transactionId, orderId: id } = started.data?.data ?? { transactionId: "", orderId: "" };
      target().payments.settle(transactionId, "COMPLETED");
      expect(await target().payments.webhook(transactionId, "COMPLETED")).toBe(200);
      orderId = id;
    } else {
      const answer = await shopper.browser.client.POST("/order/cod", { params: key(), body });
      expect(answer.response.status).toBe(201);
      orderId = answer.data?.data._id ?? "";
    }
    const order = await shopperOrder(shopper.browser, orderId);
    return { ...shopper, order, orderId };
  }

  async function shopperOrder(browser: Browser, id: string): Promise<Order> {
    const answer = await browser.client.GET("/order/{id}", { params: { path: { id } } });
    if (!answer.data) throw new Error(`GET /order/${id} answered ${answer.response.status}`);
    return answer.data.data;
  }

  const act = async (id: string, body: StaffOrderAction) =>
    (await staff()).client.POST("/admin/orders/{id}/actions", { params: { path: { id } }, body });

  async function acted(id: string, body: StaffOrderAction): Promise<Order> {
    const answer = await act(id, body);
    if (!answer.data) throw new Error(`${body.action} answered ${answer.response.status}`);
    return answer.data.data;
  }

  /** Staff confirm, ship and deliver the order. */
  async function deliveredByStaff(id: string, trackingNumber: string) {
    for (const body of [
      { action: "confirm" },
      { action: "ship", courier: "Delhivery", trackingNumber },
      { action: "deliver" },
    ] as StaffOrderAction[]) {
      await acted(id, body);
    }
  }

  async function stockOf(product: Product): Promise<number> {
    const { variantId, size } = firstSizeOf(product);
    const answer = await target().client.GET("/product/product/{productId}", {
      params: { path: { productId: product._id } },
    });
    const variant = answer.data?.data.data.data.variants.find((v) => v._id === variantId);
    return variant?.sizes?.find((s) => s.size === size)?.stock ?? -1;
  }

  const mailSubjects = async (email: string) =>
    (await target().inbox()).filter((m) => m.to.includes(email)).map((m) => m.subject);

  describe("the staff board and the order's timeline", () => {
    it("staff confirm, ship, send out and deliver a COD order; the shopper sees each step and gets each mail", async () => {
      const { browser, identity, orderId } = await placed(lifecycleProducts[0]);
      const board = await (await staff()).client.GET("/admin/orders", {
        params: { query: { q: identity.email } },
      });
      expect(board.data?.data.orders).toHaveLength(1);
      expect(board.data?.data.orders[0]).toMatchObject({
        _id: orderId,
        customer: { email: identity.email, username: identity.username },
        staffActions: ["confirm", "cancel"],
      });

      await expectRefusal(
        act(orderId, { action: "ship", courier: "Delhivery", trackingNumber: "DL123456789IN" }),
        409,
        "Only a confirmed order can be shipped.",
      );
      expect(await acted(orderId, { action: "confirm" })).toMatchObject({
        status: "confirmed",
        staffActions: ["ship", "cancel"],
      });
      await expectRefusal(act(orderId, { action: "confirm" }), 409, "This order is already confirmed.");
      await expectRefusal(
        act(orderId, { action: "ship", courier: "Delhivery" }),
        400,
        "trackingNumber is required to ship an order",
      );
      const shipped = await acted(orderId, {
        action: "ship",
        courier: "Delhivery",
        trackingNumber: "DL123456789IN",
      });
      expect(shipped).toMatchObject({
        status: "shipped",
        shipment: { courier: "Delhivery", trackingNumber: "DL123456789IN" },
        staffActions: ["out_for_delivery", "deliver"],
      });
      const { trackingId } = shipped;
      await expectRefusal(
        browser.client.DELETE("/order/cancelOrder", { body: { orderId, trackingId, reason: "Too late?" } }),
        409,
        SHIPPED_NO_CANCEL,
      );
      await expectRefusal(act(orderId, { action: "cancel" }), 409, SHIPPED_NO_CANCEL);
      await acted(orderId, { action: "out_for_delivery" });
      expect(await acted(orderId, { action: "deliver" })).toMatchObject({
        status: "delivered",
        paymentStatus: "paid",
        staffActions: [],
      });

      const order = await shopperOrder(browser, orderId);
      expect(order.timeline?.map((event) => event.kind)).toEqual([
        "placed",
        "confirmed",
        "shipped",
        "out_for_delivery",
        "delivered",
        "paid",
      ]);
      expect(order.timeline?.find((event) => event.kind === "shipped")?.note).toContain("DL123456789IN");
      expect(order.staffActions).toBeUndefined();
      expect(order.customer).toBeUndefined();
      expect(order.deliveredAt).toBeDefined();
      expect(order.actions).toMatchObject({
        canCancel: false,
        canReturn: true,
        refundNeedsDetails: true,
        returnUntil: new Date(Date.parse(order.deliveredAt ?? "") + 7 * DAY_MS).toISOString(),
      });

      const subjects = await mailSubjects(identity.email);
      for (const expected of [
        subject.confirmed,
        subject.shipped,
        subject.outForDelivery,
        subject.delivered,
      ]) {
        expect(subjects.filter((s) => s === expected(order.orderNumber))).toHaveLength(1);
      }
      const shippedMail = (await target().inbox()).find(
        (m) => m.subject === subject.shipped(order.orderNumber),
      );
      expect(shippedMail?.text).toContain("Delhivery");
      expect(shippedMail?.text).toContain("DL123456789IN");
    });

    it("a guest gets 401 and a shopper 403 'Staff only' on every staff call", async () => {
      const { browser, orderId } = await placed(lifecycleProducts[1]);
      const guest = target().browser();
      for (const [who, status, message] of [
        [guest, 401, "Please log in first"],
        [browser, 403, "Staff only"],
      ] as const) {
        await expectRefusal(who.client.GET("/admin/orders"), status, message);
        await expectRefusal(
          who.client.GET("/admin/orders/{id}", { params: { path: { id: orderId } } }),
          status,
          message,
        );
        await expectRefusal(
          who.client.POST("/admin/orders/{id}/actions", {
            params: { path: { id: orderId } },
            body: { action: "confirm" },
          }),
          status,
          message,
        );
      }
      expect((await shopperOrder(browser, orderId)).status).toBe("processing");
    });
  });

  describe("DELETE /order/cancelOrder", () => {
    it("cancels a COD order before shipping with its reason: the stock is back, the shopper is mailed, once", async () => {
      const product = lifecycleProducts[2];
      const { browser, identity, order, orderId } = await placed(product, { quantity: 2, stock: 5 });
      expect(await stockOf(product)).toBe(3);
      expect(order.actions).toMatchObject({ canCancel: true, canReturn: false });
      const cancel = { orderId, trackingId: order.trackingId, reason: "Ordered the wrong size" };
      const answer = await browser.client.DELETE("/order/cancelOrder", { body: cancel });
      expect(answer.data?.data).toMatchObject({
        status: "cancelled",
        paymentStatus: "cod",
        cancelReason: "Ordered the wrong size",
        refunds: [],
        actions: { canCancel: false, cancelBlockedReason: "This order is cancelled." },
      });
      expect(answer.data?.data.timeline?.at(-1)).toMatchObject({
        kind: "cancelled",
        note: "Ordered the wrong size",
      });
      expect(await stockOf(product)).toBe(5);
      // Cancelling again (a second press, another tab) answers the order as it is, not an error.
      const again = await browser.client.DELETE("/order/cancelOrder", { body: cancel });
      expect(again.data).toMatchObject({ message: "Order cancelled", data: { status: "cancelled" } });
      expect(await stockOf(product)).toBe(5);
      expect(
        (await mailSubjects(identity.email)).filter((s) => s === subject.cancelled(order.orderNumber)),
      ).toHaveLength(1);
    });

    it("cancels a paid online order: its whole amount is refunded to the original payment", async () => {
      const { browser, identity, order, orderId } = await placed(lifecycleProducts[3], { online: true });
      expect(order).toMatchObject({ status: "processing", paymentStatus: "paid" });
      const answer = await browser.client.DELETE("/order/cancelOrder", {
        body: { orderId, trackingId: order.trackingId },
      });
      // No cancellation charge (Consumer Protection (E-Commerce) Rules, 2020, 4(8);
      // docs/decisions/seller-disclosures.md#before-payment): every rupee paid goes back, and the order's
      // total is what it was.
      expect(answer.data?.data.refunds).toEqual([
        expect.objectContaining({
          amount: order.totalAmount,
          method: "original_payment",
          reason: "cancellation",
          state: "initiated",
        }),
      ]);
      expect(answer.data?.data.totalAmount).toBe(order.totalAmount);
      const mail = (await target().inbox()).find(
        (m) => m.to.includes(identity.email) && m.subject === subject.cancelled(order.orderNumber),
      );
      expect(mail?.text).toContain("original payment");
    });
  });

  describe("POST /order/returnOrder", () => {
    it("a delivered COD order: refund details needed, returned once, accepted, picked up, refund paid by hand", async () => {
      const { browser, identity, orderId, order } = await placed(lifecycleProducts[0]);
      await deliveredByStaff(orderId, "BD-0042");
      const ask = { orderId, trackingId: order.trackingId, reason: "Too small" };
      await expectRefusal(browser.client.POST("/order/returnOrder", { body: ask }), 400, REFUND_DETAILS);
      await expectRefusal(
        browser.client.POST("/order/returnOrder", {
          body: { ...ask, refundTo: { accountName: "Kabir Shah", accountNumber: "123456789" } },
        }),
        400,
        REFUND_DETAILS,
      );
      const requested = await browser.client.POST("/order/returnOrder", {
        body: { ...ask, refundTo: { upiId: "arjun.k@okicici" } },
      });
      expect(requested.data?.data).toMatchObject({
        status: "return_requested",
        return: {
          state: "requested",
          reason: "Too small",
          lineIds: order.items.map((item) => item._id),
          refundTo: "UPI ar…@okicici",
          pickupAddress: { deliveryAddress: order.deliveryAddress, pincode: order.pincode },
        },
        actions: {
          canReturn: false,
          returnBlockedReason: "Your return is requested. We will arrange the pickup.",
        },
      });
      // A normal order's return names no fault and offers no report of one.
      expect(requested.data?.data.return).not.toHaveProperty("kind");
      expect(requested.data?.data.actions).not.toHaveProperty("canReportFault");
      const again = await browser.client.POST("/order/returnOrder", {
        body: { ...ask, refundTo: { upiId: "arjun.k@okicici" } },
      });
      expect(again.data).toMatchObject({
        message: "Return requested",
        data: { status: "return_requested", return: { state: "requested" } },
      });

      expect(await acted(orderId, { action: "accept_return" })).toMatchObject({
        status: "return_accepted",
        return: { state: "accepted" },
        staffActions: ["return_picked_up"],
      });
      const pickedUp = await acted(orderId, { action: "return_picked_up" });
      const paid = order.items.reduce((sum, item) => sum + item.price * item.quantity, 0);
      expect(pickedUp).toMatchObject({
        status: "returned",
        return: { state: "picked_up" },
        refunds: [{ amount: paid, method: "upi", reason: "return", state: "initiated" }],
        staffActions: ["cod_refund_paid"],
      });
      await expectRefusal(
        act(orderId, { action: "cod_refund_paid" }),
        400,
        "reference is required to mark a refund paid",
      );
      const settled = await acted(orderId, { action: "cod_refund_paid", reference: "UPI-REF-7781" });
      expect(settled.refunds).toMatchObject([{ state: "processed", reference: "UPI-REF-7781" }]);
      expect(settled.staffActions).toEqual([]);
      const subjects = await mailSubjects(identity.email);
      expect(subjects.filter((s) => s === subject.returnAccepted(order.orderNumber))).toHaveLength(1);
      expect(subjects.filter((s) => s === subject.refundDone(order.orderNumber))).toHaveLength(1);
    });

    it("refuses a return after the 7-day window, of a customised product, and of another shopper's order", async () => {
      const { browser, user, orderId, order } = await placed(lifecycleProducts[1]);
      await deliveredByStaff(orderId, "DL-77");
      const ask = { orderId, trackingId: order.trackingId, refundTo: { upiId: "kabir@okaxis" } };

      const stranger = (await registeredShopper(target(), "stranger")).browser;
      await expectRefusal(stranger.client.POST("/order/returnOrder", { body: ask }), 404, "Order not found");
      await expectRefusal(
        stranger.client.GET("/order/{id}", { params: { path: { id: orderId } } }),
        404,
        "Order not found",
      );
      await expectRefusal(
        stranger.client.GET("/order/getorderbyid", { params: { query: { orderId } } }),
        404,
        "Order not found",
      );
      await expectRefusal(
        stranger.client.DELETE("/order/cancelOrder", { body: { orderId, trackingId: order.trackingId } }),
        404,
        "Order not found",
      );

      target().backOffice.shiftClock(7 * DAY_MS + 60_000);
      try {
        expect((await shopperOrder(browser, orderId)).actions).toMatchObject({
          canReturn: false,
          returnBlockedReason: "The 7-day return window for this order has closed.",
        });
        await expectRefusal(
          browser.client.POST("/order/returnOrder", { body: ask }),
          409,
          "The 7-day return window for this order has closed.",
        );
      } finally {
        target().backOffice.shiftClock(0);
      }

      const customised = await target().backOffice.customisedOrder(
        user._id,
        firstSizeOf(lifecycleProducts[1]),
      );
      await expectRefusal(
        browser.client.POST("/order/returnOrder", {
          body: {
            orderId: customised.orderId,
            trackingId: customised.trackingId,
            refundTo: { upiId: "kabir@okaxis" },
          },
        }),
        409,
        "Customised products can't be returned or exchanged, except for a misprint, a defect, the wrong piece or a late delivery, which we replace or refund.",
      );
      // It is listed on the Customized tab (the shopper's own only), not among the normal orders.
      const customizedList = await browser.client.GET("/order/customized");
      expect(customizedList.response.status).toBe(200);
      expect(customizedList.data?.data.data.map((o) => o._id)).toEqual([customised.orderId]);
      const normalList = await browser.client.GET("/order/getallorders", {
        params: { query: { q: customised.orderId } },
      });
      expect(normalList.data?.data.orders).toEqual([]);
    });

    it("staff refuse a return with a note: the order is delivered again and cannot be returned twice", async () => {
      const { browser, orderId, order } = await placed(lifecycleProducts[2], { online: true });
      await deliveredByStaff(orderId, "DL-78");
      const ask = { orderId, trackingId: order.trackingId, reason: "Colour differs" };
      expect(
        (await browser.client.POST("/order/returnOrder", { body: ask })).data?.data.return,
      ).not.toHaveProperty("refundTo");
      await expectRefusal(
        act(orderId, { action: "refuse_return" }),
        400,
        "note is required to refuse a return",
      );
      const refused = await acted(orderId, { action: "refuse_return", note: "The tags were removed" });
      expect(refused).toMatchObject({
        status: "delivered",
        return: { state: "refused", refusedReason: "The tags were removed" },
        staffActions: [],
      });
      await expectRefusal(
        browser.client.POST("/order/returnOrder", { body: ask }),
        409,
        "The return of this order was refused, so it cannot be returned again.",
      );
    });
  });
}
