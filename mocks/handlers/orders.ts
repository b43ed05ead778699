// Contract tag "orders": the signed-in shopper's orders and customised orders, answered from the fixtures.
// Placing an order answers the shopper's newest fixture order; totals, stock, coupons, filters and what
// may be cancelled or returned are the server's rules, so the list answers the fixtures unfiltered (its
// states are variants) and cancel and return answer the order in its new state (mocks/fixtures/orderStates).
// The refusals a checkout or an order's page must show (COD not offered, a changed quote, a cancel after
// shipping, a closed return window) are named variants with the server's words.
import { withDefaults } from "../../src/api/contract";
import {
  deliveredDesignOrder,
  designOrder,
  customizedOrders,
  lateDesignOrder,
  manyOrders,
  ORDER_REFUSALS,
  ORDERS_PAGE_SIZE,
  type Order,
  orderAfterCancel,
  orderAfterPayOnDelivery,
  orderAfterReturnRequest,
  orderStates,
  orders,
  ordersForEveryBadge,
  refundsProcessed,
} from "../fixtures";
import { fail, http, inputOf } from "./http";
import { quoteConflictBody } from "./quoteConflict";
import { samplePdf } from "./samplePdf";
import { requireUser } from "./store";
import { defineVariants } from "./variants";

/** The signed-in shopper's fixture orders, newest first. */
function ownOrders(): Order[] {
  const { email } = requireUser();
  return orders.filter((o) => o.email === email).sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

/** Every sample order the shopper may open: the fixtures, and the state and list samples of the orders page. */
const openable = [
  ...orders,
  ...Object.values(orderStates),
  ...ordersForEveryBadge,
  ...manyOrders,
  designOrder,
  deliveredDesignOrder,
  lateDesignOrder,
];

/** The signed-in shopper's order by id, from every sample (404 when there is none of theirs). */
export const ownOrder = (orderId: string) => {
  const { email } = requireUser();
  return openable.find((o) => o._id === orderId && o.email === email) ?? fail(404, "Order not found");
};

/** A PDF download as the server answers it (attachment, never cached). */
const pdfAnswer = (body: Uint8Array<ArrayBuffer>, filename: string) =>
  new Response(body, {
    status: 200,
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Cache-Control": "private, no-store",
    },
  });

const fileNameOf = (kind: string, number: string) => `${kind}-${number.replace(/\//g, "-")}.pdf`;

/** The list of orders as the server pages it: `ORDERS_PAGE_SIZE` at a time, the cursor the next index. */
function keysetPage(list: Order[], cursor: string | undefined) {
  const start = cursor ? Number(cursor.replace("page-", "")) : 0;
  if (!Number.isInteger(start) || start < 0) fail(400, "cursor is not valid");
  const end = start + ORDERS_PAGE_SIZE;
  return { orders: list.slice(start, end), nextCursor: end < list.length ? `page-${end}` : null };
}

/** What the shop answers a newly placed order with: the shopper's newest one. */
const placedOrder = () => ownOrders()[0] ?? fail(404, "Order not found");

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
    return response(200).json({ success: true, data: { orders: list, nextCursor: null } });
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
    const { orderId, reason } = inputOf(request, "cancelOrder").body;
    const cancelled = orderAfterCancel(ownOrder(orderId), reason);
    return response(200).json({ success: true, message: "Order cancelled", data: cancelled });
  }),

  http.post("/order/returnOrder", ({ request, response }) => {
    const body = inputOf(request, "returnOrder").body;
    const returned = orderAfterReturnRequest(ownOrder(body.orderId), body);
    return response(200).json({ success: true, message: "Return requested", data: returned });
  }),

  http.get("/order/{id}/refunds", ({ params, response }) =>
    response(200).json({ success: true, data: ownOrder(params.id).refunds ?? [] }),
  ),

  http.get("/order/{id}/invoice", ({ params }) => {
    const { invoice } = ownOrder(params.id);
    if (!invoice) fail(404, ORDER_REFUSALS.invoiceNotIssued);
    return pdfAnswer(samplePdf(`Tax Invoice ${invoice.number}`), fileNameOf("invoice", invoice.number));
  }),

  http.get("/order/{id}/credit-notes/{noteId}", ({ params }) => {
    const note = ownOrder(params.id).creditNotes?.find((n) => n.id === params.noteId);
    if (!note) fail(404, "Credit note not found");
    return pdfAnswer(samplePdf(`Credit Note ${note.number}`), fileNameOf("credit-note", note.number));
  }),

  http.post("/order/{id}/pay-on-delivery", ({ params, response }) =>
    response(200).json({
      success: true,
      message: "Order placed successfully with COD.",
      data: orderAfterPayOnDelivery(ownOrder(params.id)),
    }),
  ),

  // Last: "/order/:id" would also match the fixed GET paths above.
  http.get("/order/{id}", ({ params, response }) =>
    response(200).json({ success: true, data: ownOrder(params.id) }),
  ),
];

export const orderHandlers = defineVariants(defaults, {
  /** No orders and no customised orders (never ordered, or nothing matches the filters). */
  empty: [
    http.get("/order/getallorders", ({ response }) => {
      requireUser();
      return response(200).json({ success: true, data: { orders: [], nextCursor: null } });
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
  /** What the server finds for a filter (the shopper's shipped orders, say): a list unlike the default. */
  filtered: [
    http.get("/order/getallorders", ({ response }) => {
      requireUser();
      const found = [orderStates.outForDelivery, orderStates.shipped];
      return response(200).json({ success: true, data: { orders: found, nextCursor: null } });
    }),
  ],
  /** What the server finds for "Awaiting payment": an online order whose payment failed. */
  awaitingPayment: [
    http.get("/order/getallorders", ({ response }) => {
      requireUser();
      return response(200).json({
        success: true,
        data: { orders: [orderStates.paymentFailed], nextCursor: null },
      });
    }),
  ],
  /** More orders than a page: keyset pages of ORDERS_PAGE_SIZE, `nextCursor` until the last. */
  many: [
    http.get("/order/getallorders", ({ request, response }) => {
      requireUser();
      const page = keysetPage(manyOrders, inputOf(request, "listOrders").query.cursor);
      return response(200).json({ success: true, data: page });
    }),
  ],
  /** Orders in every payment and order status: one card per badge colour. */
  everyBadge: [
    http.get("/order/getallorders", ({ response }) => {
      requireUser();
      return response(200).json({ success: true, data: { orders: ordersForEveryBadge, nextCursor: null } });
    }),
  ],
  /** The orders list fails (500); the customised orders still load. */
  listFailed: [http.get("/order/getallorders", () => fail(500, "Internal server error"))],
  /** The customised orders fail (500); the normal list still loads. */
  customizedFailed: [http.get("/order/customized", () => fail(500, "Internal server error"))],
  /** Cancel refused: the order shipped meanwhile (409, the server's words). */
  cancelRefused: [http.delete("/order/cancelOrder", () => fail(409, ORDER_REFUSALS.shipped))],
  /** Return refused: the 7-day window closed meanwhile (409). */
  returnRefused: [http.post("/order/returnOrder", () => fail(409, ORDER_REFUSALS.returnWindowClosed))],
  /** A late delivery reported of an order delivered by its expected date (409, the server's words). */
  lateReportRefused: [http.post("/order/returnOrder", () => fail(409, ORDER_REFUSALS.notLate))],
  /** A COD order's return without where to refund it (400 naming refundTo). */
  returnNeedsRefundDetails: [http.post("/order/returnOrder", () => fail(400, ORDER_REFUSALS.refundDetails))],
  /** The gateway has processed every refund the order had initiated. */
  refundsProcessed: [
    http.get("/order/{id}/refunds", ({ params, response }) =>
      response(200).json({ success: true, data: refundsProcessed(ownOrder(params.id)) }),
    ),
  ],
  /** Single-order reads answer 404. */
  notFound: [
    http.get("/order/getorderbyid", () => fail(404, "Order not found")),
    http.get("/order/{id}", ({ params }) =>
      params.id === "getallorders" || params.id === "customized" ? undefined : fail(404, "Order not found"),
    ),
    http.get("/order/{id}/refunds", () => fail(404, "Order not found")),
  ],
});
