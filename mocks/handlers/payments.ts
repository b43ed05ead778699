// Contract tag "payments": online checkout creates a pending order and a sandbox payment page; the
// status call marks it paid (variant `paymentFailed`: failed and cancelled).
import type { PaymentStatus } from "../fixtures";
import { placeOrder } from "./checkout";
import { fail, http, inputOf } from "./http";
import { db, requireUser } from "./state";
import { defineVariants, type HandlerVariants } from "./variants";

function confirm(outcome: Extract<PaymentStatus, "paid" | "failed">) {
  return http.post("/order/status", ({ request, cookies, response }) => {
    const user = requireUser(cookies);
    const { transactionId, orderId } = inputOf(request, "confirmPaymentStatus").body;
    const stored = db.orders.find((o) => o.order._id === orderId) ?? fail(404, "Order not found");
    if (stored.userId !== user._id) fail(403, "You are not allowed to do this");
    if (stored.transactionId !== undefined && stored.transactionId !== transactionId) {
      fail(400, "transactionId does not belong to this order");
    }
    if (stored.order.paymentStatus === "pending") {
      stored.order.paymentStatus = outcome;
      stored.order.status = outcome === "paid" ? "processing" : "cancelled";
      stored.order.deliveryStatus = outcome === "paid" ? "Order placed" : "Payment failed";
    }
    const paid = stored.order.paymentStatus === "paid";
    return response(200).json({
      success: true,
      message: paid ? "Payment successful" : "Payment failed",
      data: {
        orderId,
        transactionId,
        paymentStatus: stored.order.paymentStatus,
        status: stored.order.status,
      },
    });
  });
}

let txSeq = 0;

const defaults = [
  http.post("/order/payment", ({ request, cookies, response }) => {
    const user = requireUser(cookies);
    const stored = placeOrder(inputOf(request, "initiatePayment").body, user, {
      paymentMode: "online",
      paymentStatus: "pending",
      status: "pending",
      deliveryStatus: "Awaiting payment",
    });
    txSeq += 1;
    const transactionId = `TX${String(txSeq).padStart(10, "0")}`;
    stored.transactionId = transactionId;
    return response(201).json({
      success: true,
      message: "Payment initiated",
      data: {
        redirectUrl: `/status/${transactionId}/${stored.order._id}`,
        orderId: stored.order._id,
        transactionId,
      },
    });
  }),
  confirm("paid"),
];

export const paymentHandlers: HandlerVariants = defineVariants(defaults, {
  /** The gateway reports the payment failed: the order is cancelled. */
  paymentFailed: [confirm("failed")],
});
