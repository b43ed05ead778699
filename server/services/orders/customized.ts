// GET /order/customized: the shopper's customised orders, newest first, in the original shop's
// customised-order shape (docs/product.md#orders). Orders of type `customize` are placed once the customiser
// lands; until then the list holds whatever such orders exist (none from the storefront), and the Customized
// tab shows its empty state from a real answer instead of a failed call.
import type { components } from "../../../src/api/schema";
import type { OrderDeps } from "./deps";
import { orderViews } from "./view";

type CustomizedOrder = components["schemas"]["CustomizedOrder"];

export async function ownCustomizedOrders(deps: OrderDeps, userId: string): Promise<CustomizedOrder[]> {
  const rows = await deps.db
    .selectFrom("orders")
    .selectAll()
    .where("user_id", "=", userId)
    .where("order_type", "=", "customize")
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(200)
    .execute();
  const orders = await orderViews(deps.db, rows);
  return orders.map((order) => ({
    _id: order._id,
    orderNumber: order.orderNumber,
    invoiceDate: order.createdAt,
    name: order.name,
    image: order.items[0]?.image ?? "",
    city: order.city,
    totalAmount: order.totalAmount,
    status: order.status,
    deliveryStatus: order.deliveryStatus,
    paymentMode: order.paymentMode,
    email: order.email,
    phoneNumber: order.phoneNumber,
    // The design record arrives with the customiser; until then an order is its own design's id.
    customizationId: order._id,
  }));
}
