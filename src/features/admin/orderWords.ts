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

/** The flag on the board's row over a return the shopper asked for a problem with the piece: "Misprint
 * reported". */
export const faultReportedBadge = (kind: ReturnKind) => `${RETURN_KIND_WORDS[kind]} reported`;

/** The same flag over the order's return: "Misprint reported by the shopper". */
export const faultReportedText = (kind: ReturnKind) => `${faultReportedBadge(kind)} by the shopper`;

/** The problem a shopper reported with a return staff have still to see through (asked for or accepted, not
 * yet picked up or refused): what the board's row flags. */
export function openFaultOf(order: Pick<Order, "return">): ReturnKind | undefined {
  const request = order.return;
  return request?.kind && (request.state === "requested" || request.state === "accepted")
    ? request.kind
    : undefined;
}

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
