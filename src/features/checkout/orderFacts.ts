// How the confirmation screen words an order's payment.
import type { Order } from "./checkoutTypes";

const PAYMENT_MODE_TEXT: Record<Order["paymentMode"], string> = {
  online: "Online payment",
  COD: "Cash on Delivery",
};

const PAYMENT_STATUS_TEXT: Record<Order["paymentStatus"], string> = {
  paid: "Paid",
  pending: "Awaiting payment",
  failed: "Payment failed",
  cod: "Pay when it is delivered",
  refunded: "Refunded",
};

export const paymentText = (order: Pick<Order, "paymentMode" | "paymentStatus">) =>
  `${PAYMENT_MODE_TEXT[order.paymentMode]} · ${PAYMENT_STATUS_TEXT[order.paymentStatus]}`;

/** The confirmation's heading: placed (paid or COD), waiting for its payment, or cancelled. */
export function confirmationTitle(order: Pick<Order, "paymentStatus" | "status">): string {
  if (order.status === "cancelled") return "This order was cancelled";
  if (order.paymentStatus === "pending" || order.paymentStatus === "failed") {
    return "Your order is waiting for its payment";
  }
  return "Thank you! Your order is placed";
}
