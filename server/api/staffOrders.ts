// Contract tag "admin", the orders board (/admin/orders): every shopper's orders, one order, and staff's
// actions, each through the order state machine (server/services/orders/transitions.ts). 401 for a guest,
// 403 for a shopper or for staff without the orders permission (server/api/staffAccess.ts), on every call.
import { Hono } from "hono";
import type { OrderDeps } from "../services/orders/deps";
import { staffOrderDetail } from "../services/orders/detail";
import { orderMessages } from "../services/orders/messages";
import { listStaffOrders } from "../services/orders/staff";
import { moveOrder } from "../services/orders/transitions";
import { ApiError } from "../services/errors";
import { inputOf, privateAnswers } from "./requestInput";
import { requireStaff } from "./staffAccess";

const ACTION_DONE = "Order updated";

export function staffOrderRoutes(deps: OrderDeps) {
  const { db } = deps;
  const detail = async (orderId: string) => {
    const row = await db.selectFrom("orders").selectAll().where("id", "=", orderId).executeTakeFirst();
    if (!row) throw new ApiError(404, orderMessages.notFound);
    return staffOrderDetail(db, row, deps.now());
  };
  return new Hono()
    .use(privateAnswers)
    .get("/", async (c) => {
      await requireStaff(c, db, "orders");
      const data = await listStaffOrders(db, inputOf(c, "listStaffOrders").query ?? {}, deps.now());
      return c.json({ success: true as const, data });
    })
    .get("/:id", async (c) => {
      await requireStaff(c, db, "orders");
      return c.json({ success: true as const, data: await detail(inputOf(c, "getStaffOrder").path.id) });
    })
    .post("/:id/actions", async (c) => {
      await requireStaff(c, db, "orders");
      const input = inputOf(c, "actOnStaffOrder");
      const { action, courier, trackingNumber, note, reference } = input.body;
      await moveOrder(deps, {
        orderId: input.path.id,
        action,
        actor: "staff",
        ...{ courier, trackingNumber, note, reference },
      });
      return c.json({ success: true as const, message: ACTION_DONE, data: await detail(input.path.id) });
    });
}
