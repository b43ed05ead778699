// Reading orders: the shopper's own only (another's is "not found"). A read first ends the hold of a
// payment pending past its time, so nobody sees stock held by a payment that can no longer complete.
import { ApiError } from "../errors";
import type { OrderDeps } from "./deps";
import { orderMessages } from "./messages";
import { confirmWithGateway, expireDuePayments, expireIfDue, lockOrder } from "./payments";
import { inTransaction } from "./transactions";
import { orderDetail } from "./detail";
import { listShopperOrders } from "./orderList";
import { type Order, ownOrderRow } from "./view";

async function releaseIfDue(deps: OrderDeps, orderId: string): Promise<void> {
  await inTransaction(deps.db, async (trx) => {
    const order = await lockOrder(trx, orderId);
    if (order) await expireIfDue(trx, order, deps.now());
  });
}

/** The user's order (404 when there is none of theirs by that id). */
export async function ownOrder(deps: OrderDeps, userId: string, orderId: string): Promise<Order> {
  let row = await ownOrderRow(deps.db, userId, orderId);
  if (!row) throw new ApiError(404, orderMessages.notFound);
  if (row.payment_status === "pending" && row.payment_expires_at && row.payment_expires_at <= deps.now()) {
    await releaseIfDue(deps, orderId);
    row = (await ownOrderRow(deps.db, userId, orderId)) ?? row;
  }
  return orderDetail(deps, row);
}

/** One page of the user's orders, filtered (listOrders). */
export async function ownOrders(
  deps: OrderDeps,
  userId: string,
  query: Parameters<typeof listShopperOrders>[2],
): Promise<{ orders: Order[]; nextCursor: string | null }> {
  await expireDuePayments(deps, userId);
  return listShopperOrders(deps, userId, query);
}

/**
 * POST /order/status: the shopper's browser is back from the gateway. Asks the gateway (never the
 * browser) about the attempt while it is open, applies the answer, and tells where the order stands.
 */
export async function paymentStatusOf(
  deps: OrderDeps,
  input: { userId: string; orderId: string; transactionId: string },
) {
  const row = await ownOrderRow(deps.db, input.userId, input.orderId);
  const attempt = row
    ? await deps.db
        .selectFrom("order_payments")
        .select("state")
        .where("transaction_id", "=", input.transactionId)
        .where("order_id", "=", row.id)
        .executeTakeFirst()
    : undefined;
  if (!row || !attempt) throw new ApiError(404, orderMessages.paymentUnknown);
  if (attempt.state === "PENDING") await confirmWithGateway(deps, input.transactionId);
  else if (attempt.state !== "COMPLETED") {
    // The shop gave up on this attempt (failed, expired, moved to COD); a late success is still applied,
    // but a gateway that cannot be reached does not stop the shopper from seeing where the order stands.
    await confirmWithGateway(deps, input.transactionId).catch(() => undefined);
  }
  const order = await ownOrder(deps, input.userId, input.orderId);
  const message =
    order.paymentStatus === "paid"
      ? orderMessages.paid
      : order.paymentStatus === "pending"
        ? orderMessages.pending
        : order.paymentStatus === "failed"
          ? orderMessages.failed
          : orderMessages.movedToCod;
  return {
    message,
    data: {
      orderId: order._id,
      transactionId: input.transactionId,
      paymentStatus: order.paymentStatus,
      status: order.status,
    },
  };
}
