// Contract tag "orders": place a COD order, list (newest first), read, cancel, return; customized orders.
import { withDefaults } from "../../src/api/contract";
import { fail, http, inputOf } from "./http";
import { placeOrder } from "./checkout";
import { db, requireUser, type StoredOrder } from "./state";
import { defineVariants, type HandlerVariants } from "./variants";

function newest(a: StoredOrder, b: StoredOrder): number {
  if (a.order.createdAt !== b.order.createdAt) return a.order.createdAt < b.order.createdAt ? 1 : -1;
  return a.order._id < b.order._id ? 1 : -1;
}

/** The user's order, or 404 (also for other users' orders). */
function ownOrder(userId: string, orderId: string): StoredOrder {
  return (
    db.orders.find((o) => o.order._id === orderId && o.userId === userId) ?? fail(404, "Order not found")
  );
}

function orderAction(body: { trackingId: string; orderId: string }, userId: string): StoredOrder {
  const { trackingId, orderId } = body;
  const stored = ownOrder(userId, orderId);
  if (stored.order.trackingId !== trackingId) fail(404, "Order not found");
  return stored;
}

const defaults = [
  http.post("/order/cod", ({ request, cookies, response }) => {
    const user = requireUser(cookies);
    const stored = placeOrder(inputOf(request, "placeCodOrder").body, user, {
      paymentMode: "COD",
      paymentStatus: "cod",
      status: "processing",
      deliveryStatus: "Order placed",
    });
    return response(201).json({
      success: true,
      message: "Order placed successfully with COD.",
      data: stored.order,
    });
  }),

  http.get("/order/getallorders", ({ request, cookies, response }) => {
    const user = requireUser(cookies);
    const kind = withDefaults(inputOf(request, "listOrders").query, "type").type;
    const list = db.orders.filter((o) => o.userId === user._id && o.kind === kind).sort(newest);
    return response(200).json({ success: true, data: { orders: list.map((o) => o.order) } });
  }),

  http.get("/order/getorderbyid", ({ request, cookies, response }) => {
    const user = requireUser(cookies);
    const { orderId } = inputOf(request, "getOrderById").query;
    return response(200).json({ success: true, data: ownOrder(user._id, orderId).order });
  }),

  http.get("/order/customized", ({ cookies, response }) => {
    const user = requireUser(cookies);
    const list = db.customizedOrders
      .filter((o) => o.userId === user._id)
      .map((o) => o.order)
      .sort((a, b) => (a.invoiceDate < b.invoiceDate ? 1 : a.invoiceDate > b.invoiceDate ? -1 : 0));
    return response(200).json({ success: true, data: { data: list } });
  }),

  http.delete("/order/cancelOrder", ({ request, cookies, response }) => {
    const user = requireUser(cookies);
    const stored = orderAction(inputOf(request, "cancelOrder").body, user._id);
    if (stored.order.status !== "processing" && stored.order.status !== "pending") {
      fail(409, `An order that is ${stored.order.status} cannot be cancelled`);
    }
    stored.order.status = "cancelled";
    stored.order.deliveryStatus = "Cancelled";
    return response(200).json({ success: true, message: "Order cancelled", data: stored.order });
  }),

  http.post("/order/returnOrder", ({ request, cookies, response }) => {
    const user = requireUser(cookies);
    const stored = orderAction(inputOf(request, "returnOrder").body, user._id);
    // The mocks do not track a delivery date: every delivered order is inside the return window.
    if (stored.order.status !== "delivered") fail(409, "Only delivered orders can be returned");
    stored.order.status = "returned";
    stored.order.deliveryStatus = "Return requested";
    return response(200).json({ success: true, message: "Return requested", data: stored.order });
  }),

  // Last: "/order/:id" would also match the fixed GET paths above.
  http.get("/order/{id}", ({ params, cookies, response }) => {
    const user = requireUser(cookies);
    return response(200).json({ success: true, data: ownOrder(user._id, params.id).order });
  }),
];

export const orderHandlers: HandlerVariants = defineVariants(defaults, {
  /** No orders and no customized orders. */
  empty: [
    http.get("/order/getallorders", ({ cookies, response }) => {
      requireUser(cookies);
      return response(200).json({ success: true, data: { orders: [] } });
    }),
    http.get("/order/customized", ({ cookies, response }) => {
      requireUser(cookies);
      return response(200).json({ success: true, data: { data: [] } });
    }),
  ],
  /** Single-order reads answer 404. */
  notFound: [
    http.get("/order/getorderbyid", () => fail(404, "Order not found")),
    http.get("/order/{id}", ({ params }) =>
      params.id === "getallorders" || params.id === "customized" ? undefined : fail(404, "Order not found"),
    ),
  ],
});
