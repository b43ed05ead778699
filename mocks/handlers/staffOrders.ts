// Contract tag "admin", the staff orders board: listStaffOrders, getStaffOrder, actOnStaffOrder, answered
// from the staff fixtures. Who counts as staff is the server's rule (as for adding a product): the mocks
// answer any signed-in user and a guest 401; the `forbidden` variant is the server's answer to a shopper.
// Filters are the server's too: a list answers the fixtures whatever it is asked (stories assert the
// request's parameters). An action answers the order in the status it leads to, and the board's handlers
// remember it, so the list and the detail read back what a story's flow did.
import { manyStaffOrders, type Order, STAFF_ACTIONS, staffOrders } from "../fixtures";
import { fail, http, inputOf } from "./http";
import { requireUser } from "./store";
import { defineVariants, type Handlers } from "./variants";

type StaffAction = NonNullable<Order["staffActions"]>[number];

import { designOrderWords } from "../../src/lib/design/designOrderWords";
import { STAFF_ONLY } from "../../src/lib/staffAccessMessages";

export const STAFF_ONLY_MESSAGE = STAFF_ONLY;
/** The state machine's refusal a story shows (someone else shipped the order first). */
export const ACTION_CONFLICT_MESSAGE = "Only a confirmed order can be shipped.";
/** A page of the board (the contract's default limit). */
export const STAFF_PAGE_SIZE = 20;

type OrderEvent = NonNullable<Order["timeline"]>[number];
type ReturnState = NonNullable<Order["return"]>["state"];
type MovingAction = Exclude<StaffAction, "cod_refund_paid" | "approve_design">;

/** Where each action takes an order: its status, the timeline entry, and the return's state. */
const MOVES: Record<
  MovingAction,
  { status: Order["status"]; event: OrderEvent["kind"]; returnState?: ReturnState }
> = {
  confirm: { status: "confirmed", event: "confirmed" },
  ship: { status: "shipped", event: "shipped" },
  out_for_delivery: { status: "out_for_delivery", event: "out_for_delivery" },
  deliver: { status: "delivered", event: "delivered" },
  cancel: { status: "cancelled", event: "cancelled" },
  accept_return: { status: "return_accepted", event: "return_accepted", returnState: "accepted" },
  refuse_return: { status: "delivered", event: "return_refused", returnState: "refused" },
  return_picked_up: { status: "returned", event: "return_picked_up", returnState: "picked_up" },
  refuse_design: { status: "cancelled", event: "cancelled" },
};

type ActionBody = {
  action: StaffAction;
  courier?: string;
  trackingNumber?: string;
  note?: string;
  reference?: string;
};

/** The order as the server answers it after `body`'s action (its status, shipment and refund moved on). */
function acted(order: Order, body: ActionBody): Order {
  const now = new Date().toISOString();
  if (body.action === "cod_refund_paid") {
    return {
      ...order,
      staffActions: STAFF_ACTIONS[order.status],
      refunds: order.refunds?.map((r) =>
        r.state === "initiated"
          ? { ...r, state: "processed", processedAt: now, reference: body.reference }
          : r,
      ),
    };
  }
  if (body.action === "approve_design") {
    return { ...order, designReview: "approved", staffActions: STAFF_ACTIONS[order.status] };
  }
  const move = MOVES[body.action];
  const shipment =
    body.action === "ship" && body.courier && body.trackingNumber
      ? { courier: body.courier, trackingNumber: body.trackingNumber, shippedAt: now }
      : order.shipment;
  const note =
    shipment && body.action === "ship"
      ? `Shipped with ${shipment.courier}, tracking number ${shipment.trackingNumber}`
      : body.action === "refuse_design"
        ? designOrderWords.designRefused(body.note ?? "")
        : body.note;
  return {
    ...order,
    status: move.status,
    staffActions: STAFF_ACTIONS[move.status],
    timeline: [...(order.timeline ?? []), { kind: move.event, at: now, ...(note ? { note } : {}) }],
    ...(shipment ? { shipment } : {}),
    ...(body.action === "cancel" && body.note ? { cancelReason: body.note } : {}),
    ...(body.action === "refuse_design" ? { cancelReason: note, designReview: "refused" as const } : {}),
    ...(order.return && move.returnState
      ? {
          return: {
            ...order.return,
            state: move.returnState,
            ...(body.action === "refuse_return" && body.note ? { refusedReason: body.note } : {}),
          },
        }
      : {}),
  };
}

/**
 * The board's three calls over `list` (newest first), pages of STAFF_PAGE_SIZE by an opaque cursor. Each
 * call of this function keeps its own changed orders, so a story that acts starts from the fixtures.
 */
export function staffBoardHandlers(list: readonly Order[] = staffOrders): Handlers {
  const changed = new Map<string, Order>();
  const current = (order: Order) => changed.get(order._id) ?? order;
  const find = (id: string) => {
    const order = list.find((o) => o._id === id);
    return order ? current(order) : fail(404, "Order not found");
  };
  return [
    http.get("/admin/orders", ({ request, response }) => {
      requireUser();
      const { cursor } = inputOf(request, "listStaffOrders").query;
      const start = cursor ? Number(cursor.replace("page-", "")) : 0;
      if (!Number.isInteger(start) || start < 0) fail(400, "cursor is not valid");
      const end = start + STAFF_PAGE_SIZE;
      return response(200).json({
        success: true,
        data: {
          orders: list.slice(start, end).map(current),
          nextCursor: end < list.length ? `page-${end}` : null,
        },
      });
    }),
    http.get("/admin/orders/{id}", ({ params, response }) => {
      requireUser();
      return response(200).json({ success: true, data: find(params.id) });
    }),
    http.post("/admin/orders/{id}/actions", ({ params, request, response }) => {
      requireUser();
      const body = inputOf(request, "actOnStaffOrder").body;
      const order = find(params.id);
      if (!order.staffActions?.includes(body.action)) {
        fail(409, `This order cannot be moved on with "${body.action}" now.`);
      }
      const next = acted(order, body);
      changed.set(order._id, next);
      return response(200).json({ success: true, data: next });
    }),
  ];
}

const defaults = staffBoardHandlers();

export const staffOrderHandlers = defineVariants(defaults, {
  /** No order matches (or none was placed yet). */
  empty: [
    http.get("/admin/orders", ({ response }) => {
      requireUser();
      return response(200).json({ success: true, data: { orders: [], nextCursor: null } });
    }),
  ],
  /** More than two pages of orders. */
  many: staffBoardHandlers(manyStaffOrders(STAFF_PAGE_SIZE * 2 + 5)),
  /** A signed-in shopper: every staff call answers 403. */
  forbidden: [
    http.get("/admin/orders", () => fail(403, STAFF_ONLY_MESSAGE)),
    http.get("/admin/orders/{id}", () => fail(403, STAFF_ONLY_MESSAGE)),
    http.post("/admin/orders/{id}/actions", () => fail(403, STAFF_ONLY_MESSAGE)),
  ],
  /** The order's state moved on elsewhere: every action answers 409 with the state machine's reason. */
  conflict: [http.post("/admin/orders/{id}/actions", () => fail(409, ACTION_CONFLICT_MESSAGE))],
  /** The order is gone (or the id is wrong). */
  notFound: [http.get("/admin/orders/{id}", () => fail(404, "Order not found"))],
});
