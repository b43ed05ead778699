// Contract tag "orders": the signed-in shopper's orders and customised orders, answered from the fixtures.
// Placing an order answers the shopper's newest fixture order; totals, stock, coupons and what may be
// cancelled or returned are the server's rules, so cancel and return answer the order in its new state.
// The refusals a checkout must show (COD not offered, a changed quote) are named variants.
import { withDefaults } from "../../src/api/contract";
import { customizedOrders, type Order, orders } from "../fixtures";
import { fail, http, inputOf } from "./http";
import { quoteConflictBody } from "./quoteConflict";
import { requireUser } from "./store";
import { defineVariants } from "./variants";

/** The signed-in shopper's fixture orders, newest first. */
function ownOrders(): Order[] {
  const { email } = requireUser();
  return orders.filter((o) => o.email === email).sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

const ownOrder = (orderId: string) =>
  ownOrders().find((o) => o._id === orderId) ?? fail(404, "Order not found");

/** What the shop answers a newly placed order with: the shopper's newest one. */
const placedOrder = () => ownOrders()[0] ?? fail(404, "Order not found");

/** An unpaid online order switched to cash on delivery, as the server answers it. */
const payingOnDelivery = (order: Order): Order => ({
  ...order,
  paymentMode: "COD",
  paymentStatus: "cod",
  status: "processing",
  deliveryStatus: "Order placed",
});

/** The server's refusal of cash on delivery (422), with its reason. */
export const COD_REFUSED_MESSAGE = "Cash on delivery is available for orders up to ₹10,000.";

const defaults = [
  http.post("/order/cod", ({ response }) =>
    response(201).json({
      success: true,
      message: "Order placed successfully with COD.",
      data: placedOrder(),
    }),
  ),

  http.get("/order/getallorders", ({ request, response }) => {
    const { type } = withDefaults(inputOf(request, "listOrders").query, "type");
    // The fixtures' orders are all ordinary ones; customised orders have their own list.
    const list = type === "normal" ? ownOrders() : [];
    return response(200).json({ success: true, data: { orders: list } });
  }),

  http.get("/order/getorderbyid", ({ request, response }) => {
    const { orderId } = inputOf(request, "getOrderById").query;
    return response(200).json({ success: true, data: ownOrder(orderId) });
  }),

  http.get("/order/customized", ({ response }) => {
    const { email } = requireUser();
    const list = customizedOrders.filter((o) => o.email === email);
    return response(200).json({ success: true, data: { data: list } });
  }),

  http.delete("/order/cancelOrder", ({ request, response }) => {
    const order = ownOrder(inputOf(request, "cancelOrder").body.orderId);
    const cancelled: Order = { ...order, status: "cancelled", deliveryStatus: "Cancelled" };
    return response(200).json({ success: true, message: "Order cancelled", data: cancelled });
  }),

  http.post("/order/returnOrder", ({ request, response }) => {
    const order = ownOrder(inputOf(request, "returnOrder").body.orderId);
    const returned: Order = { ...order, status: "returned", deliveryStatus: "Return requested" };
    return response(200).json({ success: true, message: "Return requested", data: returned });
  }),

  http.post("/order/{id}/pay-on-delivery", ({ params, response }) =>
    response(200).json({
      success: true,
      message: "Order placed successfully with COD.",
      data: payingOnDelivery(ownOrder(params.id)),
    }),
  ),

  // Last: "/order/:id" would also match the fixed GET paths above.
  http.get("/order/{id}", ({ params, response }) =>
    response(200).json({ success: true, data: ownOrder(params.id) }),
  ),
];

export const orderHandlers = defineVariants(defaults, {
  /** No orders and no customised orders. */
  empty: [
    http.get("/order/getallorders", ({ response }) => {
      requireUser();
      return response(200).json({ success: true, data: { orders: [] } });
    }),
    http.get("/order/customized", ({ response }) => {
      requireUser();
      return response(200).json({ success: true, data: { data: [] } });
    }),
  ],
  /** Cash on delivery is refused (422, with the reason): placing a COD order and switching to COD. */
  codRefused: [
    http.post("/order/cod", () => fail(422, COD_REFUSED_MESSAGE)),
    http.post("/order/{id}/pay-on-delivery", () => fail(422, COD_REFUSED_MESSAGE)),
  ],
  /** Stock or prices changed since the quote: 409 with the fresh quote, nothing placed. */
  quoteChanged: [http.post("/order/cod", ({ response }) => response(409).json(quoteConflictBody()))],
  /** Single-order reads answer 404. */
  notFound: [
    http.get("/order/getorderbyid", () => fail(404, "Order not found")),
    http.get("/order/{id}", ({ params }) =>
      params.id === "getallorders" || params.id === "customized" ? undefined : fail(404, "Order not found"),
    ),
  ],
});
