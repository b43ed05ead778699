// Contract tag "payments": an online checkout answers the gateway's page for the shopper's newest fixture
// order; the status call answers it paid (variant `paymentFailed`: failed and cancelled). Amounts, stock
// and the gateway's word are the server's business.
import type { OrderStatus, PaymentStatus } from "../fixtures";
import { orders } from "../fixtures";
import { http, inputOf } from "./http";
import { requireUser } from "./store";
import { defineVariants } from "./variants";

const MOCK_TRANSACTION_ID = "TX0000000001";

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

const defaults = [
  http.post("/order/payment", ({ response }) => {
    const { email } = requireUser();
    const orderId = (orders.find((o) => o.email === email) ?? orders[0])._id;
    return response(201).json({
      success: true,
      message: "Payment initiated",
      data: {
        redirectUrl: `/status/${MOCK_TRANSACTION_ID}/${orderId}`,
        orderId,
        transactionId: MOCK_TRANSACTION_ID,
      },
    });
  }),
  statusAnswer("paid", "processing", "Payment successful"),
];

export const paymentHandlers = defineVariants(defaults, {
  /** The gateway reports the payment failed: the order is cancelled. */
  paymentFailed: [statusAnswer("failed", "cancelled", "Payment failed")],
});
