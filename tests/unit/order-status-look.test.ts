import { describe, expect, it } from "vitest";
import type { Order, OrderStatus } from "../../src/api/types";
import { orderStatusLook, paymentLook, paymentStandingLook } from "../../src/features/orders/orderStatus";
import { ORDER_STATUS_WORDS, paymentStanding } from "../../src/lib/orderWords";

type Refund = NonNullable<Order["refunds"]>[number];
const refund = (state: Refund["state"], reason: Refund["reason"] = "cancellation"): Refund => ({
  refundId: `RF-${state}`,
  amount: 500,
  state,
  method: "original_payment",
  reason,
  initiatedAt: "2026-11-23T08:10:00.000Z",
});

describe("order status badges", () => {
  it("colour the filter's groups as the original shop did, the finer statuses with their group", () => {
    const tones = (statuses: OrderStatus[]) => statuses.map((s) => orderStatusLook(s).tone);
    expect(tones(["delivered"])).toEqual(["success"]);
    expect(tones(["shipped", "out_for_delivery"])).toEqual(["info", "info"]);
    expect(tones(["processing", "confirmed"])).toEqual(["progress", "progress"]);
    expect(tones(["cancelled"])).toEqual(["danger"]);
    expect(tones(["pending", "return_requested", "return_accepted", "returned"])).toEqual([
      "neutral",
      "neutral",
      "neutral",
      "neutral",
    ]);
  });

  it("say the status in the shop's one vocabulary (the server's deliveryStatus), never the raw value", () => {
    expect(orderStatusLook("out_for_delivery").label).toBe("Out for delivery");
    expect(orderStatusLook("pending").label).toBe("Awaiting payment");
    expect(orderStatusLook("processing").label).toBe(ORDER_STATUS_WORDS.processing);
    expect(orderStatusLook("some_new_state" as OrderStatus)).toEqual({
      label: "Some new state",
      tone: "neutral",
    });
  });
});

describe("payment badges", () => {
  it("paid green, pending yellow, failed red, other grey", () => {
    const tones = (["paid", "pending", "failed", "cod", "refunded"] as const).map(
      (s) => paymentStandingLook(s).tone,
    );
    expect(tones).toEqual(["success", "warning", "danger", "neutral", "neutral"]);
    expect(paymentStandingLook("cod").label).toBe("Cash on delivery");
  });

  it("a paid order whose refund is on its way says so, as the board and the order's page both do", () => {
    const cancelledPaid = { status: "cancelled" as const, paymentStatus: "paid" as const };
    expect(paymentLook({ ...cancelledPaid, refunds: [refund("initiated")] })).toEqual({
      label: "Refund initiated",
      tone: "progress",
    });
    expect(paymentLook({ ...cancelledPaid, refunds: [refund("failed")] }).label).toBe("Refund failed");
    expect(
      paymentLook({ ...cancelledPaid, paymentStatus: "refunded", refunds: [refund("processed")] }).label,
    ).toBe("Refunded");
    const returnedPart = { status: "returned" as const, paymentStatus: "paid" as const };
    expect(paymentLook({ ...returnedPart, refunds: [refund("processed", "return")] }).label).toBe(
      "Partly refunded",
    );
  });

  it("a refund of a payment the order never kept leaves the order's own payment words alone", () => {
    // Paid by a second attempt; the first attempt's late success went back (a cancellation refund).
    expect(
      paymentStanding({ status: "processing", paymentStatus: "paid", refunds: [refund("initiated")] }),
    ).toBe("paid");
    expect(
      paymentStanding({ status: "processing", paymentStatus: "cod", refunds: [refund("processed")] }),
    ).toBe("cod");
  });
});
