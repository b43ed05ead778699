// Money going back to a shopper. A refund is a row of order_refunds written in the transaction that decides
// it (a cancellation, an accepted return, a payment the order could not use), with its timeline entry; its
// id is the gateway's merchantRefundId, so asking the gateway twice is one refund. Online payments go back
// through the gateway by a job written in the same transaction (docs/decisions/durable-jobs.md), retried
// until the gateway has it; the gateway's word (refund status, after a webhook, a read or the sweeper)
// settles them, and the settlement writes the job of the shopper's mail. A COD order's refund goes by UPI or bank transfer, marked paid by staff.
// Settling is idempotent: the refund row, locked after its order, moves out of `initiated` once.
import { randomBytes } from "node:crypto";
import type { Kysely, Selectable } from "kysely";
import { brand } from "../../../src/lib/brand";
import { formatRupees } from "../../../src/lib/money";
import { ApiError } from "../errors";
import type { Database, OrderRefundsTable } from "../../db/schema";
import { enqueueJob } from "../../jobs/queue";
import type { JobContext } from "../../jobs/worker";
import { sendJobMail } from "../mail/jobMail";
import { GatewayError } from "../payments/gateway";
import type { OrderDeps } from "./deps";
import { lockOrder } from "./payments";
import { type RefundDestination, refundDestinationWords, refundDoneMail } from "./refundMail";
import { movePaymentStatus } from "./lifecycle";
import { addOrderEvent } from "./timeline";
import { inTransaction } from "./transactions";
import { type OrderRefund, type OrderRow, refundRowsOf, refundView } from "./view";
import { log } from "../../observability/log";

type Db = Kysely<Database>;
type RefundRow = Selectable<OrderRefundsTable>;
export type { OrderRefund };
export type RefundReason = OrderRefundsTable["reason"];
export type RefundMethod = OrderRefundsTable["method"];
export type RefundDeps = Pick<OrderDeps, "db" | "gateway" | "mailer" | "now">;

export const REFUND_SEND_JOB = "refund.send";
export const REFUND_MAIL_JOB = "refund.done_mail";

/** A refund just recorded. */
export interface PendingRefund {
  refundId: string;
  orderId: string;
  method: RefundMethod;
  /** Whole rupees. */
  amount: number;
  /** The gateway payment it goes back to (original_payment only). */
  transactionId: string | null;
}

export const refundMessages = {
  noManualRefund: "No refund is waiting to be paid for this order.",
} as const;

/** Our id for a refund (PhonePe's merchantRefundId: at most 63 of A-Z a-z 0-9 _ -). */
const newRefundId = () => `RF${Date.now()}${randomBytes(6).toString("hex").toUpperCase()}`;

/** What the order was paid with and how much, or null when it was never paid. */
interface PaidWith {
  method: RefundMethod;
  transactionId: string | null;
  amount: number;
}

async function paidWith(trx: Db, order: OrderRow): Promise<PaidWith | null> {
  if (order.payment_mode === "online") {
    if (order.payment_status !== "paid" || !order.transaction_id) return null;
    const payment = await trx
      .selectFrom("order_payments")
      .select("amount_paise")
      .where("transaction_id", "=", order.transaction_id)
      .where("state", "=", "COMPLETED")
      .executeTakeFirst();
    if (!payment) return null;
    const amount = Number(payment.amount_paise) / 100;
    return { method: "original_payment", transactionId: order.transaction_id, amount };
  }
  // A COD order has been paid once the cash was taken at the door.
  if (order.payment_status !== "paid" && !order.delivered_at) return null;
  const destination = await destinationOf(trx, order.id);
  const method = destination.upi ? "upi" : destination.accountNumber ? "bank_transfer" : null;
  // The return request carries where a COD refund goes; the contract requires one for COD returns.
  if (!method) throw new Error(`COD order ${order.id} has no UPI id or bank account to refund to`);
  return { method, transactionId: null, amount: order.total_amount };
}

async function destinationOf(trx: Db, orderId: string): Promise<RefundDestination> {
  const row = await trx
    .selectFrom("order_returns")
    .select(["refund_upi", "refund_account_number"])
    .where("order_id", "=", orderId)
    .executeTakeFirst();
  return { upi: row?.refund_upi ?? null, accountNumber: row?.refund_account_number ?? null };
}

const wordsFor = async (trx: Db, refund: Pick<RefundRow, "order_id" | "method">) =>
  refundDestinationWords(
    refund.method,
    refund.method === "original_payment" ? undefined : await destinationOf(trx, refund.order_id),
  );

/** Refunds against what the order was paid with, in the given states. */
async function refundedOf(trx: Db, orderId: string, paid: PaidWith, states: RefundRow["state"][]) {
  let query = trx
    .selectFrom("order_refunds")
    .select((eb) => eb.fn.sum<string | number | null>("amount").as("total"))
    .where("order_id", "=", orderId)
    .where("state", "in", states);
  query = paid.transactionId
    ? query.where("transaction_id", "=", paid.transactionId)
    : query.where("method", "in", ["upi", "bank_transfer"]);
  return Number((await query.executeTakeFirst())?.total ?? 0);
}

/** Writes a refund and its `refund_initiated` entry. */
async function insertRefund(
  trx: Db,
  refund: Omit<PendingRefund, "refundId"> & { reason: RefundReason },
  now: Date,
): Promise<PendingRefund> {
  const refundId = newRefundId();
  await trx
    .insertInto("order_refunds")
    .values({
      refund_id: refundId,
      order_id: refund.orderId,
      reason: refund.reason,
      method: refund.method,
      amount: refund.amount,
      transaction_id: refund.transactionId,
      created_at: now,
      updated_at: now,
    })
    .execute();
  const to = await wordsFor(trx, { order_id: refund.orderId, method: refund.method });
  await addOrderEvent(trx, refund.orderId, {
    kind: "refund_initiated",
    at: now,
    note: `${formatRupees(refund.amount)} to ${to}`,
  });
  if (refund.method === "original_payment") {
    // UPI and bank refunds wait for staff; the gateway's is asked for once this transaction commits.
    await enqueueJob(trx, { kind: REFUND_SEND_JOB, key: refundId, payload: { refundId } });
  }
  const { orderId, method, amount, transactionId } = refund;
  return { refundId, orderId, method, amount, transactionId };
}

/**
 * In the caller's transaction (which holds the order's row): records a refund of `amount` rupees of what
 * the order was paid with (the gateway payment, or for a delivered COD order the UPI id or bank account of
 * its return). Never more than is left unrefunded; null when the order was never paid or nothing is to be
 * refunded. A gateway refund is sent by its job once the transaction commits.
 */
export async function recordRefund(
  trx: Db,
  input: { orderId: string; reason: RefundReason; amount: number },
  now: Date,
): Promise<PendingRefund | null> {
  if (!Number.isSafeInteger(input.amount) || input.amount <= 0) return null;
  const order = await trx.selectFrom("orders").selectAll().where("id", "=", input.orderId).executeTakeFirst();
  const paid = order ? await paidWith(trx, order) : null;
  if (!paid) return null;
  const left = paid.amount - (await refundedOf(trx, input.orderId, paid, ["initiated", "processed"]));
  const amount = Math.min(input.amount, left);
  if (amount <= 0) return null;
  return insertRefund(trx, { ...input, ...paid, amount }, now);
}

/** A gateway payment the order cannot use (it succeeded after the shop gave up on it): all of it goes back. */
export function recordLatePaymentRefund(
  trx: Db,
  payment: { orderId: string; transactionId: string; amountPaise: number },
  now: Date,
): Promise<PendingRefund> {
  const { orderId, transactionId } = payment;
  const amount = Math.round(payment.amountPaise / 100);
  return insertRefund(
    trx,
    { orderId, reason: "cancellation", method: "original_payment", transactionId, amount },
    now,
  );
}

/**
 * The refund job: asks the gateway for one refund (the refund id makes a second ask the same refund) and
 * settles what it answers at once. Rejects while the gateway cannot be reached, so the job tries again; a
 * refund settled meanwhile (a webhook) is not asked for again.
 */
export async function sendRefund(deps: RefundDeps, refundId: string): Promise<void> {
  const refund = await deps.db
    .selectFrom("order_refunds")
    .select(["refund_id", "order_id", "amount", "transaction_id", "state"])
    .where("refund_id", "=", refundId)
    .executeTakeFirst();
  if (refund?.state !== "initiated" || !refund.transaction_id) return;
  if (!deps.gateway) throw new Error(`refund ${refundId}: no payment gateway to send it to`);
  const answer = await deps.gateway.refund({
    refundId,
    transactionId: refund.transaction_id,
    amountPaise: refund.amount * 100,
  });
  if (answer.state !== "PENDING") {
    await settleRefund(deps, { refundId, state: answer.state === "COMPLETED" ? "processed" : "failed" });
  }
}

interface Settlement {
  refundId: string;
  state: "processed" | "failed";
  reference?: string;
}

/** In a transaction: moves an initiated refund to `state` with its timeline entry, and the order to
 * `refunded` once everything it was paid is back. The refund as settled, or null when it was not initiated
 * (a duplicate changes nothing). */
async function applySettlement(
  trx: Db,
  input: Settlement & { actor: "gateway" | "staff" },
  now: Date,
): Promise<RefundRow | null> {
  const known = await trx
    .selectFrom("order_refunds")
    .select("order_id")
    .where("refund_id", "=", input.refundId)
    .executeTakeFirst();
  if (!known) return null;
  // The order first, as every other change of the order takes its locks.
  const order = await lockOrder(trx, known.order_id);
  const refund = await trx
    .selectFrom("order_refunds")
    .selectAll()
    .where("refund_id", "=", input.refundId)
    .forUpdate()
    .executeTakeFirst();
  if (!order || refund?.state !== "initiated") return null;
  const processed = input.state === "processed";
  const settled = await trx
    .updateTable("order_refunds")
    .set({
      state: input.state,
      reference: input.reference ?? refund.reference,
      processed_at: processed ? now : null,
      updated_at: now,
    })
    .where("refund_id", "=", refund.refund_id)
    .returningAll()
    .executeTakeFirstOrThrow();
  const to = await wordsFor(trx, refund);
  const amount = formatRupees(refund.amount);
  await addOrderEvent(trx, order.id, {
    kind: processed ? "refunded" : "refund_failed",
    at: now,
    actor: input.actor,
    note: processed
      ? `${amount} to ${to}${settled.reference ? ` (reference ${settled.reference})` : ""}`
      : `${amount} to ${to} did not go through; please write to ${brand.careEmail}`,
  });
  // Only a refund of what the order was paid with can make it `refunded` (not one of a late payment).
  const online = refund.method === "original_payment";
  const ofPayment = online === (order.payment_mode === "online");
  const paid = processed && ofPayment ? await paidWith(trx, order) : null;
  const ofPaid = paid && (!online || paid.transactionId === refund.transaction_id);
  if (ofPaid && (await refundedOf(trx, order.id, paid, ["processed"])) >= paid.amount) {
    await movePaymentStatus(trx, order, "refunded", now);
  }
  if (processed) {
    const refundId = settled.refund_id;
    await enqueueJob(trx, { kind: REFUND_MAIL_JOB, key: refundId, payload: { refundId } });
  }
  return settled;
}

/** The job that mails the shopper a refund is done (written by the transaction that processed it). */
export async function sendRefundDoneMail(
  deps: Pick<OrderDeps, "db" | "mailer">,
  refundId: string,
  job: JobContext,
): Promise<void> {
  const refund = await deps.db
    .selectFrom("order_refunds as r")
    .innerJoin("orders as o", "o.id", "r.order_id")
    .select([
      "r.order_id",
      "r.method",
      "r.amount",
      "r.reference",
      "r.state",
      "o.order_number",
      "o.name",
      "o.email",
    ])
    .where("r.refund_id", "=", refundId)
    .executeTakeFirst();
  if (refund?.state !== "processed") return;
  const mail = refundDoneMail({
    orderNumber: refund.order_number,
    name: refund.name,
    email: refund.email,
    amount: refund.amount,
    destination: await wordsFor(deps.db, refund),
    reference: refund.reference,
  });
  await sendJobMail(deps.mailer, mail, job);
}

/** The gateway's word on a refund, in its own transaction (which writes the mail's job once it is
 * processed). Idempotent: a refund already settled changes nothing and mails nothing. */
export async function settleRefund(deps: RefundDeps, input: Settlement): Promise<void> {
  const settled = await inTransaction(deps.db, (trx) =>
    applySettlement(trx, { ...input, actor: "gateway" }, deps.now()),
  );
  // Nobody retries a refund the gateway failed: the care team must see it.
  if (settled?.state === "failed") {
    log.error(`Refund ${settled.refund_id} of order ${settled.order_id} FAILED at the gateway`);
  }
}

/**
 * Staff paid a COD order's refund by UPI or bank transfer (action cod_refund_paid), in the caller's
 * transaction (which also writes the job of the shopper's mail): 409 when no such refund waits. Returns the
 * refund's id.
 */
export async function markManualRefundPaid(
  trx: Db,
  orderId: string,
  reference: string,
  now: Date,
): Promise<string> {
  const waiting = await trx
    .selectFrom("order_refunds")
    .select("refund_id")
    .where("order_id", "=", orderId)
    .where("state", "=", "initiated")
    .where("method", "in", ["upi", "bank_transfer"])
    .orderBy("created_at")
    .executeTakeFirst();
  if (!waiting) throw new ApiError(409, refundMessages.noManualRefund);
  const settled = await applySettlement(
    trx,
    { refundId: waiting.refund_id, state: "processed", reference, actor: "staff" },
    now,
  );
  if (!settled) throw new ApiError(409, refundMessages.noManualRefund);
  return settled.refund_id;
}

/** The order's refunds, oldest first, as the contract's OrderRefund. */
export async function orderRefunds(db: Db, orderId: string): Promise<OrderRefund[]> {
  return ((await refundRowsOf(db, [orderId])).get(orderId) ?? []).map(refundView);
}

/**
 * Asks the gateway where a refund stands and settles it when it is final. `resend`: a refund the gateway
 * does not know (it never received it) is sent again, under the same id. Throws GatewayError when the
 * gateway cannot be reached.
 */
export async function checkRefund(
  deps: RefundDeps,
  refund: Pick<RefundRow, "refund_id" | "order_id" | "amount" | "transaction_id">,
  options: { resend?: boolean } = {},
): Promise<void> {
  if (!deps.gateway) throw new GatewayError("no payment gateway configured");
  try {
    const status = await deps.gateway.refundStatus(refund.refund_id);
    if (status.state === "PENDING") return;
    const state = status.state === "COMPLETED" ? "processed" : "failed";
    await settleRefund(deps, { refundId: refund.refund_id, state, reference: status.reference });
  } catch (error) {
    const unknown = error instanceof GatewayError && error.status === 404;
    if (!unknown || !options.resend) throw error;
    await sendRefund(deps, refund.refund_id);
  }
}

/** The gateway refunds still initiated: of one order, or all of them created before `before`. */
function openGatewayRefunds(db: Db, filter: { orderId?: string; before?: Date }) {
  let query = db
    .selectFrom("order_refunds")
    .select(["refund_id", "order_id", "amount", "transaction_id"])
    .where("state", "=", "initiated")
    .where("method", "=", "original_payment")
    .orderBy("created_at")
    .limit(200);
  if (filter.orderId) query = query.where("order_id", "=", filter.orderId);
  if (filter.before) query = query.where("created_at", "<=", filter.before);
  return query.execute();
}

/** GET /order/{id}/refunds: the order's gateway refunds still on their way are asked about first (a gateway
 * that cannot be reached leaves them as they are), then the list. */
export async function refreshOrderRefunds(deps: RefundDeps, orderId: string): Promise<OrderRefund[]> {
  const open = await openGatewayRefunds(deps.db, { orderId });
  await Promise.all(
    open.map((refund) =>
      checkRefund(deps, refund).catch((error: unknown) =>
        log.warn({ err: error }, `Refund status of ${refund.refund_id} failed`),
      ),
    ),
  );
  return orderRefunds(deps.db, orderId);
}

/** The sweeper's part: gateway refunds initiated more than `ageMs` ago are asked about (and sent again when
 * the gateway never got them). Returns how many were asked about. */
export async function pollOpenRefunds(deps: RefundDeps, ageMs = 60_000): Promise<number> {
  if (!deps.gateway) return 0;
  const due = await openGatewayRefunds(deps.db, { before: new Date(deps.now().getTime() - ageMs) });
  for (const refund of due) {
    await checkRefund(deps, refund, { resend: true }).catch((error: unknown) =>
      log.warn({ err: error }, `Checking refund ${refund.refund_id} failed`),
    );
  }
  return due.length;
}
