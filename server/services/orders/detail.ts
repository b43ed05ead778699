// One order as the order screens show it: the row's view plus its timeline, return request, refunds, GST
// documents, and what may be done with it now (the shopper's `actions`; for staff, `customer` and
// `staffActions`), computed by the state machine from the same facts it checks when acting.
import type { Kysely, Selectable } from "kysely";
import type { components } from "../../../src/api/schema";
import type { Database, OrderReturnsTable } from "../../db/schema";
import { orderDocuments } from "../invoices";
import type { OrderDeps } from "./deps";
import { type OrderFacts, shopperActionsOf, staffActionsOf } from "./lifecycle";
import { orderRefunds } from "./refunds";
import { orderTimeline } from "./timeline";
import { type Order, type OrderRow, orderView } from "./view";

type Db = Kysely<Database>;
type ReturnRow = Selectable<OrderReturnsTable>;
type OrderReturn = components["schemas"]["OrderReturn"];

const iso = (value: Date | string) => new Date(value).toISOString();

export const returnRow = (db: Db, orderId: string) =>
  db.selectFrom("order_returns").selectAll().where("order_id", "=", orderId).executeTakeFirst();

/** Whether a COD refund (UPI or bank transfer) is waiting for staff to pay it. */
async function manualRefundWaiting(db: Db, orderId: string): Promise<boolean> {
  const row = await db
    .selectFrom("order_refunds")
    .select("refund_id")
    .where("order_id", "=", orderId)
    .where("state", "=", "initiated")
    .where("method", "in", ["upi", "bank_transfer"])
    .executeTakeFirst();
  return row !== undefined;
}

/** What the state machine's rules read about the order. */
export async function orderFacts(db: Db, order: OrderRow, now: Date): Promise<OrderFacts> {
  const [request, waiting] = await Promise.all([returnRow(db, order.id), manualRefundWaiting(db, order.id)]);
  return { order, returnState: request?.state ?? null, manualRefundWaiting: waiting, now };
}

/** 'UPI ar…@okicici' or 'Bank account ••••6789 (HDFC0001234)': enough to recognise, not to copy. */
export function maskedRefundTo(
  row: Pick<ReturnRow, "refund_upi" | "refund_account_number" | "refund_ifsc">,
): string | undefined {
  if (row.refund_upi) {
    const [name, handle] = row.refund_upi.split("@");
    return `UPI ${name.slice(0, 2)}…@${handle}`;
  }
  if (row.refund_account_number) {
    return `Bank account ••••${row.refund_account_number.slice(-4)} (${row.refund_ifsc ?? ""})`;
  }
  return undefined;
}

function returnView(row: ReturnRow): OrderReturn {
  const refundTo = maskedRefundTo(row);
  return {
    state: row.state,
    ...(row.reason ? { reason: row.reason } : {}),
    lineIds: row.line_ids,
    requestedAt: iso(row.requested_at),
    pickupAddress: {
      deliveryAddress: row.pickup_address,
      city: row.pickup_city,
      state: row.pickup_state,
      pincode: row.pickup_pincode,
    },
    ...(refundTo ? { refundTo } : {}),
    ...(row.refused_reason ? { refusedReason: row.refused_reason } : {}),
  };
}

/** The shopper's answer for one order, from the facts the rules read. */
async function detailWith(db: Db, order: OrderRow, facts: OrderFacts): Promise<Order> {
  const [view, timeline, request, refunds, documents] = await Promise.all([
    orderView(db, order),
    orderTimeline(db, order.id),
    returnRow(db, order.id),
    orderRefunds(db, order.id),
    orderDocuments(db, order.id),
  ]);
  return {
    ...view,
    timeline,
    actions: shopperActionsOf(facts, order.payment_mode),
    ...(request ? { return: returnView(request) } : {}),
    refunds,
    ...(documents.invoice ? { invoice: documents.invoice } : {}),
    creditNotes: documents.creditNotes,
  };
}

/** The shopper's answer for one order. */
export async function orderDetail(db: Db, order: OrderRow, now: Date): Promise<Order> {
  return detailWith(db, order, await orderFacts(db, order, now));
}

/** An order by id as its shopper sees it (the caller knows it exists). */
export async function readOrder(deps: Pick<OrderDeps, "db" | "now">, orderId: string): Promise<Order> {
  const row = await deps.db
    .selectFrom("orders")
    .selectAll()
    .where("id", "=", orderId)
    .executeTakeFirstOrThrow();
  return orderDetail(deps.db, row, deps.now());
}

/** Staff's answer for one order: the shopper's, with who ordered it and the actions allowed now. */
export async function staffOrderDetail(db: Db, order: OrderRow, now: Date): Promise<Order> {
  const facts = await orderFacts(db, order, now);
  const [detail, customer] = await Promise.all([
    detailWith(db, order, facts),
    db
      .selectFrom("users")
      .select(["id", "username", "email"])
      .where("id", "=", order.user_id)
      .executeTakeFirst(),
  ]);
  return {
    ...detail,
    ...(customer
      ? { customer: { userId: customer.id, username: customer.username, email: customer.email } }
      : {}),
    staffActions: staffActionsOf(facts),
  };
}
