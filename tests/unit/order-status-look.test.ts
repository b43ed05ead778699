import { describe, expect, it } from "vitest";
import type { OrderStatus, PaymentStatus } from "../../src/api/types";
import { orderStatusLook, paymentStatusLook } from "../../src/features/orders/orderStatus";

describe("order status badges", () => {
  it("colour the filter's groups as the spec says, the finer statuses with their group", () => {
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

  it("say the status in words, never the raw value", () => {
    expect(orderStatusLook("out_for_delivery").label).toBe("Out for delivery");
    expect(orderStatusLook("return_requested").label).toBe("Return requested");
    expect(orderStatusLook("some_new_state" as OrderStatus)).toEqual({
      label: "Some new state",
      tone: "neutral",
    });
  });
});

describe("payment status badges", () => {
  it("paid green, pending yellow, failed red, other grey", () => {
    const tones = (["paid", "pending", "failed", "cod", "refunded"] as PaymentStatus[]).map(
      (s) => paymentStatusLook(s).tone,
    );
    expect(tones).toEqual(["success", "warning", "danger", "neutral", "neutral"]);
    expect(paymentStatusLook("cod").label).toBe("Cash on delivery");
  });
});
