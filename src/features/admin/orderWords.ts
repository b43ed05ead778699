// How the board words the parts of an order that are codes in the contract: the return's state, a refund's
// method and reason. Timeline events use the shopper's words (the orders feature's); statuses, payment
// modes and refund states the shop's one vocabulary (lib/orderWords).
import type { Order } from "../../api/types";
import { RETURN_KIND_WORDS } from "../../lib/orderWords";

type Refund = NonNullable<Order["refunds"]>[number];
type ReturnState = NonNullable<Order["return"]>["state"];
type ReturnKind = NonNullable<NonNullable<Order["return"]>["kind"]>;

export const RETURN_STATE_TEXT: Record<ReturnState, string> = {
  requested: "Requested",
  accepted: "Accepted",
  refused: "Refused",
  picked_up: "Picked up",
};

/** The flag over a return the shopper asked for a problem with the piece: "Misprint reported by the shopper". */
export const faultReportedText = (kind: ReturnKind) => `${RETURN_KIND_WORDS[kind]} reported by the shopper`;

export const REFUND_METHOD_TEXT: Record<Refund["method"], string> = {
  original_payment: "To the original payment",
  upi: "By UPI",
  bank_transfer: "By bank transfer",
};

export const REFUND_REASON_TEXT: Record<Refund["reason"], string> = {
  cancellation: "Cancellation",
  return: "Return",
};

/** How many pieces an order holds (a line of 2 is 2 pieces). */
export const pieceCount = (order: Pick<Order, "items">) =>
  order.items.reduce((sum, item) => sum + item.quantity, 0);

export const piecesText = (count: number) => `${count} ${count === 1 ? "item" : "items"}`;
