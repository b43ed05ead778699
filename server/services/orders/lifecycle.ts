// THE order state machine: which order statuses and payment statuses may follow which, and, per action
// (the shopper's cancel and return request, every staff action), whether the order's state allows it now
// and, when not, the sentence that says why (answered as 409). What a screen offers (the shopper's
// `actions`, staff's `staffActions`) is computed here too, from the same rules, so nothing is offered that
// the server would refuse. The transactions that carry the moves out are in transitions.ts.
import type { Kysely, Updateable } from "kysely";
import type { components } from "../../../src/api/schema";
import { brand } from "../../../src/lib/brand";
import { deliveredLate } from "../../../src/lib/deliveryDate";
import { designOrderWords } from "../../../src/lib/design/designOrderWords";
import type { Database, OrdersTable, ReturnKindValue } from "../../db/schema";
import { changes } from "../cacheVersions/transaction";
import { productScope } from "../cacheVersions/scopes";
import type { OrderRow } from "./view";

export type OrderStatus = OrderRow["status"];
export type PaymentStatus = OrderRow["payment_status"];
export type StaffActionName = components["schemas"]["StaffOrderActionName"];
export type LifecycleAction = StaffActionName | "request_return";
export type ReturnState = "requested" | "accepted" | "refused" | "picked_up";

/** Order statuses and the ones each may become (contract: OrderStatus). */
export const ORDER_MOVES: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: ["processing", "cancelled"],
  processing: ["confirmed", "cancelled"],
  confirmed: ["shipped", "cancelled"],
  shipped: ["out_for_delivery", "delivered"],
  out_for_delivery: ["delivered"],
  delivered: ["return_requested"],
  // A refused return puts the order back where it was: delivered.
  return_requested: ["return_accepted", "delivered"],
  return_accepted: ["returned"],
  returned: [],
  cancelled: [],
};

/** Payment statuses and the ones each may become: a retry makes a failed payment pending again; moving to
 * cash on delivery makes it cod; cash collected at delivery makes it paid; every rupee back, refunded. */
export const PAYMENT_MOVES: Record<PaymentStatus, readonly PaymentStatus[]> = {
  pending: ["paid", "failed", "cod"],
  failed: ["pending", "cod"],
  cod: ["paid"],
  paid: ["refunded"],
  refunded: [],
};

/** Throws when the move is not in the table: a programming error (the action's rule let it through). */
export function assertOrderMove(from: OrderStatus, to: OrderStatus): void {
  if (!ORDER_MOVES[from].includes(to)) throw new Error(`Order status ${from} cannot become ${to}`);
}

export function assertPaymentMove(from: PaymentStatus, to: PaymentStatus): void {
  if (!PAYMENT_MOVES[from].includes(to)) throw new Error(`Payment status ${from} cannot become ${to}`);
}

/** Writes the order's new status (and the columns that go with it), refusing a move the table lacks. The
 * caller holds the order's row lock (lockOrder) and read `order` under it. */
export async function moveOrderStatus(
  trx: Kysely<Database>,
  order: Pick<OrderRow, "id" | "status">,
  to: OrderStatus,
  now: Date,
  columns: Updateable<OrdersTable> = {},
): Promise<void> {
  assertOrderMove(order.status, to);
  await trx
    .updateTable("orders")
    .set({ ...columns, status: to, updated_at: now })
    .where("id", "=", order.id)
    .execute();
  // A delivered order makes its shopper's reviews of its products "Verified buyer" (verifiedBuyer.ts):
  // those products' answers change when an order becomes or stops being delivered.
  if (order.status === "delivered" || to === "delivered") {
    const lines = await trx
      .selectFrom("order_lines")
      .select("product_id")
      .distinct()
      .where("order_id", "=", order.id)
      .execute();
    changes(trx, ...lines.map((line) => productScope(line.product_id)));
  }
}

/** Writes the order's new payment status, refusing a move the table lacks (the caller holds the lock). */
export async function movePaymentStatus(
  trx: Kysely<Database>,
  order: Pick<OrderRow, "id" | "payment_status">,
  to: PaymentStatus,
  now: Date,
): Promise<void> {
  assertPaymentMove(order.payment_status, to);
  await trx
    .updateTable("orders")
    .set({ payment_status: to, updated_at: now })
    .where("id", "=", order.id)
    .execute();
}

/** What the rules read about an order: its row, its return request, whether a COD refund waits to be
 * paid by hand, and for an online order awaiting payment whether cash on delivery is offered for it
 * (codBill.ts; absent for the other orders). A shopper's return request adds the fault it names, if any. */
export interface OrderFacts {
  order: Pick<
    OrderRow,
    | "status"
    | "payment_status"
    | "payment_mode"
    | "order_type"
    | "delivered_at"
    | "design_review"
    | "estimated_delivery"
  >;
  returnState: ReturnState | null;
  /** The problem with the piece the return request being asked names (request_return only). */
  returnKind?: ReturnKindValue | null;
  manualRefundWaiting: boolean;
  codOffer?: { available: boolean; reason?: string };
  now: Date;
}

export const lifecycleMessages = {
  shippedNoCancel:
    "This order has shipped and can no longer be cancelled. You can refuse the parcel at delivery.",
  deliveredNoCancel: `This order was delivered and can no longer be cancelled. You can return it within ${brand.returnDays} days of delivery.`,
  alreadyCancelled: "This order is already cancelled.",
  returnedNoCancel: "This order was returned and can no longer be cancelled.",
  awaitingPayment: "This order is waiting for its payment and cannot be confirmed yet.",
  alreadyConfirmed: "This order is already confirmed.",
  cancelledOrder: "This order is cancelled.",
  onlyConfirmedShips: "Only a confirmed order can be shipped.",
  onlyShippedOut: "Only a shipped order can go out for delivery.",
  onlyShippedDelivered: "Only a shipped order can be marked delivered.",
  customised: designOrderWords.returnPolicy,
  returnTwice: "A return was already requested for this order.",
  returnRefused: "The return of this order was refused, so it cannot be returned again.",
  notDelivered: "Only a delivered order can be returned.",
  windowClosed: `The ${brand.returnDays}-day return window for this order has closed.`,
  notLate: "This order was delivered by its expected delivery date, so it was not late.",
  noReturnToAccept: "Only a requested return can be accepted.",
  noReturnToRefuse: "Only a requested return can be refused.",
  noReturnToPickUp: "Only an accepted return can be picked up.",
  noManualRefund: "No refund is waiting to be paid for this order.",
} as const;

/** What the shopper reads where an action of theirs already happened: it confirms, it does not refuse. */
export const shopperStateMessages = {
  cancelled: "This order is cancelled.",
  returnRequested: "Your return is requested. We will arrange the pickup.",
  returnAccepted: "Your return is accepted. Our courier partner will pick it up.",
  returnPickedUp: "Your return was picked up.",
} as const;

const RETURN_STATE_WORDS: Record<ReturnState, string> = {
  requested: shopperStateMessages.returnRequested,
  accepted: shopperStateMessages.returnAccepted,
  refused: lifecycleMessages.returnRefused,
  picked_up: shopperStateMessages.returnPickedUp,
};

const SHIPPED: readonly OrderStatus[] = ["shipped", "out_for_delivery"];
const AFTER_DELIVERY: readonly OrderStatus[] = ["delivered", "return_requested", "return_accepted"];

const DAY_MS = 86_400_000;

/** The end of the return window: `brand.returnDays` days after delivery. */
export function returnUntil(deliveredAt: Date | string | null): Date | null {
  return deliveredAt ? new Date(new Date(deliveredAt).getTime() + brand.returnDays * DAY_MS) : null;
}

function cancelRefusal({ order }: OrderFacts): string | null {
  if (ORDER_MOVES[order.status].includes("cancelled")) return null;
  if (order.status === "cancelled") return lifecycleMessages.alreadyCancelled;
  if (SHIPPED.includes(order.status)) return lifecycleMessages.shippedNoCancel;
  if (AFTER_DELIVERY.includes(order.status)) return lifecycleMessages.deliveredNoCancel;
  return lifecycleMessages.returnedNoCancel;
}

function confirmRefusal({ order }: OrderFacts): string | null {
  if (order.status === "processing" && order.design_review === "pending") {
    return designOrderWords.reviewPending;
  }
  if (order.status === "processing") return null;
  if (order.status === "pending") return lifecycleMessages.awaitingPayment;
  if (order.status === "cancelled") return lifecycleMessages.cancelledOrder;
  return lifecycleMessages.alreadyConfirmed;
}

/** A return: delivered, within the window, once. A customised order only for a problem with the piece the
 * request names (a misprint, a defect, the wrong piece, a late delivery: Consumer Protection (E-Commerce)
 * Rules 2020), as docs/decisions/customiser-design.md#ordering-a-design says. A late delivery only when it
 * was delivered after the expected date the order showed (`deliveredLate`, the form's rule too). */
function returnRefusal({ order, returnState, returnKind, now }: OrderFacts): string | null {
  if (order.order_type !== "normal" && !returnKind) return lifecycleMessages.customised;
  if (returnState === "refused") return lifecycleMessages.returnRefused;
  if (returnState) return lifecycleMessages.returnTwice;
  if (order.status !== "delivered") return lifecycleMessages.notDelivered;
  const until = returnUntil(order.delivered_at);
  if (!until || now.getTime() > until.getTime()) return lifecycleMessages.windowClosed;
  if (returnKind === "late" && !deliveredLate(order.estimated_delivery, order.delivered_at)) {
    return lifecycleMessages.notLate;
  }
  return null;
}

/** A customised order's design with the shopper's own pictures is reviewed once the order is bought
 * (processing), before staff confirm it: approved, or refused (which cancels and refunds the order). */
function designReviewRefusal({ order }: OrderFacts): string | null {
  if (order.status === "cancelled") return lifecycleMessages.cancelledOrder;
  if (order.status === "processing" && order.design_review === "pending") return null;
  return designOrderWords.noReviewWaiting;
}

const RULES: Record<LifecycleAction, (facts: OrderFacts) => string | null> = {
  confirm: confirmRefusal,
  ship: ({ order }) => (order.status === "confirmed" ? null : lifecycleMessages.onlyConfirmedShips),
  out_for_delivery: ({ order }) => (order.status === "shipped" ? null : lifecycleMessages.onlyShippedOut),
  deliver: ({ order }) => (SHIPPED.includes(order.status) ? null : lifecycleMessages.onlyShippedDelivered),
  cancel: cancelRefusal,
  request_return: returnRefusal,
  accept_return: ({ order }) =>
    order.status === "return_requested" ? null : lifecycleMessages.noReturnToAccept,
  refuse_return: ({ order }) =>
    order.status === "return_requested" ? null : lifecycleMessages.noReturnToRefuse,
  return_picked_up: ({ order }) =>
    order.status === "return_accepted" ? null : lifecycleMessages.noReturnToPickUp,
  cod_refund_paid: ({ manualRefundWaiting }) =>
    manualRefundWaiting ? null : lifecycleMessages.noManualRefund,
  approve_design: designReviewRefusal,
  refuse_design: designReviewRefusal,
};

/** Why the order's state does not allow the action now, or null when it does. */
export function refusalOf(action: LifecycleAction, facts: OrderFacts): string | null {
  return RULES[action](facts);
}

export const STAFF_ACTIONS: readonly StaffActionName[] = [
  "confirm",
  "ship",
  "out_for_delivery",
  "deliver",
  "cancel",
  "accept_return",
  "refuse_return",
  "return_picked_up",
  "cod_refund_paid",
  "approve_design",
  "refuse_design",
];

/** The staff actions the order's state allows now (the board offers exactly these). */
export function staffActionsOf(facts: OrderFacts): StaffActionName[] {
  return STAFF_ACTIONS.filter((action) => refusalOf(action, facts) === null);
}

export type OrderActions = components["schemas"]["OrderActions"];

/**
 * Whether the shopper's action already holds, so asking again (a second press, another tab) answers the
 * order as it is instead of refusing: a cancel of a cancelled order, a return request while the return is
 * requested, accepted or picked up.
 */
export function alreadyDone(action: LifecycleAction, facts: OrderFacts): boolean {
  if (action === "cancel") return facts.order.status === "cancelled";
  if (action === "request_return") return facts.returnState !== null && facts.returnState !== "refused";
  return false;
}

/** An online order awaiting its payment (pending, failed or expired). */
const awaitsPayment = ({ order }: OrderFacts) =>
  order.status === "pending" && order.payment_mode === "online" && order.payment_status !== "paid";

/** Why the shopper cannot cancel, in words that confirm what already happened (none once a return
 * speaks for the order). */
function cancelNote(facts: OrderFacts): string | null {
  const { status } = facts.order;
  if (status === "cancelled") return shopperStateMessages.cancelled;
  if (facts.returnState) return null;
  return refusalOf("cancel", facts);
}

/** Whether a problem with a customised order's piece may be reported now (the only return it allows). */
const canReportFault = (facts: OrderFacts) =>
  refusalOf("request_return", { ...facts, returnKind: "misprint" }) === null;

/** Why the shopper cannot return: where their return stands, or why not yet (nothing to say before
 * the order is even paid, or once it is cancelled). A customised order says its policy, or, once the
 * window has closed, that even a problem with the piece can no longer be reported. */
function returnNote(facts: OrderFacts): string | null {
  if (facts.returnState) return RETURN_STATE_WORDS[facts.returnState];
  if (facts.order.status === "pending" || facts.order.status === "cancelled") return null;
  const refusal = refusalOf("request_return", facts);
  if (refusal !== lifecycleMessages.customised) return refusal;
  const fault = refusalOf("request_return", { ...facts, returnKind: "misprint" });
  return fault === lifecycleMessages.windowClosed ? fault : refusal;
}

/** What the shopper may do now, and why not (the order's card and page show exactly this). */
export function shopperActionsOf(facts: OrderFacts): OrderActions {
  const canCancel = refusalOf("cancel", facts) === null;
  const canReturn = refusalOf("request_return", facts) === null;
  const cancelBlocked = canCancel ? null : cancelNote(facts);
  const returnBlocked = canReturn ? null : returnNote(facts);
  const until = returnUntil(facts.order.delivered_at);
  const payable = awaitsPayment(facts);
  const cod = payable ? facts.codOffer : undefined;
  return {
    canCancel,
    ...(cancelBlocked ? { cancelBlockedReason: cancelBlocked } : {}),
    canRetryPayment: payable,
    canPayOnDelivery: cod?.available ?? false,
    ...(cod && !cod.available && cod.reason ? { payOnDeliveryBlockedReason: cod.reason } : {}),
    canReturn,
    ...(returnBlocked ? { returnBlockedReason: returnBlocked } : {}),
    ...(until ? { returnUntil: until.toISOString() } : {}),
    ...(facts.order.order_type === "normal" ? {} : { canReportFault: canReportFault(facts) }),
    refundNeedsDetails: facts.order.payment_mode === "COD",
  };
}
