// GET /order/customized: the shopper's customised orders, newest first, in the original shop's
// customised-order shape (docs/product.md#orders): an order is customised when one of its lines prints a
// saved design (docs/decisions/customiser-design.md#ordering-a-design). Its customizationId is the design's
// id and its image the picture the design's mockup is drawn over (the blank's front), as ordered.
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
  return orders.map((order) => {
    const printed = order.items.find((item) => item.design)?.design;
    return {
      _id: order._id,
      orderNumber: order.orderNumber,
      invoiceDate: order.createdAt,
      name: order.name,
      image: printed?.productImages.front ?? order.items[0]?.image ?? "",
      city: order.city,
      totalAmount: order.totalAmount,
      status: order.status,
      deliveryStatus: order.deliveryStatus,
      paymentMode: order.paymentMode,
      email: order.email,
      phoneNumber: order.phoneNumber,
      // An order written before designs were ordered (none from the storefront) is its own design's id.
      customizationId: printed?.customizationId ?? order._id,
      ...(printed ? { design: printed } : {}),
    };
  });
}
