// STAND-IN until branch `refunds` lands (helper `lifecycle` codes against these signatures; the merge takes
// the refunds branch's file). Records refunds as initiated rows with their timeline row; sends gateway refunds once.
import type { Kysely, Transaction } from "kysely";
import type { components } from "../../../src/api/schema";
import { ApiError } from "../../api/errors";
import type { Database } from "../../db/schema";
import type { OrderDeps } from "./deps";
import { addOrderEvent } from "./timeline";

export type OrderRefund = components["schemas"]["OrderRefund"];
type Db = Kysely<Database> | Transaction<Database>;

export interface PendingRefund {
  refundId: string;
  orderId: string;
  method: "original_payment" | "upi" | "bank_transfer";
  amount: number;
  transactionId: string | null;
}

export async function recordRefund(
  trx: Db,
  input: { orderId: string; reason: "cancellation" | "return"; amount: number },
  now: Date,
): Promise<PendingRefund | null> {
  const order = await trx
    .selectFrom("orders")
    .select(["payment_mode", "payment_status", "transaction_id"])
    .where("id", "=", input.orderId)
    .executeTakeFirstOrThrow();
  if (input.amount <= 0 || order.payment_status !== "paid") return null;
  const back = await trx
    .selectFrom("order_returns")
    .select(["refund_upi"])
    .where("order_id", "=", input.orderId)
    .executeTakeFirst();
  const method =
    order.payment_mode === "online" ? "original_payment" : back?.refund_upi ? "upi" : "bank_transfer";
  const refundId = `RF${input.orderId}${now.getTime()}`.slice(0, 63);
  await trx
    .insertInto("order_refunds")
    .values({
      refund_id: refundId,
      order_id: input.orderId,
      reason: input.reason,
      method,
      amount: input.amount,
      transaction_id: method === "original_payment" ? order.transaction_id : null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  await addOrderEvent(trx, input.orderId, { kind: "refund_initiated", at: now, note: `₹${input.amount}` });
  return {
    refundId,
    orderId: input.orderId,
    method,
    amount: input.amount,
    transactionId: order.transaction_id,
  };
}

export function sendRefunds(deps: OrderDeps, refunds: (PendingRefund | null)[]): void {
  for (const refund of refunds) {
    if (refund?.method !== "original_payment" || !refund.transactionId) continue;
    deps.gateway
      ?.refund({
        refundId: refund.refundId,
        transactionId: refund.transactionId,
        amountPaise: refund.amount * 100,
      })
      .catch((error: unknown) =>
        console.error(`Refund ${refund.refundId} failed:`, (error as Error).message),
      );
  }
}

export async function markManualRefundPaid(
  trx: Db,
  orderId: string,
  reference: string,
  now: Date,
): Promise<void> {
  const done = await trx
    .updateTable("order_refunds")
    .set({ state: "processed", reference, processed_at: now, updated_at: now })
    .where("order_id", "=", orderId)
    .where("state", "=", "initiated")
    .where("method", "in", ["upi", "bank_transfer"])
    .returning("refund_id")
    .execute();
  if (done.length === 0) throw new ApiError(409, "No refund is waiting to be paid for this order.");
}

export async function orderRefunds(db: Db, orderId: string): Promise<OrderRefund[]> {
  const rows = await db
    .selectFrom("order_refunds")
    .selectAll()
    .where("order_id", "=", orderId)
    .orderBy("created_at")
    .execute();
  return rows.map((row) => ({
    refundId: row.refund_id,
    amount: row.amount,
    state: row.state,
    method: row.method,
    reason: row.reason,
    initiatedAt: new Date(row.created_at).toISOString(),
    ...(row.processed_at ? { processedAt: new Date(row.processed_at).toISOString() } : {}),
    ...(row.reference ? { reference: row.reference } : {}),
  }));
}
