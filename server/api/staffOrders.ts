// Contract tag "admin", the orders board (/admin/orders): every shopper's orders, one order, and staff's
// actions, each through the order state machine (server/services/orders/transitions.ts). 401 for a guest,
// 403 'Staff only' for a shopper, on every call.
import type { Context } from "hono";
import { Hono } from "hono";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import type { UserRow } from "../services/accounts/users";
import type { OrderDeps } from "../services/orders/deps";
import { staffOrderDetail } from "../services/orders/detail";
import { orderMessages } from "../services/orders/messages";
import { listStaffOrders } from "../services/orders/staff";
import { moveOrder } from "../services/orders/transitions";
import { ApiError } from "../services/errors";
import { inputOf, privateAnswers } from "./requestInput";
import { requireUser } from "./session";

export const STAFF_ONLY = "Staff only";

/** The signed-in staff member: 401 for a guest, 403 for anyone else. */
export async function requireStaff(c: Context, db: Kysely<Database>): Promise<UserRow> {
  const user = await requireUser(c, db);
  if (user.role !== "staff") throw new ApiError(403, STAFF_ONLY);
  return user;
}

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
      await requireStaff(c, db);
      const data = await listStaffOrders(db, inputOf(c, "listStaffOrders").query ?? {}, deps.now());
      return c.json({ success: true as const, data });
    })
    .get("/:id", async (c) => {
      await requireStaff(c, db);
      return c.json({ success: true as const, data: await detail(inputOf(c, "getStaffOrder").path.id) });
    })
    .post("/:id/actions", async (c) => {
      await requireStaff(c, db);
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
