// How the confirmation screen heads an order.
import type { Order } from "./checkoutTypes";

/** The confirmation's heading: placed (paid or COD), waiting for its payment, or cancelled. */
export function confirmationTitle(order: Pick<Order, "paymentStatus" | "status">): string {
  if (order.status === "cancelled") return "This order was cancelled";
  if (order.paymentStatus === "pending" || order.paymentStatus === "failed") {
    return "Your order is waiting for its payment";
  }
  return "Thank you! Your order is placed";
}
