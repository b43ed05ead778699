// One order as the order screens show it: the row's view plus its timeline, return request, refunds, GST
// documents, and what may be done with it now (the shopper's `actions`; for staff, `customer` and
// `staffActions`), computed by the state machine from the same facts it checks when acting.
import type { Kysely, Selectable } from "kysely";
import type { components } from "../../../src/api/schema";
import type { Database, OrderRefundsTable, OrderReturnsTable } from "../../db/schema";
import { orderDocuments } from "../invoices";
import type { PricingConfig } from "../pricing/config";
import { codBillOf } from "./codBill";
import type { OrderDeps } from "./deps";
import { type OrderFacts, shopperActionsOf, staffActionsOf } from "./lifecycle";
import { orderTimeline } from "./timeline";
import { lineRowsOf, type Order, type OrderRow, orderViews, refundRowsOf, rowView } from "./view";

type Db = Kysely<Database>;
type ReturnRow = Selectable<OrderReturnsTable>;
type RefundRow = Selectable<OrderRefundsTable>;
type OrderReturn = components["schemas"]["OrderReturn"];

const iso = (value: Date | string) => new Date(value).toISOString();

export const returnRow = (db: Db, orderId: string) =>
  db.selectFrom("order_returns").selectAll().where("order_id", "=", orderId).executeTakeFirst();

/** A cash on delivery refund is paid by staff (UPI or bank transfer); until they mark it paid it waits. */
const MANUAL_REFUND_METHODS = ["upi", "bank_transfer"] as const;

/** Whether this refund is a COD refund waiting for staff to pay it. */
const awaitsStaffPayment = (refund: Pick<RefundRow, "state" | "method">) =>
  refund.state === "initiated" && MANUAL_REFUND_METHODS.some((method) => method === refund.method);

/** For an online order awaiting its payment, whether cash on delivery is offered for it (absent for the
 * other orders, and without the pricing settings). */
async function codOfferOf(db: Db, order: OrderRow, now: Date, config?: PricingConfig) {
  if (!config || order.status !== "pending" || order.payment_mode !== "online") return {};
  const { cod } = await codBillOf(db, order, now, config);
  return { codOffer: { available: cod.available, ...(cod.reason ? { reason: cod.reason } : {}) } };
}

/** A page of orders' return rows (by order id) and the facts the rules read (`facts[i]` is `rows[i]`'s): the
 * return's state and whether a refund waits for staff, from one read of each table for the whole page (with
 * `config`, also whether each can be paid on delivery). Staff's board shows the same return rows. */
export async function readPageFacts(
  db: Db,
  rows: OrderRow[],
  now: Date,
  config?: PricingConfig,
): Promise<{ facts: OrderFacts[]; returnByOrder: Map<string, ReturnRow> }> {
  if (rows.length === 0) return { facts: [], returnByOrder: new Map() };
  const ids = rows.map((row) => row.id);
  const [returns, waiting, cod] = await Promise.all([
    db.selectFrom("order_returns").selectAll().where("order_id", "in", ids).execute(),
    db
      .selectFrom("order_refunds")
      .select("order_id")
      .distinct()
      .where("order_id", "in", ids)
      .where("state", "=", "initiated")
      .where("method", "in", MANUAL_REFUND_METHODS)
      .execute(),
    Promise.all(rows.map((row) => codOfferOf(db, row, now, config))),
  ]);
  const returnByOrder = new Map(returns.map((request) => [request.order_id, request]));
  const refundWaits = new Set(waiting.map((refund) => refund.order_id));
  const facts = rows.map((row, i) => ({
    order: row,
    returnState: returnByOrder.get(row.id)?.state ?? null,
    manualRefundWaiting: refundWaits.has(row.id),
    now,
    ...cod[i],
  }));
  return { facts, returnByOrder };
}

/** The facts of a page of orders (`rows[i]`'s at `i`). */
const factsOfRows = async (db: Db, rows: OrderRow[], now: Date, config?: PricingConfig) =>
  (await readPageFacts(db, rows, now, config)).facts;

/** What the state machine's rules read about the order (with `config`, also whether it can be paid on
 * delivery). */
export async function orderFacts(
  db: Db,
  order: OrderRow,
  now: Date,
  config?: PricingConfig,
): Promise<OrderFacts> {
  const [facts] = await factsOfRows(db, [order], now, config);
  return facts;
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

export function returnView(row: ReturnRow): OrderReturn {
  const refundTo = maskedRefundTo(row);
  return {
    state: row.state,
    ...(row.kind ? { kind: row.kind } : {}),
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

/** One order's answer and the facts the rules read, from one read of each kind of its rows (the facts come
 * from the same return and refund rows the answer shows). */
async function readDetail(
  db: Db,
  order: OrderRow,
  now: Date,
  config?: PricingConfig,
): Promise<{ detail: Order; facts: OrderFacts }> {
  const [lines, refunds, timeline, request, documents, cod] = await Promise.all([
    lineRowsOf(db, [order.id]),
    refundRowsOf(db, [order.id]),
    orderTimeline(db, order.id),
    returnRow(db, order.id),
    orderDocuments(db, order.id),
    codOfferOf(db, order, now, config),
  ]);
  const refundRows = refunds.get(order.id) ?? [];
  const facts: OrderFacts = {
    order,
    returnState: request?.state ?? null,
    manualRefundWaiting: refundRows.some(awaitsStaffPayment),
    now,
    ...cod,
  };
  const detail: Order = {
    ...rowView(order, lines.get(order.id) ?? [], refundRows),
    timeline,
    actions: shopperActionsOf(facts),
    ...(request ? { return: returnView(request) } : {}),
    ...(documents.invoice ? { invoice: documents.invoice } : {}),
    creditNotes: documents.creditNotes,
  };
  return { detail, facts };
}

/** The shopper's answer for one order. */
export async function orderDetail(
  deps: Pick<OrderDeps, "db" | "now" | "config">,
  order: OrderRow,
): Promise<Order> {
  return (await readDetail(deps.db, order, deps.now(), deps.config)).detail;
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
  const [{ detail, facts }, customer] = await Promise.all([
    readDetail(db, order, now),
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
