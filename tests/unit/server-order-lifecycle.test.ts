// The order state machine's rules, without a database: which statuses may follow which, every action's
// refusal (with its sentence) in every order status, what staff and the shopper are offered (exactly what
// the rules allow), the return window's edge, and the list cursor (opaque, refused when not the server's).
import { describe, expect, it } from "vitest";
import {
  alreadyDone,
  assertOrderMove,
  assertPaymentMove,
  type LifecycleAction,
  lifecycleMessages,
  ORDER_MOVES,
  type OrderFacts,
  type OrderStatus,
  PAYMENT_MOVES,
  refusalOf,
  shopperActionsOf,
  STAFF_ACTIONS,
  staffActionsOf,
} from "../../server/services/orders/lifecycle";
import { decodeCursor, encodeCursor, likeEscaped } from "../../server/services/orders/orderList";
import { maskedRefundTo } from "../../server/services/orders/detail";
import { designOrderWords } from "../../src/lib/design/designOrderWords";

const NOW = new Date("2026-11-23T04:30:00.000Z");
const DAY_MS = 86_400_000;
const STATUSES = Object.keys(ORDER_MOVES) as OrderStatus[];

function facts(
  status: OrderStatus,
  extra: Partial<OrderFacts> & Partial<OrderFacts["order"]> = {},
): OrderFacts {
  return {
    order: {
      status,
      payment_status: extra.payment_status ?? "cod",
      payment_mode: extra.payment_mode ?? "COD",
      order_type: extra.order_type ?? "normal",
      delivered_at: extra.delivered_at ?? (status === "delivered" ? new Date(NOW.getTime() - DAY_MS) : null),
      design_review: extra.design_review ?? null,
      estimated_delivery: extra.estimated_delivery ?? null,
    },
    returnState: extra.returnState ?? null,
    ...(extra.returnKind ? { returnKind: extra.returnKind } : {}),
    manualRefundWaiting: extra.manualRefundWaiting ?? false,
    ...(extra.codOffer ? { codOffer: extra.codOffer } : {}),
    now: extra.now ?? NOW,
  };
}

describe("the transition tables", () => {
  it("moves an order forward only along the lifecycle; cancelled and returned are final", () => {
    expect(ORDER_MOVES).toEqual({
      pending: ["processing", "cancelled"],
      processing: ["confirmed", "cancelled"],
      confirmed: ["shipped", "cancelled"],
      shipped: ["out_for_delivery", "delivered"],
      out_for_delivery: ["delivered"],
      delivered: ["return_requested"],
      return_requested: ["return_accepted", "delivered"],
      return_accepted: ["returned"],
      returned: [],
      cancelled: [],
    });
    expect(() => assertOrderMove("shipped", "cancelled")).toThrow(
      "Order status shipped cannot become cancelled",
    );
    expect(() => assertOrderMove("confirmed", "shipped")).not.toThrow();
  });

  it("moves a payment as the contract says: retry, to COD, cash collected, refunded", () => {
    expect(PAYMENT_MOVES).toEqual({
      pending: ["paid", "failed", "cod"],
      failed: ["pending", "cod"],
      cod: ["paid"],
      paid: ["refunded"],
      refunded: [],
    });
    expect(() => assertPaymentMove("refunded", "paid")).toThrow();
    expect(() => assertPaymentMove("cod", "refunded")).toThrow();
  });

  it("every action the rules allow is a move the table has", () => {
    const target: Partial<Record<LifecycleAction, OrderStatus>> = {
      confirm: "confirmed",
      ship: "shipped",
      out_for_delivery: "out_for_delivery",
      deliver: "delivered",
      cancel: "cancelled",
      request_return: "return_requested",
      accept_return: "return_accepted",
      refuse_return: "delivered",
      return_picked_up: "returned",
    };
    for (const status of STATUSES) {
      for (const [action, to] of Object.entries(target) as [LifecycleAction, OrderStatus][]) {
        if (refusalOf(action, facts(status)) === null) expect(ORDER_MOVES[status]).toContain(to);
      }
    }
  });
});

describe("refusals, with their reasons", () => {
  it("cancels until the order ships, and says why not after", () => {
    const reasons = Object.fromEntries(
      STATUSES.map((status) => [status, refusalOf("cancel", facts(status))]),
    );
    expect(reasons).toEqual({
      pending: null,
      processing: null,
      confirmed: null,
      shipped: lifecycleMessages.shippedNoCancel,
      out_for_delivery: lifecycleMessages.shippedNoCancel,
      delivered: lifecycleMessages.deliveredNoCancel,
      return_requested: lifecycleMessages.deliveredNoCancel,
      return_accepted: lifecycleMessages.deliveredNoCancel,
      returned: lifecycleMessages.returnedNoCancel,
      cancelled: lifecycleMessages.alreadyCancelled,
    });
    expect(lifecycleMessages.shippedNoCancel).toBe(
      "This order has shipped and can no longer be cancelled. You can refuse the parcel at delivery.",
    );
  });

  it("staff move an order one step at a time", () => {
    expect(refusalOf("confirm", facts("pending"))).toBe(lifecycleMessages.awaitingPayment);
    expect(refusalOf("confirm", facts("confirmed"))).toBe("This order is already confirmed.");
    expect(refusalOf("confirm", facts("cancelled"))).toBe(lifecycleMessages.cancelledOrder);
    expect(refusalOf("ship", facts("processing"))).toBe("Only a confirmed order can be shipped.");
    expect(refusalOf("out_for_delivery", facts("confirmed"))).toBe(lifecycleMessages.onlyShippedOut);
    expect(refusalOf("deliver", facts("confirmed"))).toBe(lifecycleMessages.onlyShippedDelivered);
    expect(refusalOf("deliver", facts("out_for_delivery"))).toBeNull();
    expect(refusalOf("accept_return", facts("delivered"))).toBe(lifecycleMessages.noReturnToAccept);
    expect(refusalOf("refuse_return", facts("return_accepted"))).toBe(lifecycleMessages.noReturnToRefuse);
    expect(refusalOf("return_picked_up", facts("return_requested"))).toBe(lifecycleMessages.noReturnToPickUp);
    expect(refusalOf("cod_refund_paid", facts("returned"))).toBe(lifecycleMessages.noManualRefund);
    expect(refusalOf("cod_refund_paid", facts("returned", { manualRefundWaiting: true }))).toBeNull();
  });

  it("a return: delivered, normal, once, within 7 days of delivery (the last millisecond included)", () => {
    const deliveredAt = new Date(NOW.getTime() - 7 * DAY_MS);
    expect(refusalOf("request_return", facts("delivered", { delivered_at: deliveredAt }))).toBeNull();
    const late = new Date(NOW.getTime() + 1);
    expect(refusalOf("request_return", facts("delivered", { delivered_at: deliveredAt, now: late }))).toBe(
      "The 7-day return window for this order has closed.",
    );
    expect(refusalOf("request_return", facts("delivered", { order_type: "customize" }))).toBe(
      "Customised products can't be returned or exchanged, except for a misprint or a defect, which we replace or refund.",
    );
    expect(refusalOf("request_return", facts("delivered", { returnState: "refused" }))).toBe(
      "The return of this order was refused, so it cannot be returned again.",
    );
    expect(refusalOf("request_return", facts("return_requested", { returnState: "requested" }))).toBe(
      lifecycleMessages.returnTwice,
    );
    expect(refusalOf("request_return", facts("shipped"))).toBe("Only a delivered order can be returned.");
  });

  it("a customised order is returned only for a problem with the piece, by the same rules otherwise", () => {
    const customised = { order_type: "customize" } as const;
    expect(refusalOf("request_return", facts("delivered", customised))).toBe(designOrderWords.returnPolicy);
    for (const returnKind of ["misprint", "defect"] as const) {
      expect(refusalOf("request_return", facts("delivered", { ...customised, returnKind }))).toBeNull();
    }
    const misprint = { ...customised, returnKind: "misprint" } as const;
    const deliveredAt = new Date(NOW.getTime() - 7 * DAY_MS);
    expect(
      refusalOf("request_return", facts("delivered", { ...misprint, delivered_at: deliveredAt })),
    ).toBeNull();
    const late = new Date(NOW.getTime() + 1);
    expect(
      refusalOf("request_return", facts("delivered", { ...misprint, delivered_at: deliveredAt, now: late })),
    ).toBe(lifecycleMessages.windowClosed);
    expect(refusalOf("request_return", facts("shipped", misprint))).toBe(lifecycleMessages.notDelivered);
    expect(refusalOf("request_return", facts("delivered", { ...misprint, returnState: "refused" }))).toBe(
      lifecycleMessages.returnRefused,
    );
    // A normal order's return may name a fault too: the rules are the same.
    expect(refusalOf("request_return", facts("delivered", { returnKind: "defect" }))).toBeNull();
  });

  it("a customised order is returned for the wrong piece, and for a late delivery only when it was late", () => {
    const customised = { order_type: "customize" } as const;
    expect(
      refusalOf("request_return", facts("delivered", { ...customised, returnKind: "wrong_item" })),
    ).toBeNull();
    // Delivered 27 Nov 2026 at 20:00 India time (14:30 UTC): late against an expected 26 Nov, on time
    // against 27 Nov; 28 Nov 01:00 India time is still 27 Nov in UTC, and late against 27 Nov.
    const late = { ...customised, returnKind: "late", now: new Date("2026-11-29T00:00:00Z") } as const;
    const evening = new Date("2026-11-27T14:30:00Z");
    const afterMidnight = new Date("2026-11-27T19:30:00Z");
    const on = (estimated_delivery: string | null, delivered_at: Date) =>
      refusalOf("request_return", facts("delivered", { ...late, estimated_delivery, delivered_at }));
    expect(on("2026-11-26", evening)).toBeNull();
    expect(on("2026-11-27", evening)).toBe(lifecycleMessages.notLate);
    expect(on("2026-11-28", evening)).toBe(lifecycleMessages.notLate);
    expect(on("2026-11-27", afterMidnight)).toBeNull();
    // No expected date was shown: nothing was promised, so nothing is late.
    expect(on(null, evening)).toBe(lifecycleMessages.notLate);
    // The window and the one-return rule come first, as for every return.
    expect(
      refusalOf(
        "request_return",
        facts("delivered", {
          ...late,
          estimated_delivery: "2026-11-26",
          delivered_at: evening,
          now: new Date("2026-12-10"),
        }),
      ),
    ).toBe(lifecycleMessages.windowClosed);
  });
});

describe("what is offered", () => {
  it("staff are offered exactly the actions the rules allow", () => {
    expect(staffActionsOf(facts("processing"))).toEqual(["confirm", "cancel"]);
    expect(staffActionsOf(facts("confirmed"))).toEqual(["ship", "cancel"]);
    expect(staffActionsOf(facts("shipped"))).toEqual(["out_for_delivery", "deliver"]);
    expect(staffActionsOf(facts("out_for_delivery"))).toEqual(["deliver"]);
    expect(staffActionsOf(facts("delivered"))).toEqual([]);
    expect(staffActionsOf(facts("return_requested"))).toEqual(["accept_return", "refuse_return"]);
    expect(staffActionsOf(facts("return_accepted"))).toEqual(["return_picked_up"]);
    expect(staffActionsOf(facts("returned", { manualRefundWaiting: true }))).toEqual(["cod_refund_paid"]);
    for (const status of STATUSES) {
      const offered = staffActionsOf(facts(status));
      for (const action of STAFF_ACTIONS) {
        expect(offered.includes(action)).toBe(refusalOf(action, facts(status)) === null);
      }
    }
  });

  it("the shopper sees whether they may cancel or return, why not, and until when", () => {
    const deliveredAt = new Date("2026-11-20T10:00:00.000Z");
    expect(shopperActionsOf(facts("delivered", { delivered_at: deliveredAt }))).toEqual({
      canCancel: false,
      cancelBlockedReason: lifecycleMessages.deliveredNoCancel,
      canRetryPayment: false,
      canPayOnDelivery: false,
      canReturn: true,
      returnUntil: "2026-11-27T10:00:00.000Z",
      refundNeedsDetails: true,
    });
    expect(shopperActionsOf(facts("processing", { payment_mode: "online", payment_status: "paid" }))).toEqual(
      {
        canCancel: true,
        canRetryPayment: false,
        canPayOnDelivery: false,
        canReturn: false,
        returnBlockedReason: lifecycleMessages.notDelivered,
        refundNeedsDetails: false,
      },
    );
  });

  it("a customised order offers reporting a misprint or a defect within the window, never a return", () => {
    const deliveredAt = new Date("2026-11-20T10:00:00.000Z");
    const customised = { order_type: "customize", payment_mode: "online", payment_status: "paid" } as const;
    const delivered = facts("delivered", { ...customised, delivered_at: deliveredAt });
    expect(shopperActionsOf(delivered)).toEqual({
      canCancel: false,
      cancelBlockedReason: lifecycleMessages.deliveredNoCancel,
      canRetryPayment: false,
      canPayOnDelivery: false,
      canReturn: false,
      returnBlockedReason: designOrderWords.returnPolicy,
      returnUntil: "2026-11-27T10:00:00.000Z",
      canReportFault: true,
      refundNeedsDetails: false,
    });
    const late = facts("delivered", {
      ...customised,
      delivered_at: deliveredAt,
      now: new Date("2026-11-28"),
    });
    expect(shopperActionsOf(late)).toMatchObject({
      canReturn: false,
      canReportFault: false,
      returnBlockedReason: lifecycleMessages.windowClosed,
    });
    expect(shopperActionsOf(facts("processing", customised))).toMatchObject({
      canReturn: false,
      canReportFault: false,
      returnBlockedReason: designOrderWords.returnPolicy,
    });
    const reported = facts("return_requested", { ...customised, returnState: "requested" });
    expect(shopperActionsOf(reported)).toMatchObject({
      canReturn: false,
      canReportFault: false,
      returnBlockedReason: "Your return is requested. We will arrange the pickup.",
    });
    expect(alreadyDone("request_return", reported)).toBe(true);
    // A normal order's answer has no such field.
    expect(shopperActionsOf(facts("delivered"))).not.toHaveProperty("canReportFault");
  });

  it("an online order awaiting payment offers paying again, on delivery when COD is offered, and cancelling", () => {
    const awaiting = { payment_mode: "online", payment_status: "failed" } as const;
    expect(shopperActionsOf(facts("pending", { ...awaiting, codOffer: { available: true } }))).toEqual({
      canCancel: true,
      canRetryPayment: true,
      canPayOnDelivery: true,
      canReturn: false,
      refundNeedsDetails: false,
    });
    const noCod = { available: false, reason: "Cash on delivery is not available for Black Tee." };
    expect(shopperActionsOf(facts("pending", { ...awaiting, codOffer: noCod }))).toMatchObject({
      canRetryPayment: true,
      canPayOnDelivery: false,
      payOnDeliveryBlockedReason: noCod.reason,
    });
  });

  it("after the shopper's own cancel or return, the words confirm it; asking again is not refused", () => {
    const cancelled = facts("cancelled", { payment_mode: "online", payment_status: "failed" });
    expect(shopperActionsOf(cancelled)).toEqual({
      canCancel: false,
      cancelBlockedReason: "This order is cancelled.",
      canRetryPayment: false,
      canPayOnDelivery: false,
      canReturn: false,
      refundNeedsDetails: false,
    });
    expect(alreadyDone("cancel", cancelled)).toBe(true);
    expect(alreadyDone("cancel", facts("processing"))).toBe(false);
    const words = (returnState: "requested" | "accepted" | "picked_up" | "refused", status: OrderStatus) => {
      const state = facts(status, { returnState });
      return [shopperActionsOf(state).returnBlockedReason, alreadyDone("request_return", state)];
    };
    expect(words("requested", "return_requested")).toEqual([
      "Your return is requested. We will arrange the pickup.",
      true,
    ]);
    expect(words("accepted", "return_accepted")).toEqual([
      "Your return is accepted. Our courier partner will pick it up.",
      true,
    ]);
    expect(words("picked_up", "returned")).toEqual(["Your return was picked up.", true]);
    expect(words("refused", "delivered")).toEqual([lifecycleMessages.returnRefused, false]);
    expect(shopperActionsOf(facts("return_requested", { returnState: "requested" }))).not.toHaveProperty(
      "cancelBlockedReason",
    );
  });
});

describe("the list cursor and search", () => {
  it("round-trips an order's position, microseconds included", () => {
    const cursor = { at: "2026-11-23T04:30:00.123456Z", id: "ord_1" };
    expect(decodeCursor(encodeCursor(cursor))).toEqual(cursor);
    expect(encodeCursor(cursor)).toMatch(/^[A-Za-z0-9_-]+$/);
  });

  it.each([
    ["not base64 JSON", "%%%"],
    ["JSON of another shape", Buffer.from('{"a":1}').toString("base64url")],
    ["a day that does not exist", encodeCursor({ at: "2026-02-31T00:00:00.000000Z", id: "o" })],
    ["a time without microseconds", encodeCursor({ at: "2026-02-01T00:00:00.000Z", id: "o" })],
    ["an empty id", encodeCursor({ at: "2026-02-01T00:00:00.000000Z", id: "" })],
    ["a control character in the id", encodeCursor({ at: "2026-02-01T00:00:00.000000Z", id: "o\u0000" })],
  ])("refuses %s with 400 'cursor is not valid'", (_what, text) => {
    expect(() => decodeCursor(text)).toThrow(
      expect.objectContaining({ status: 400, message: "cursor is not valid" }),
    );
  });

  it("escapes LIKE's wildcards", () => {
    expect(likeEscaped("50%_off\\")).toBe("50\\%\\_off\\\\");
  });

  it("masks where a COD refund goes", () => {
    const none = { refund_upi: null, refund_account_number: null, refund_ifsc: null };
    expect(maskedRefundTo({ ...none, refund_upi: "arjun.k@okicici" })).toBe("UPI ar…@okicici");
    expect(maskedRefundTo({ ...none, refund_account_number: "123456789", refund_ifsc: "HDFC0001234" })).toBe(
      "Bank account ••••6789 (HDFC0001234)",
    );
    expect(maskedRefundTo(none)).toBeUndefined();
  });
});

describe("the review of a design with the shopper's own pictures", () => {
  it("holds confirming until approved; approve and refuse only while it waits, on a bought order", () => {
    const waiting = facts("processing", { order_type: "customize", design_review: "pending" });
    expect(refusalOf("confirm", waiting)).toBe(designOrderWords.reviewPending);
    expect(staffActionsOf(waiting)).toEqual(["cancel", "approve_design", "refuse_design"]);
    const approved = facts("processing", { order_type: "customize", design_review: "approved" });
    expect(staffActionsOf(approved)).toEqual(["confirm", "cancel"]);
    expect(refusalOf("approve_design", approved)).toBe(designOrderWords.noReviewWaiting);
    const unpaid = facts("pending", { order_type: "customize", design_review: "pending" });
    expect(refusalOf("approve_design", unpaid)).toBe(designOrderWords.noReviewWaiting);
    const cancelled = facts("cancelled", { order_type: "customize", design_review: "refused" });
    expect(refusalOf("refuse_design", cancelled)).toBe(lifecycleMessages.cancelledOrder);
  });
});
