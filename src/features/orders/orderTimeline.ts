// An order's status timeline (order detail): what happened, in words with its date, then the
// steps still ahead on the path the order is on: placed → confirmed → shipped → out for delivery →
// delivered; or, cancelled with a refund, → refunded; or return requested → return picked up → refunded.
// Pure: the screen draws it, the unit tests read it.
import { ORDER_STATUS_WORDS } from "../../lib/orderWords";
import type { Order, OrderEventKind, OrderStatus } from "./orderTypes";

export const EVENT_WORDS: Record<OrderEventKind, string> = {
  placed: "Order placed",
  payment_pending: "Waiting for payment",
  payment_failed: "Payment failed",
  paid: "Payment received",
  confirmed: "Order confirmed",
  // A move to a status reads as the status does everywhere else (src/lib/orderWords.ts).
  shipped: ORDER_STATUS_WORDS.shipped,
  out_for_delivery: ORDER_STATUS_WORDS.out_for_delivery,
  delivered: ORDER_STATUS_WORDS.delivered,
  cancelled: ORDER_STATUS_WORDS.cancelled,
  return_requested: ORDER_STATUS_WORDS.return_requested,
  return_accepted: ORDER_STATUS_WORDS.return_accepted,
  return_refused: "Return refused",
  return_picked_up: "Return picked up",
  refund_initiated: "Refund initiated",
  refunded: "Refunded",
  refund_failed: "Refund failed",
};

export interface TimelineEntry {
  kind: OrderEventKind;
  label: string;
  /** When it happened (ISO date-time); none for a step still ahead. */
  at?: string;
  note?: string;
}

export interface Timeline {
  done: TimelineEntry[];
  upcoming: TimelineEntry[];
}

const DELIVERY_PATH: OrderEventKind[] = ["placed", "confirmed", "shipped", "out_for_delivery", "delivered"];
const RETURN_PATH: OrderEventKind[] = ["return_requested", "return_picked_up", "refunded"];

/** Where each status stands on its path (the step reached). */
const REACHED: Partial<Record<OrderStatus, OrderEventKind>> = {
  pending: "placed",
  processing: "placed",
  confirmed: "confirmed",
  shipped: "shipped",
  out_for_delivery: "out_for_delivery",
  delivered: "delivered",
  return_requested: "return_requested",
  return_accepted: "return_requested",
  returned: "return_picked_up",
};

const stepsAfter = (path: OrderEventKind[], reached: OrderEventKind) => path.slice(path.indexOf(reached) + 1);

/** What is still ahead for the order, by its status (and, once cancelled, a refund on its way). */
function upcomingKinds(order: Order, happened: Set<OrderEventKind>): OrderEventKind[] {
  const reached = REACHED[order.status];
  if (order.status === "cancelled") {
    const refundOnItsWay = (order.refunds ?? []).some((r) => r.state === "initiated");
    return refundOnItsWay ? ["refunded"] : [];
  }
  if (!reached) return [];
  const path = DELIVERY_PATH.includes(reached) ? DELIVERY_PATH : RETURN_PATH;
  return stepsAfter(path, reached).filter((kind) => !happened.has(kind));
}

/** The shipped step names its courier and tracking number (from the shipment, when the server sent it). */
function noteOf(order: Order, kind: OrderEventKind, note: string | undefined): string | undefined {
  if (kind === "shipped" && order.shipment) {
    return `${order.shipment.courier} · Tracking number ${order.shipment.trackingNumber}`;
  }
  return note;
}

export function orderTimeline(order: Order): Timeline {
  const events = order.timeline?.length ? order.timeline : [{ kind: "placed" as const, at: order.createdAt }];
  const done = events.map(({ kind, at, note }) => ({
    kind,
    label: EVENT_WORDS[kind] ?? kind,
    at,
    note: noteOf(order, kind, note),
  }));
  const happened = new Set(events.map((e) => e.kind));
  const upcoming = upcomingKinds(order, happened).map((kind) => ({ kind, label: EVENT_WORDS[kind] }));
  return { done, upcoming };
}
