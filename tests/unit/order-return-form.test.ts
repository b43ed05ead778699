import { describe, expect, it } from "vitest";
import { deliveredDesignOrder, orderStates } from "../../mocks/fixtures";
import { detailMessages } from "../../src/features/orders/detailMessages";
import { reasonText, RETURN_REASONS } from "../../src/features/orders/reasons";
import {
  FAULT_KINDS,
  faultKindsFor,
  initialReturnValues,
  returnMessages,
  returnRequest,
  validateReturn,
} from "../../src/features/orders/returnForm";

const order = orderStates.deliveredCod;

describe("the return form", () => {
  it("starts from the delivery address with no line chosen (the order has two)", () => {
    const values = initialReturnValues(order);
    expect(values.lineIds).toEqual([]);
    expect(values.street).toBe(order.deliveryAddress);
    expect(values.pincode).toBe(order.pincode);
  });

  it("asks for a line and a reason, and for COD orders where the refund goes", () => {
    const values = initialReturnValues(order);
    expect(Object.keys(validateReturn(values, false)).sort()).toEqual(["lineIds", "reason"]);
    expect(validateReturn(values, true).refundMethod).toBe(returnMessages.refundMethod);
  });

  it("checks a UPI id and a bank account by the contract's rules", () => {
    const base = { ...initialReturnValues(order), lineIds: [order.items[0]._id], reason: "small" as const };
    expect(validateReturn({ ...base, refundMethod: "upi", upiId: "aarav" }, true)).toEqual({
      upiId: returnMessages.upiId,
    });
    expect(validateReturn({ ...base, refundMethod: "upi", upiId: "aarav@okicici" }, true)).toEqual({});
    expect(
      validateReturn(
        { ...base, refundMethod: "bank", accountName: "", accountNumber: "12", ifsc: "HDFC1234567" },
        true,
      ),
    ).toEqual({
      accountName: returnMessages.accountName,
      accountNumber: returnMessages.accountNumber,
      ifsc: returnMessages.ifsc,
    });
  });

  it("sends refundTo only when asked for, and the reason as one text", () => {
    const values = {
      ...initialReturnValues(order),
      lineIds: [order.items[1]._id],
      reason: "damaged" as const,
      words: " seam torn ",
      refundMethod: "bank" as const,
      accountName: "Aarav Kumar",
      accountNumber: "123456789012",
      ifsc: "hdfc0001234",
    };
    const body = returnRequest(order, values, true);
    expect(body).toMatchObject({
      orderId: order._id,
      trackingId: order.trackingId,
      reason: "Damaged or defective: seam torn",
      lineIds: [order.items[1]._id],
      refundTo: { accountName: "Aarav Kumar", accountNumber: "123456789012", ifsc: "HDFC0001234" },
    });
    expect(returnRequest(order, values, false)).not.toHaveProperty("refundTo");
    expect(reasonText(RETURN_REASONS, "small", "")).toBe("Too small");
  });

  it("a report of a problem with the piece asks which and what is wrong, and sends them as kind and reason", () => {
    const design = deliveredDesignOrder;
    const values = initialReturnValues(design);
    expect(values.lineIds).toEqual([design.items[0]._id]);
    expect(validateReturn(values, false, true)).toEqual({
      kind: detailMessages.chooseFault,
      words: detailMessages.describeFault,
    });
    const filled = { ...values, kind: "misprint" as const, words: "  Back print upside down " };
    expect(validateReturn(filled, false, true)).toEqual({});
    const body = returnRequest(design, filled, false, true);
    expect(body).toMatchObject({ kind: "misprint", reason: "Back print upside down" });
    expect(FAULT_KINDS.map((kind) => kind.label)).toEqual([
      "Misprint: the print is not the design I ordered",
      "Defect: the garment is damaged or faulty",
      "Wrong piece sent: not the product, size or colour I ordered",
      "Delivered late: it came after the expected delivery date",
    ]);
    // An ordinary return names no kind.
    expect(returnRequest(order, { ...filled, reason: "small" }, false)).not.toHaveProperty("kind");
  });

  it("offers Delivered late only for an order delivered after its expected date (India's date)", () => {
    const ids = (estimatedDelivery: string | undefined, deliveredAt: string) =>
      faultKindsFor({ estimatedDelivery, deliveredAt }).map((kind) => kind.id);
    // 27 Nov 20:00 India time.
    expect(ids("2026-11-26", "2026-11-27T14:30:00.000Z")).toEqual([
      "misprint",
      "defect",
      "wrong_item",
      "late",
    ]);
    expect(ids("2026-11-27", "2026-11-27T14:30:00.000Z")).toEqual(["misprint", "defect", "wrong_item"]);
    // 28 Nov 01:00 India time, still 27 Nov in UTC.
    expect(ids("2026-11-27", "2026-11-27T19:30:00.000Z")).toContain("late");
    expect(ids(undefined, "2026-11-27T19:30:00.000Z")).not.toContain("late");
  });
});
