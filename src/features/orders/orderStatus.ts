// How an order's status and payment status read and look (commerce spec "Orders list": payment badges
// paid green, pending yellow, failed red, other grey; order badges delivered green, shipped blue,
// processing orange, cancelled red, other grey). The lifecycle's finer statuses take the colour of the
// filter group they belong to (confirmed is still being processed, out for delivery is still shipped).
// One mapping for the shopper's screens and the staff board.
import type { OrderStatus, PaymentStatus } from "../../api/types";
import type { BadgeTone } from "../../design/tokens";

export interface StatusLook {
  /** The words a shopper reads (never the raw enum). */
  label: string;
  tone: BadgeTone;
}

export const ORDER_STATUS_LOOK: Record<OrderStatus, StatusLook> = {
  pending: { label: "Awaiting payment", tone: "neutral" },
  processing: { label: "Processing", tone: "progress" },
  confirmed: { label: "Confirmed", tone: "progress" },
  shipped: { label: "Shipped", tone: "info" },
  out_for_delivery: { label: "Out for delivery", tone: "info" },
  delivered: { label: "Delivered", tone: "success" },
  cancelled: { label: "Cancelled", tone: "danger" },
  return_requested: { label: "Return requested", tone: "neutral" },
  return_accepted: { label: "Return accepted", tone: "neutral" },
  returned: { label: "Returned", tone: "neutral" },
};

export const PAYMENT_STATUS_LOOK: Record<PaymentStatus, StatusLook> = {
  paid: { label: "Paid", tone: "success" },
  pending: { label: "Pending", tone: "warning" },
  failed: { label: "Failed", tone: "danger" },
  cod: { label: "Cash on delivery", tone: "neutral" },
  refunded: { label: "Refunded", tone: "neutral" },
};

/** A status the contract does not know yet (a newer server) reads as itself, in grey. */
const unknownLook = (status: string): StatusLook => ({
  label: status.replace(/_/g, " ").replace(/^./, (c) => c.toUpperCase()),
  tone: "neutral",
});

export const orderStatusLook = (status: OrderStatus): StatusLook =>
  ORDER_STATUS_LOOK[status] ?? unknownLook(status);

export const paymentStatusLook = (status: PaymentStatus): StatusLook =>
  PAYMENT_STATUS_LOOK[status] ?? unknownLook(status);
