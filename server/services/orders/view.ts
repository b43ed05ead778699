// An order as the contract's `Order`, read from its stored snapshot (never from today's catalogue). Lists
// carry what the row and its lines hold (lines read in one query for the whole page); one order's answer
// (detail.ts) adds its timeline, return, refunds, documents and what may be done with it.
import type { Kysely, Selectable } from "kysely";
import type { components } from "../../../src/api/schema";
import type { Database, OrderLinesTable, OrdersTable } from "../../db/schema";

type Db = Kysely<Database>;
export type Order = components["schemas"]["Order"];
export type OrderRow = Selectable<OrdersTable>;
type LineRow = Selectable<OrderLinesTable>;

/** What the order's delivery stands at, in words for the orders list. */
const DELIVERY_STATUS: Record<Order["status"], string> = {
  pending: "Awaiting payment",
  processing: "Order placed",
  confirmed: "Order confirmed",
  shipped: "Shipped",
  out_for_delivery: "Out for delivery",
  delivered: "Delivered",
  cancelled: "Cancelled",
  return_requested: "Return requested",
  return_accepted: "Return accepted",
  returned: "Returned",
};

const iso = (value: Date | string) => new Date(value).toISOString();

/** The order as its row and lines say (no other table read). */
export function rowView(order: OrderRow, lines: LineRow[]): Order {
  const pendingPayment = order.payment_status === "pending" && order.payment_expires_at;
  return {
    _id: order.id,
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
    deliveryStatus: DELIVERY_STATUS[order.status],
    trackingId: order.tracking_id,
    // The database says "customize" (the checkout's word); the orders list's filter says "customise".
    orderType: order.order_type === "customize" ? "customise" : "normal",
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
  };
}

/** The orders, in the given order, each with its lines (one query for all of them). */
export async function orderViews(db: Db, orders: OrderRow[]): Promise<Order[]> {
  if (orders.length === 0) return [];
  const lines = await db
    .selectFrom("order_lines")
    .selectAll()
    .where(
      "order_id",
      "in",
      orders.map((order) => order.id),
    )
    .orderBy("order_id")
    .orderBy("position")
    .orderBy("id")
    .execute();
  const byOrder = new Map<string, LineRow[]>();
  for (const line of lines) byOrder.set(line.order_id, [...(byOrder.get(line.order_id) ?? []), line]);
  return orders.map((order) => rowView(order, byOrder.get(order.id) ?? []));
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
