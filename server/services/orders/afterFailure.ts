// What a shopper can do with an order after placing it: when its online payment failed or expired (or is
// stuck), pay again (a new gateway attempt, the stock taken again) or pay on delivery (the order becomes
// COD, re-billed by the pricing module with the COD fee at the prices it was placed at, its lines out of
// the bag it was placed from); and cancel it
// before it ships (through the state machine: transitions.ts).
import { ApiError } from "../errors";
import { removeOrderedFromBag } from "./bag";
import { codBillOf } from "./codBill";
import { type OrderDeps, queueConfirmationMail } from "./deps";
import { orderMessages } from "./messages";
import { closeAttempt, expireIfDue, holdUntil, lockOrder, newTransactionId, retakeStock } from "./payments";
import { isStuckStart, startPayment } from "./paymentStart";
import { readOrder } from "./detail";
import { assertPaymentMove, moveOrderStatus } from "./lifecycle";
import { requestHash } from "./place";
import { addOrderEvent } from "./timeline";
import { inTransaction } from "./transactions";
import { moveOrder } from "./transitions";
import type { Order, OrderRow } from "./view";

export interface PaymentPage {
  orderId: string;
  transactionId: string;
  redirectUrl: string;
}

/** The user's order, locked; 404 when it is not theirs. */
async function lockOwnOrder(trx: OrderDeps["db"], userId: string, orderId: string): Promise<OrderRow> {
  const order = await lockOrder(trx, orderId);
  if (!order || order.user_id !== userId) throw new ApiError(404, orderMessages.notFound);
  return order;
}

function refuseUnlessOpenOnline(order: OrderRow): void {
  if (order.payment_status === "paid") throw new ApiError(409, orderMessages.alreadyPaid);
  if (order.status !== "pending") throw new ApiError(409, orderMessages.closed);
  if (order.payment_mode !== "online") throw new ApiError(409, orderMessages.notPayable);
}

/** POST /order/{id}/retry-payment. The same Idempotency-Key answers the same attempt. */
export async function retryPayment(
  deps: OrderDeps,
  input: { userId: string; orderId: string; key: string },
): Promise<PaymentPage> {
  const now = deps.now();
  const hash = requestHash("online", { retry: input.orderId });
  const transactionId = await inTransaction(deps.db, async (trx) => {
    const order = await lockOwnOrder(trx, input.userId, input.orderId);
    const earlier = await trx
      .selectFrom("order_payments")
      .select("transaction_id")
      .where("order_id", "=", order.id)
      .where("idempotency_key", "=", input.key)
      .executeTakeFirst();
    if (earlier) return earlier.transaction_id;
    refuseUnlessOpenOnline(order);
    if (!deps.gateway) throw new ApiError(502, orderMessages.onlineUnavailable);
    await expireIfDue(trx, order, now);
    const current = (await lockOrder(trx, order.id)) ?? order;
    if (current.payment_status === "pending" && current.transaction_id) {
      if (!(await isStuckStart(trx, current.transaction_id, now))) return current.transaction_id;
      // Its start was lost (the shopper never got a page): given up, refunded should it succeed after all.
      await closeAttempt(trx, current.transaction_id, "ABANDONED", now);
    }
    if (!(await retakeStock(trx, current))) throw new ApiError(409, orderMessages.stockGoneOnRetry);
    const next = newTransactionId();
    await trx
      .insertInto("order_payments")
      .values({
        transaction_id: next,
        order_id: order.id,
        gateway: deps.gateway.name,
        amount_paise: order.total_amount * 100,
        idempotency_key: input.key,
        request_hash: hash,
      })
      .execute();
    if (current.payment_status !== "pending") assertPaymentMove(current.payment_status, "pending");
    await trx
      .updateTable("orders")
      .set({
        transaction_id: next,
        payment_status: "pending",
        payment_expires_at: holdUntil(deps),
        updated_at: now,
      })
      .where("id", "=", order.id)
      .execute();
    await addOrderEvent(trx, order.id, {
      kind: "payment_pending",
      at: now,
      note: "Paying again",
      actor: "shopper",
    });
    return next;
  });
  const { redirectUrl } = await startPayment(deps, transactionId);
  return { orderId: input.orderId, transactionId, redirectUrl };
}

/** POST /order/{id}/pay-on-delivery. Asking again for an order already moved answers it as it is. */
export async function payOnDelivery(
  deps: OrderDeps,
  input: { userId: string; orderId: string },
): Promise<Order> {
  const now = deps.now();
  await inTransaction(deps.db, async (trx) => {
    const order = await lockOwnOrder(trx, input.userId, input.orderId);
    if (order.payment_mode === "COD" && order.status !== "cancelled") return;
    refuseUnlessOpenOnline(order);
    await expireIfDue(trx, order, now);
    const bill = await codBillOf(trx, order, now, deps.config);
    if (!bill.cod.available) throw new ApiError(422, bill.cod.reason ?? orderMessages.unserviceable);
    const current = (await lockOrder(trx, order.id)) ?? order;
    if (!(await retakeStock(trx, current))) throw new ApiError(409, orderMessages.stockGoneOnRetry);
    // The attempt still open at the gateway is given up; should it succeed after all, it is refunded.
    if (current.transaction_id) await closeAttempt(trx, current.transaction_id, "ABANDONED", now);
    assertPaymentMove(current.payment_status, "cod");
    await moveOrderStatus(trx, current, "processing", now, {
      payment_mode: "COD",
      payment_status: "cod",
      cod_fee: bill.codFee,
      total_amount: bill.total,
      gst: bill.gst.total,
      gst_breakdown: JSON.stringify(bill.gst),
      payment_expires_at: null,
      confirmation_mailed_at: current.confirmation_mailed_at ?? now,
    });
    await removeOrderedFromBag(trx, current);
    await addOrderEvent(trx, order.id, {
      kind: "placed",
      at: now,
      note: "Switched to cash on delivery",
      actor: "shopper",
    });
    await queueConfirmationMail(trx, order.id);
  });
  return readOrder(deps, input.orderId);
}

/**
 * DELETE /order/cancelOrder: the shopper's own order, until it ships (the state machine's rule; 409 with
 * its reason after). Units back, an open attempt given up, a paid one refunded, a credit note when
 * invoiced (transitions.ts). The tracking id must be the order's (404 otherwise, as for another's order).
 */
export async function cancelOrder(
  deps: OrderDeps,
  input: { userId: string; orderId: string; trackingId: string; reason?: string },
): Promise<Order> {
  await moveOrder(deps, {
    orderId: input.orderId,
    action: "cancel",
    actor: "shopper",
    owner: { userId: input.userId, trackingId: input.trackingId },
    ...(input.reason ? { note: input.reason } : {}),
  });
  return readOrder(deps, input.orderId);
}
