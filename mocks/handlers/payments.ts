// Contract tag "payments": an online checkout (and a retried payment) answers the gateway's page for the
// shopper's order awaiting payment; the status call answers it paid. The other outcomes of the gateway are
// variants (failed, still pending, expired); amounts, stock and the gateway's word are the server's business.
import type { Order, OrderStatus, PaymentStatus } from "../fixtures";
import { orders } from "../fixtures";
import { fail, http, inputOf } from "./http";
import { ownOrder } from "./orders";
import { quoteConflictBody } from "./quoteConflict";
import { requireUser } from "./store";
import { defineVariants } from "./variants";

export const MOCK_TRANSACTION_ID = "TX0000000001";

/** The shopper's order that waits for its payment (the newest online one), which a payment is for. */
function awaitingPayment(): Order {
  const { email } = requireUser();
  const own = orders.filter((o) => o.email === email).sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return own.find((o) => o.paymentMode === "online") ?? own[0] ?? fail(404, "Order not found");
}

/** The gateway's page for an order: in the mocks, the shop's own status page, as after paying. */
function paymentStarted(orderId: string) {
  return {
    success: true as const,
    message: "Payment initiated",
    data: {
      redirectUrl: `/status/${MOCK_TRANSACTION_ID}/${orderId}`,
      orderId,
      transactionId: MOCK_TRANSACTION_ID,
    },
  };
}

function statusAnswer(paymentStatus: PaymentStatus, status: OrderStatus, message: string) {
  return http.post("/order/status", ({ request, response }) => {
    requireUser();
    const { transactionId, orderId } = inputOf(request, "confirmPaymentStatus").body;
    return response(200).json({
      success: true,
      message,
      data: { orderId, transactionId, paymentStatus, status },
    });
  });
}

/** The server's refusal of a place-order call it cannot serve (422, with the reason). */
export const PAYMENT_REFUSED_MESSAGE = "Delivery is not available to the entered pincode.";
/** Retrying the payment of an order that needs none (409). */
export const RETRY_REFUSED_MESSAGE = "This order is already paid.";

const defaults = [
  http.post("/order/payment", ({ response }) => response(201).json(paymentStarted(awaitingPayment()._id))),
  http.post("/order/{id}/retry-payment", ({ params, response }) =>
    response(201).json(paymentStarted(ownOrder(params.id)._id)),
  ),
  statusAnswer("paid", "processing", "Payment successful"),
  // The gateway's call, not the storefront's: answered so the contract's every operation has a mock.
  http.post("/payments/phonepe/webhook", ({ response }) =>
    response(200).json({ success: true, message: "Received" }),
  ),
];

export const paymentHandlers = defineVariants(defaults, {
  /** The gateway reports the payment failed or cancelled: the order stays pending, awaiting a new payment. */
  paymentFailed: [statusAnswer("failed", "pending", "Payment failed")],
  /** The gateway still says pending (every time). */
  paymentPending: [statusAnswer("pending", "pending", "Payment pending")],
  /** The order was cancelled before its payment completed (the shopper placed the bag again, which replaced
   * it, or cancelled it): the payment failed with it. */
  orderCancelled: [statusAnswer("failed", "cancelled", "Payment failed")],
  /** Placing the order is refused (422, with the reason). */
  paymentRefused: [http.post("/order/payment", () => fail(422, PAYMENT_REFUSED_MESSAGE))],
  /** Stock or prices changed since the quote: 409 with the fresh quote, nothing placed. */
  quoteChanged: [http.post("/order/payment", ({ response }) => response(409).json(quoteConflictBody()))],
  /** The order cannot be paid again (409). */
  retryRefused: [http.post("/order/{id}/retry-payment", () => fail(409, RETRY_REFUSED_MESSAGE))],
});
