import { describe, expect, it } from "vitest";
import { makeOrderInStatus, orderStates } from "../../mocks/fixtures";
import { orderTimeline } from "../../src/features/orders/orderTimeline";

const labels = (entries: { label: string }[]) => entries.map((e) => e.label);

describe("orderTimeline", () => {
  it("a paid order being processed: what happened, then the delivery path ahead", () => {
    const { done, upcoming } = orderTimeline(orderStates.confirmed);
    expect(labels(done)).toEqual(["Order placed", "Payment received", "Order confirmed"]);
    expect(done.every((e) => e.at)).toBe(true);
    expect(labels(upcoming)).toEqual(["Shipped", "Out for delivery", "Delivered"]);
    expect(upcoming.every((e) => e.at === undefined)).toBe(true);
  });

  it("a COD order just placed has every step ahead", () => {
    expect(labels(orderTimeline(orderStates.processing).upcoming)).toEqual([
      "Order confirmed",
      "Shipped",
      "Out for delivery",
      "Delivered",
    ]);
  });

  it("shipped names the courier and tracking number", () => {
    const shipped = orderTimeline(orderStates.shipped).done.find((e) => e.kind === "shipped");
    expect(shipped?.note).toBe("Delhivery · Tracking number DLV7788123456");
    expect(labels(orderTimeline(orderStates.outForDelivery).upcoming)).toEqual(["Delivered"]);
  });

  it("delivered has nothing ahead", () => {
    expect(orderTimeline(orderStates.delivered).upcoming).toEqual([]);
  });

  it("cancelled: a refund on its way is ahead until it is processed", () => {
    expect(labels(orderTimeline(orderStates.cancelledRefundInitiated).upcoming)).toEqual(["Refunded"]);
    const refunded = orderTimeline(orderStates.cancelledRefunded);
    expect(refunded.upcoming).toEqual([]);
    expect(labels(refunded.done).slice(-3)).toEqual(["Cancelled", "Refund initiated", "Refunded"]);
  });

  it("a return requested goes on to pickup and refund; returned and refunded is the end", () => {
    expect(labels(orderTimeline(orderStates.returnRequested).upcoming)).toEqual([
      "Return picked up",
      "Refunded",
    ]);
    expect(orderTimeline(orderStates.returned).upcoming).toEqual([]);
  });

  it("an order without a timeline still shows when it was placed", () => {
    const order = { ...makeOrderInStatus("processing"), timeline: undefined };
    expect(orderTimeline(order).done).toEqual([
      { kind: "placed", label: "Order placed", at: order.createdAt, note: undefined },
    ]);
  });
});
