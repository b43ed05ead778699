// The words of an order's status, its payment and its refunds: one vocabulary for the shopper's screens, the
// staff board, the server's answers (`deliveryStatus`) and the mails, so no two of them can disagree.
//
// The payment's words read the refunds too: a paid order whose refund is on its way says "Refund
// initiated", not "Paid" (the payment status moves to refunded only once every rupee is back), so the
// shopper's card, their order page and the staff board say the same thing at the same moment.
import type { Order, OrderStatus, PaymentMode, PaymentStatus } from "../api/types";

type OrderRefund = NonNullable<Order["refunds"]>[number];

export const ORDER_STATUS_WORDS: Record<OrderStatus, string> = {
  pending: "Awaiting payment",
  processing: "Processing",
  confirmed: "Confirmed",
  shipped: "Shipped",
  out_for_delivery: "Out for delivery",
  delivered: "Delivered",
  cancelled: "Cancelled",
  return_requested: "Return requested",
  return_accepted: "Return accepted",
  returned: "Returned",
};

export const PAYMENT_MODE_WORDS: Record<PaymentMode, string> = {
  online: "Online payment",
  COD: "Cash on delivery",
};

/** Where the payment stands: its status, or for a paid order, where its refunds stand. */
export type PaymentStanding = PaymentStatus | "refund_initiated" | "partly_refunded" | "refund_failed";

export const PAYMENT_STANDING_WORDS: Record<PaymentStanding, string> = {
  paid: "Paid",
  pending: "Pending",
  failed: "Failed",
  cod: "Cash on delivery",
  refunded: "Refunded",
  refund_initiated: "Refund initiated",
  partly_refunded: "Partly refunded",
  refund_failed: "Refund failed",
};

export const REFUND_STATE_WORDS: Record<OrderRefund["state"], string> = {
  initiated: "Refund initiated",
  processed: "Refunded",
  failed: "Refund failed",
};

type ReturnKind = NonNullable<NonNullable<Order["return"]>["kind"]>;

/** A return for a problem with the piece, as the shopper chooses it, the board flags it and the timeline
 * notes it (docs/decisions/customiser-design.md#ordering-a-design). */
export const RETURN_KIND_WORDS: Record<ReturnKind, string> = {
  misprint: "Misprint",
  defect: "Defect",
  wrong_item: "Wrong piece sent",
  late: "Delivered late",
};

/** A status the vocabulary does not know yet (a newer server) reads as itself. */
const asWords = (status: string) => status.replace(/_/g, " ").replace(/^./, (c) => c.toUpperCase());

export const orderStatusWords = (status: OrderStatus): string =>
  ORDER_STATUS_WORDS[status] ?? asWords(status);

/** A refund of what the order kept: its return's, or its cancellation's. A cancellation refund of an order
 * that is not cancelled gives back a payment it never kept (one that succeeded after the shop gave up on it,
 * and was paid again or on delivery): the order's own payment is untouched. */
const ofKeptPayment = (order: Pick<Order, "status">, refund: OrderRefund) =>
  refund.reason === "return" || order.status === "cancelled";

/** Where the order's payment stands: a paid order's refunds of what it kept change its words. */
export function paymentStanding(order: Pick<Order, "status" | "paymentStatus" | "refunds">): PaymentStanding {
  if (order.paymentStatus !== "paid") return order.paymentStatus;
  const refunds = (order.refunds ?? []).filter((refund) => ofKeptPayment(order, refund));
  if (refunds.some((refund) => refund.state === "initiated")) return "refund_initiated";
  if (refunds.some((refund) => refund.state === "processed")) return "partly_refunded";
  if (refunds.some((refund) => refund.state === "failed")) return "refund_failed";
  return "paid";
}

export const paymentStandingWords = (standing: PaymentStanding): string =>
  PAYMENT_STANDING_WORDS[standing] ?? asWords(standing);
