// One order as the order screens show it: the row's view plus its timeline, return request, refunds, GST
// documents, and what may be done with it now (the shopper's `actions`; for staff, `customer` and
// `staffActions`), computed by the state machine from the same facts it checks when acting.
import type { Kysely, Selectable } from "kysely";
import type { components } from "../../../src/api/schema";
import type { Database, OrderReturnsTable } from "../../db/schema";
import { orderDocuments } from "../invoices";
import type { PricingConfig } from "../pricing/config";
import { codBillOf } from "./codBill";
import type { OrderDeps } from "./deps";
import { type OrderFacts, shopperActionsOf, staffActionsOf } from "./lifecycle";
import { orderTimeline } from "./timeline";
import { type Order, type OrderRow, orderView, orderViews } from "./view";

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

/** For an online order awaiting its payment, whether cash on delivery is offered for it (absent for the
 * other orders, and without the pricing settings). */
async function codOfferOf(db: Db, order: OrderRow, now: Date, config?: PricingConfig) {
  if (!config || order.status !== "pending" || order.payment_mode !== "online") return {};
  const { cod } = await codBillOf(db, order, now, config);
  return { codOffer: { available: cod.available, ...(cod.reason ? { reason: cod.reason } : {}) } };
}

/** What the state machine's rules read about the order (with `config`, also whether it can be paid on
 * delivery). */
export async function orderFacts(
  db: Db,
  order: OrderRow,
  now: Date,
  config?: PricingConfig,
): Promise<OrderFacts> {
  const [request, waiting, cod] = await Promise.all([
    returnRow(db, order.id),
    manualRefundWaiting(db, order.id),
    codOfferOf(db, order, now, config),
  ]);
  return { order, returnState: request?.state ?? null, manualRefundWaiting: waiting, now, ...cod };
}

/** The facts of a page of orders, read for the whole page at once (`rows[i]`'s at `i`). */
export async function factsOfRows(
  db: Db,
  rows: OrderRow[],
  now: Date,
  config?: PricingConfig,
): Promise<OrderFacts[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [returns, waiting, cod] = await Promise.all([
    db.selectFrom("order_returns").select(["order_id", "state"]).where("order_id", "in", ids).execute(),
    db
      .selectFrom("order_refunds")
      .select("order_id")
      .where("order_id", "in", ids)
      .where("state", "=", "initiated")
      .where("method", "in", ["upi", "bank_transfer"])
      .execute(),
    Promise.all(rows.map((row) => codOfferOf(db, row, now, config))),
  ]);
  const returnState = new Map(returns.map((row) => [row.order_id, row.state]));
  const manual = new Set(waiting.map((row) => row.order_id));
  return rows.map((row, i) => ({
    order: row,
    returnState: returnState.get(row.id) ?? null,
    manualRefundWaiting: manual.has(row.id),
    now,
    ...cod[i],
  }));
}

/** A page of the shopper's orders, each with what the shopper may do with it now (the cards offer it). */
export async function shopperOrderViews(
  db: Db,
  rows: OrderRow[],
  now: Date,
  config: PricingConfig,
): Promise<Order[]> {
  const [views, facts] = await Promise.all([orderViews(db, rows), factsOfRows(db, rows, now, config)]);
  return views.map((view, i) => ({ ...view, actions: shopperActionsOf(facts[i]) }));
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
  const [view, timeline, request, documents] = await Promise.all([
    orderView(db, order),
    orderTimeline(db, order.id),
    returnRow(db, order.id),
    orderDocuments(db, order.id),
  ]);
  return {
    ...view,
    timeline,
    actions: shopperActionsOf(facts),
    ...(request ? { return: returnView(request) } : {}),
    ...(documents.invoice ? { invoice: documents.invoice } : {}),
    creditNotes: documents.creditNotes,
  };
}

/** The shopper's answer for one order. */
export async function orderDetail(
  deps: Pick<OrderDeps, "db" | "now" | "config">,
  order: OrderRow,
): Promise<Order> {
  return detailWith(deps.db, order, await orderFacts(deps.db, order, deps.now(), deps.config));
}

/** An order by id as its shopper sees it (the caller knows it exists). */
export async function readOrder(
  deps: Pick<OrderDeps, "db" | "now" | "config">,
  orderId: string,
): Promise<Order> {
  const row = await deps.db
    .selectFrom("orders")
    .selectAll()
    .where("id", "=", orderId)
    .executeTakeFirstOrThrow();
  return orderDetail(deps, row);
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
