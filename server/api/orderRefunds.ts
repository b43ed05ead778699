// Contract operation getOrderRefunds: the shopper's own order's refunds (another's order answers 404), each
// still on its way at the gateway asked about first, so polling this call follows it to `processed`.
import { Hono } from "hono";
import type { OrderDeps } from "../services/orders/deps";
import { orderMessages } from "../services/orders/messages";
import { refreshOrderRefunds } from "../services/orders/refunds";
import { ownOrderRow } from "../services/orders/view";
import { ApiError } from "../services/errors";
import { inputOf, privateAnswers } from "./requestInput";
import { requireUser } from "./session";

export function orderRefundRoutes(deps: OrderDeps) {
  return new Hono().get("/:id/refunds", privateAnswers, async (c) => {
    const user = await requireUser(c, deps.db);
    const { id } = inputOf(c, "getOrderRefunds").path;
    if (!(await ownOrderRow(deps.db, user.id, id))) throw new ApiError(404, orderMessages.notFound);
    return c.json({ success: true as const, data: await refreshOrderRefunds(deps, id) });
  });
}
