import { describe, expect, it } from "vitest";
import { orderStates } from "../../mocks/fixtures";
import { reasonText, RETURN_REASONS } from "../../src/features/orders/reasons";
import {
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
});
