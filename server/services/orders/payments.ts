// An online order's payment, on the gateway's word only. Its success also takes the order's lines out of the
// bag it was placed from (bag.ts), in the same transaction. Each attempt is a row of order_payments; the
// order names its current one. The shopper's browser only tells us to ask: the state comes from the
// gateway's status call (also after an authenticated webhook); starting an attempt at the gateway is
// paymentStart.ts. A state already passed changes nothing, so duplicate and out-of-order webhooks are
// harmless; a success that arrives after the shop gave up on the attempt (hold expired, or the shopper moved
// to cash on delivery) takes the stock again if it can, and is refunded (refunds.ts: an order_refunds row,
// sent after commit) if the order cannot use it.
import { randomBytes } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import { ApiError } from "../errors";
import type { Database } from "../../db/schema";
import type { PaymentStatus } from "../payments/gateway";
import { removeOrderedFromBag } from "./bag";
import { type OrderDeps, queueConfirmationMail } from "./deps";
import { orderMessages } from "./messages";
import { recordLatePaymentRefund } from "./refunds";
import { orderStockLines, releaseStock, takeStock } from "./stock";
import { addOrderEvent } from "./timeline";
import { inTransaction } from "./transactions";
import type { OrderRow } from "./view";
import { log } from "../../observability/log";

type Trx = Transaction<Database>;

/** Our id for a gateway attempt (PhonePe's merchantOrderId: at most 63 characters). */
export const newTransactionId = () => `TX${Date.now()}${randomBytes(6).toString("hex").toUpperCase()}`;

/** When a payment started now stops holding the order's stock. */
export const holdUntil = (deps: OrderDeps) =>
  new Date(deps.now().getTime() + deps.config.paymentHoldMinutes * 60_000);

/** Gives the order's units back when it holds them. */
export async function giveBackStock(trx: Kysely<Database>, order: OrderRow): Promise<void> {
  if (!order.stock_taken) return;
  await releaseStock(trx, await orderStockLines(trx, order.id));
  await trx.updateTable("orders").set({ stock_taken: false }).where("id", "=", order.id).execute();
}

/** Takes the order's units again (after a failed or expired payment); false when they ran out. */
export async function retakeStock(trx: Kysely<Database>, order: OrderRow): Promise<boolean> {
  if (order.stock_taken) return true;
  if (!(await takeStock(trx, await orderStockLines(trx, order.id)))) return false;
  await trx.updateTable("orders").set({ stock_taken: true }).where("id", "=", order.id).execute();
  return true;
}

/** The order's payment failed or its hold ended: its units go back, and the shopper may pay again. */
async function markPaymentFailed(trx: Kysely<Database>, order: OrderRow, now: Date): Promise<void> {
  await giveBackStock(trx, order);
  await trx
    .updateTable("orders")
    .set({ payment_status: "failed", payment_expires_at: null, updated_at: now })
    .where("id", "=", order.id)
    .execute();
  await addOrderEvent(trx, order.id, { kind: "payment_failed", at: now });
}

/** Ends an attempt that is still pending with `state`; its order's id, or undefined when it was not. */
export function closeAttempt(
  trx: Kysely<Database>,
  transactionId: string,
  state: "FAILED" | "EXPIRED" | "ABANDONED",
  now: Date,
) {
  return trx
    .updateTable("order_payments")
    .set({ state, updated_at: now })
    .where("transaction_id", "=", transactionId)
    .where("state", "=", "PENDING")
    .returning("order_id")
    .executeTakeFirst();
}

/** Within a transaction that holds the order's row: when its payment is pending past the hold, the hold
 * ends (stock back, payment failed, the attempt expired). True when it did. */
export async function expireIfDue(trx: Kysely<Database>, order: OrderRow, now: Date): Promise<boolean> {
  const due =
    order.payment_status === "pending" && order.payment_expires_at && order.payment_expires_at <= now;
  if (!due) return false;
  await markPaymentFailed(trx, order, now);
  if (order.transaction_id) await closeAttempt(trx, order.transaction_id, "EXPIRED", now);
  return true;
}

export const lockOrder = (trx: Kysely<Database>, orderId: string) =>
  trx.selectFrom("orders").selectAll().where("id", "=", orderId).forUpdate().executeTakeFirst();

/**
 * Ends the holds of online payments pending past their time (all of them, or one user's): the server's
 * sweeper and the reads call it. Each order in its own short transaction. Returns how many it released.
 */
export async function expireDuePayments(
  deps: Pick<OrderDeps, "db" | "now">,
  userId?: string,
): Promise<number> {
  const now = deps.now();
  let query = deps.db
    .selectFrom("orders")
    .select("id")
    .where("payment_status", "=", "pending")
    .where("payment_expires_at", "<=", now)
    .orderBy("payment_expires_at")
    .limit(200);
  if (userId) query = query.where("user_id", "=", userId);
  const due = await query.execute();
  let released = 0;
  for (const { id } of due) {
    const done = await inTransaction(deps.db, async (trx) => {
      const order = await lockOrder(trx, id);
      return order ? expireIfDue(trx, order, now) : false;
    });
    if (done) released += 1;
  }
  return released;
}

/** The attempt failed: its order, when this is its current attempt and still pending, gives its stock back. */
export async function failAttempt(trx: Kysely<Database>, transactionId: string, now: Date): Promise<void> {
  const payment = await closeAttempt(trx, transactionId, "FAILED", now);
  if (!payment) return;
  const order = await lockOrder(trx, payment.order_id);
  if (!order || order.transaction_id !== transactionId || order.payment_status !== "pending") return;
  await markPaymentFailed(trx, order, now);
}

/** A success the order can take: paid and processing (its stock taken again if the hold had ended), and
 * its lines out of the bag it was placed from. */
async function completeOrder(trx: Trx, order: OrderRow, now: Date): Promise<"paid" | "refund"> {
  const usable =
    order.payment_mode === "online" && order.status === "pending" && order.payment_status !== "paid";
  if (!usable || !(await retakeStock(trx, order))) return "refund";
  await trx
    .updateTable("orders")
    .set({
      payment_status: "paid",
      status: "processing",
      payment_expires_at: null,
      confirmation_mailed_at: order.confirmation_mailed_at ?? now,
      updated_at: now,
    })
    .where("id", "=", order.id)
    .execute();
  await removeOrderedFromBag(trx, order);
  await addOrderEvent(trx, order.id, { kind: "paid", at: now, actor: "gateway" });
  await queueConfirmationMail(trx, order.id);
  return "paid";
}

/**
 * Applies what the gateway's status call said about an attempt. Returns the order's id, or null for a
 * transaction id the shop does not know.
 */
export async function settlePayment(
  deps: Pick<OrderDeps, "db" | "now">,
  status: PaymentStatus,
): Promise<string | null> {
  const now = deps.now();
  return inTransaction(deps.db, async (trx) => {
    const payment = await trx
      .selectFrom("order_payments")
      .selectAll()
      .where("transaction_id", "=", status.transactionId)
      .forUpdate()
      .executeTakeFirst();
    if (!payment) return null;
    const order = await lockOrder(trx, payment.order_id);
    if (!order) return null;
    if (status.state === "FAILED") {
      if (payment.state === "PENDING") await failAttempt(trx, payment.transaction_id, now);
      return order.id;
    }
    if (status.state !== "COMPLETED" || payment.state === "COMPLETED") return order.id;
    if (status.amountPaise !== Number(payment.amount_paise)) {
      log.error(
        `Payment ${payment.transaction_id}: the gateway reports ${status.amountPaise} paise, the order ${payment.amount_paise}; not marked paid.`,
      );
      return order.id;
    }
    const isCurrent = order.transaction_id === payment.transaction_id;
    const outcome = isCurrent ? await completeOrder(trx, order, now) : "refund";
    await trx
      .updateTable("order_payments")
      .set({ state: "COMPLETED", gateway_reference: status.gatewayReference ?? null, updated_at: now })
      .where("transaction_id", "=", payment.transaction_id)
      .execute();
    if (outcome === "refund") {
      const paid = { orderId: order.id, transactionId: payment.transaction_id };
      await recordLatePaymentRefund(trx, { ...paid, amountPaise: Number(payment.amount_paise) }, now);
    }
    return order.id;
  });
}

/** Asks the gateway about an attempt and applies the answer (502 when the gateway cannot be reached). */
export async function confirmWithGateway(deps: OrderDeps, transactionId: string): Promise<void> {
  if (!deps.gateway) throw new ApiError(502, orderMessages.gatewayUnreachable);
  let status: PaymentStatus;
  try {
    status = await deps.gateway.status(transactionId);
  } catch (error) {
    log.warn({ err: error }, `Payment status of ${transactionId} failed`);
    throw new ApiError(502, orderMessages.gatewayUnreachable);
  }
  await settlePayment(deps, status);
}
