// How an order's status and payment look: payment badges paid green, pending yellow, failed red, other
// grey; order badges delivered green, shipped blue, processing orange, cancelled red, other grey. The
// lifecycle's finer statuses take the colour of the filter group they belong to (confirmed is still being
// processed, out for delivery is still shipped). The words are the shop's one vocabulary (lib/orderWords,
// which the server's answers and mails use too); the colours are this screen's. One mapping for the
// shopper's screens and the staff board.
import type { Order, OrderStatus } from "../../api/types";
import type { BadgeTone } from "../../design/tokens";
import {
  type PaymentStanding,
  orderStatusWords,
  paymentStanding,
  paymentStandingWords,
} from "../../lib/orderWords";

export interface StatusLook {
  /** The words a shopper reads (never the raw enum). */
  label: string;
  tone: BadgeTone;
}

const ORDER_STATUS_TONE: Record<OrderStatus, BadgeTone> = {
  pending: "neutral",
  processing: "progress",
  confirmed: "progress",
  shipped: "info",
  out_for_delivery: "info",
  delivered: "success",
  cancelled: "danger",
  return_requested: "neutral",
  return_accepted: "neutral",
  returned: "neutral",
};

const PAYMENT_TONE: Record<PaymentStanding, BadgeTone> = {
  paid: "success",
  pending: "warning",
  failed: "danger",
  cod: "neutral",
  refunded: "neutral",
  refund_initiated: "progress",
  partly_refunded: "neutral",
  refund_failed: "danger",
};

/** A status the contract does not know yet (a newer server) reads as itself, in grey. */
export const orderStatusLook = (status: OrderStatus): StatusLook => ({
  label: orderStatusWords(status),
  tone: ORDER_STATUS_TONE[status] ?? "neutral",
});

export const paymentStandingLook = (standing: PaymentStanding): StatusLook => ({
  label: paymentStandingWords(standing),
  tone: PAYMENT_TONE[standing] ?? "neutral",
});

/** Where the order's payment stands, with its refunds (a paid order refunding reads "Refund initiated"). */
export const paymentLook = (order: Pick<Order, "status" | "paymentStatus" | "refunds">): StatusLook =>
  paymentStandingLook(paymentStanding(order));
