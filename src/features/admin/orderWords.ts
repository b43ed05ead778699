// How the board words the parts of an order that are codes in the contract: timeline events, the return's
// state, a refund's method and state, the payment mode.
import type { Order } from "../../api/types";

type EventKind = NonNullable<Order["timeline"]>[number]["kind"];
type Refund = NonNullable<Order["refunds"]>[number];
type ReturnState = NonNullable<Order["return"]>["state"];

export const EVENT_TEXT: Record<EventKind, string> = {
  placed: "Placed",
  payment_pending: "Waiting for the online payment",
  payment_failed: "Payment failed",
  paid: "Paid online",
  confirmed: "Confirmed",
  shipped: "Shipped",
  out_for_delivery: "Out for delivery",
  delivered: "Delivered",
  cancelled: "Cancelled",
  return_requested: "Return requested",
  return_accepted: "Return accepted",
  return_refused: "Return refused",
  return_picked_up: "Return picked up",
  refund_initiated: "Refund started",
  refunded: "Refunded",
  refund_failed: "Refund failed",
};

export const RETURN_STATE_TEXT: Record<ReturnState, string> = {
  requested: "Requested",
  accepted: "Accepted",
  refused: "Refused",
  picked_up: "Picked up",
};

export const REFUND_METHOD_TEXT: Record<Refund["method"], string> = {
  original_payment: "To the original payment",
  upi: "By UPI",
  bank_transfer: "By bank transfer",
};

export const REFUND_STATE_TEXT: Record<Refund["state"], string> = {
  initiated: "Initiated",
  processed: "Processed",
  failed: "Failed",
};

export const REFUND_REASON_TEXT: Record<Refund["reason"], string> = {
  cancellation: "Cancellation",
  return: "Return",
};

export const PAYMENT_MODE_TEXT: Record<Order["paymentMode"], string> = {
  online: "Online",
  COD: "Cash on delivery",
};

/** How many pieces an order holds (a line of 2 is 2 pieces). */
export const pieceCount = (order: Pick<Order, "items">) =>
  order.items.reduce((sum, item) => sum + item.quantity, 0);

export const piecesText = (count: number) => `${count} ${count === 1 ? "item" : "items"}`;
