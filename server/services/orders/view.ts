// An order as the contract's `Order`, read from its stored snapshot (never from today's catalogue). Lists
// carry what the row, its lines and its refunds hold (each read in one query for the whole page); one
// order's answer (detail.ts) adds its timeline, return, documents and what may be done with it.
import type { Kysely, Selectable } from "kysely";
import type { components } from "../../../src/api/schema";
import { orderStatusWords } from "../../../src/lib/orderWords";
import type {
  Database,
  OrderedDesign,
  OrderLinesTable,
  OrderRefundsTable,
  OrdersTable,
} from "../../db/schema";

type Db = Kysely<Database>;
export type Order = components["schemas"]["Order"];
export type OrderRow = Selectable<OrdersTable>;
type LineRow = Selectable<OrderLinesTable>;
type RefundRow = Selectable<OrderRefundsTable>;
export type OrderRefund = components["schemas"]["OrderRefund"];

const iso = (value: Date | string) => new Date(value).toISOString();

/** The design an order line printed, from its snapshot (migration 0047), as the contract's LineDesign. */
export const lineDesignOfSnapshot = ({ customizationId, type, productImages, sides }: OrderedDesign) => ({
  customizationId,
  type,
  productImages,
  sides,
});

/** A refund as the contract's OrderRefund. */
export const refundView = (row: RefundRow): OrderRefund => ({
  refundId: row.refund_id,
  amount: row.amount,
  state: row.state,
  method: row.method,
  reason: row.reason,
  initiatedAt: iso(row.created_at),
  ...(row.processed_at ? { processedAt: iso(row.processed_at) } : {}),
  ...(row.reference ? { reference: row.reference } : {}),
});

/** The order as its row, lines and refunds say. */
export function rowView(order: OrderRow, lines: LineRow[], refunds: RefundRow[] = []): Order {
  const pendingPayment = order.payment_status === "pending" && order.payment_expires_at;
  return {
    _id: order.id,
    orderNumber: order.order_number,
    createdAt: iso(order.created_at),
    name: order.name,
    email: order.email,
    phoneNumber: order.phone_number,
    ...(order.alternative_number ? { alternativeNumber: order.alternative_number } : {}),
    deliveryAddress: order.delivery_address,
    city: order.city,
    state: order.state,
    pincode: order.pincode,
    items: lines.map((line) => ({
      _id: line.id,
      productId: line.product_id,
      variantId: line.variant_id,
      name: line.name,
      image: line.image,
      color: line.color,
      size: line.size,
      quantity: line.quantity,
      price: line.unit_price,
      mrp: line.unit_mrp,
      gstRate: Number(line.gst_rate),
      ...(line.design ? { design: lineDesignOfSnapshot(line.design) } : {}),
    })),
    subtotal: order.subtotal,
    discount: order.coupon_discount,
    gst: Number(order.gst),
    gstBreakdown: order.gst_breakdown,
    totalMrp: order.total_mrp,
    discountOnMrp: order.discount_on_mrp,
    giftWrap: order.gift_wrap,
    codFee: order.cod_fee,
    ...(order.transaction_id ? { transactionId: order.transaction_id } : {}),
    ...(pendingPayment ? { paymentExpiresAt: iso(pendingPayment) } : {}),
    ...(order.estimated_delivery ? { estimatedDelivery: order.estimated_delivery } : {}),
    shipping: order.shipping,
    totalAmount: order.total_amount,
    couponCode: order.coupon_code,
    paymentMode: order.payment_mode,
    paymentStatus: order.payment_status,
    status: order.status,
    deliveryStatus: orderStatusWords(order.status),
    trackingId: order.tracking_id,
    // The database says "customize" (the checkout's word); the orders list's filter says "customise".
    orderType: order.order_type === "customize" ? "customise" : "normal",
    ...(order.design_review ? { designReview: order.design_review } : {}),
    ...(order.courier && order.tracking_number && order.shipped_at
      ? {
          shipment: {
            courier: order.courier,
            trackingNumber: order.tracking_number,
            shippedAt: iso(order.shipped_at),
          },
        }
      : {}),
    ...(order.delivered_at ? { deliveredAt: iso(order.delivered_at) } : {}),
    ...(order.cancel_reason ? { cancelReason: order.cancel_reason } : {}),
    refunds: refunds.map(refundView),
  };
}

/** Rows grouped by their order's id. */
function byOrder<T extends { order_id: string }>(rows: T[]): Map<string, T[]> {
  const grouped = new Map<string, T[]>();
  for (const row of rows) grouped.set(row.order_id, [...(grouped.get(row.order_id) ?? []), row]);
  return grouped;
}

/** The orders' refunds, oldest first, by order (one query for all of them). */
export async function refundRowsOf(db: Db, orderIds: string[]): Promise<Map<string, RefundRow[]>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .selectFrom("order_refunds")
    .selectAll()
    .where("order_id", "in", orderIds)
    .orderBy("created_at")
    .orderBy("refund_id")
    .execute();
  return byOrder(rows);
}

/** The orders' lines, in their order, by order (one query for all of them). */
export async function lineRowsOf(db: Db, orderIds: string[]): Promise<Map<string, LineRow[]>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .selectFrom("order_lines")
    .selectAll()
    .where("order_id", "in", orderIds)
    .orderBy("order_id")
    .orderBy("position")
    .orderBy("id")
    .execute();
  return byOrder(rows);
}

/** The orders, in the given order, each with its lines and refunds (one query for each kind). */
export async function orderViews(db: Db, orders: OrderRow[]): Promise<Order[]> {
  if (orders.length === 0) return [];
  const ids = orders.map((order) => order.id);
  const [lines, refunds] = await Promise.all([lineRowsOf(db, ids), refundRowsOf(db, ids)]);
  return orders.map((order) => rowView(order, lines.get(order.id) ?? [], refunds.get(order.id) ?? []));
}

export async function orderView(db: Db, order: OrderRow): Promise<Order> {
  const [view] = await orderViews(db, [order]);
  return view;
}

/** The user's order by id, or undefined (another user's order is not theirs to see). */
export function ownOrderRow(db: Db, userId: string, orderId: string) {
  return db
    .selectFrom("orders")
    .selectAll()
    .where("id", "=", orderId)
    .where("user_id", "=", userId)
    .executeTakeFirst();
}
