// The state machine's moves carried out: each action is ONE transaction that locks the order's row, asks
// the rules (lifecycle.ts) whether the order's state allows it (409 with the reason when not), and makes
// the move with its side effects: stock back on a cancel, the timeline row, the invoice or credit note,
// the refund's record, and the jobs of the gateway refund and the shopper's mail (docs/decisions/
// durable-jobs.md), which run once the move commits: neither happens for a move that was rolled back, and
// neither is lost to a process that dies after the commit. Two actions on one order at once queue on
// the row lock: the second sees the first's result (a cancel after a ship is refused, not applied twice; the
// shopper's second cancel or return request answers the order as the first left it).
import { designOrderWords } from "../../../src/lib/design/designOrderWords";
import { ApiError, badRequest } from "../errors";
import type { Database } from "../../db/schema";
import { issueCreditNote, issueInvoice } from "../invoices";
import { enqueueJob } from "../../jobs/queue";
import type { JobContext } from "../../jobs/worker";
import { sendJobMail } from "../mail/jobMail";
import type { Transaction } from "kysely";
import { orderFacts, readOrder } from "./detail";
import type { OrderDeps } from "./deps";
import {
  alreadyDone,
  type LifecycleAction,
  moveOrderStatus,
  movePaymentStatus,
  refusalOf,
} from "./lifecycle";
import { type LifecycleMailKind, lifecycleMail } from "./lifecycleMail";
import { orderMessages } from "./messages";
import { closeAttempt, giveBackStock, lockOrder } from "./payments";
import { markManualRefundPaid, recordRefund } from "./refunds";
import { RETURN_STEPS, type ReturnRequestInput, checkReturnInput } from "./returns";
import { afterCustomisedOrderConfirmed } from "./customisedOrderConfirmed";
import { addOrderEvent } from "./timeline";
import { inTransaction } from "./transactions";
import type { OrderRow } from "./view";

export interface MoveRequest {
  orderId: string;
  action: LifecycleAction;
  actor: "shopper" | "staff";
  /** A shopper's call: the order must be theirs and the tracking id its own (404 otherwise). */
  owner?: { userId: string; trackingId: string };
  /** The reason (cancel, refuse_return). */
  note?: string;
  courier?: string;
  trackingNumber?: string;
  /** The UPI or bank transfer reference (cod_refund_paid). */
  reference?: string;
  /** The shopper's return request (request_return). */
  returnRequest?: ReturnRequestInput;
}

export interface StepContext {
  trx: Transaction<Database>;
  order: OrderRow;
  now: Date;
  request: MoveRequest;
}

/** The mail the move sends the shopper, if any (its job is written in the move's transaction). */
export interface StepOutcome {
  mail?: LifecycleMailKind;
}

type Step = (context: StepContext) => Promise<StepOutcome>;

/** Cancelling (shopper or staff, before shipping; or a bag order replaced by a new one: supersede.ts):
 * units back, an open payment attempt given up, a credit note when invoiced, the paid amount refunded. */
export async function cancel({ trx, order, now, request }: StepContext): Promise<StepOutcome> {
  await giveBackStock(trx, order);
  if (order.transaction_id) await closeAttempt(trx, order.transaction_id, "ABANDONED", now);
  await moveOrderStatus(trx, order, "cancelled", now, {
    cancelled_at: now,
    cancel_reason: request.note ?? null,
    payment_expires_at: null,
  });
  // A payment still open is given up with the order: it will never be taken (a late success is refunded),
  // so the order must not go on saying it awaits payment.
  if (order.payment_status === "pending") await movePaymentStatus(trx, order, "failed", now);
  await addOrderEvent(trx, order.id, {
    kind: "cancelled",
    at: now,
    note: request.note,
    actor: request.actor,
  });
  await issueCreditNote(trx, order.id, { reason: "cancellation", amount: order.total_amount }, now);
  await recordRefund(trx, { orderId: order.id, reason: "cancellation", amount: order.total_amount }, now);
  return { mail: "cancelled" };
}

async function confirm({ trx, order, now }: StepContext): Promise<StepOutcome> {
  await moveOrderStatus(trx, order, "confirmed", now, { confirmed_at: now });
  if (order.order_type === "customize") await afterCustomisedOrderConfirmed(trx, order.id);
  await issueInvoice(trx, order.id, now);
  await addOrderEvent(trx, order.id, { kind: "confirmed", at: now, actor: "staff" });
  return { mail: "confirmed" };
}

async function ship({ trx, order, now, request }: StepContext): Promise<StepOutcome> {
  const courier = request.courier ?? "";
  const trackingNumber = request.trackingNumber ?? "";
  await moveOrderStatus(trx, order, "shipped", now, {
    courier,
    tracking_number: trackingNumber,
    shipped_at: now,
  });
  const note = `${courier}, tracking number ${trackingNumber}`;
  await addOrderEvent(trx, order.id, { kind: "shipped", at: now, note, actor: "staff" });
  return { mail: "shipped" };
}

async function outForDelivery({ trx, order, now }: StepContext): Promise<StepOutcome> {
  await moveOrderStatus(trx, order, "out_for_delivery", now);
  await addOrderEvent(trx, order.id, { kind: "out_for_delivery", at: now, actor: "staff" });
  return { mail: "out_for_delivery" };
}

/** Delivered: the return window starts now; cash on delivery is collected, so a COD order is paid. */
async function deliver({ trx, order, now }: StepContext): Promise<StepOutcome> {
  await moveOrderStatus(trx, order, "delivered", now, { delivered_at: now });
  await addOrderEvent(trx, order.id, { kind: "delivered", at: now, actor: "staff" });
  if (order.payment_status === "cod") {
    await movePaymentStatus(trx, order, "paid", now);
    await addOrderEvent(trx, order.id, {
      kind: "paid",
      at: now,
      note: "Paid in cash on delivery",
      actor: "staff",
    });
  }
  return { mail: "delivered" };
}

/** Staff approve the pictures of a customised order's design: it may now be confirmed. */
async function approveDesign({ trx, order, now }: StepContext): Promise<StepOutcome> {
  await trx
    .updateTable("orders")
    .set({ design_review: "approved", updated_at: now })
    .where("id", "=", order.id)
    .execute();
  return {};
}

/** Staff refuse the pictures of a customised order's design (the reason is required): the order is
 * cancelled and refunded as any cancel is, the reason told to the shopper. */
async function refuseDesign(context: StepContext): Promise<StepOutcome> {
  const { trx, order, now, request } = context;
  await trx
    .updateTable("orders")
    .set({ design_review: "refused", updated_at: now })
    .where("id", "=", order.id)
    .execute();
  return cancel({
    ...context,
    request: { ...request, note: designOrderWords.designRefused(request.note ?? "") },
  });
}

async function codRefundPaid({ trx, order, now, request }: StepContext): Promise<StepOutcome> {
  await markManualRefundPaid(trx, order.id, request.reference ?? "", now);
  return {};
}

const STEPS: Record<LifecycleAction, Step> = {
  confirm,
  ship,
  out_for_delivery: outForDelivery,
  deliver,
  cancel,
  cod_refund_paid: codRefundPaid,
  approve_design: approveDesign,
  refuse_design: refuseDesign,
  ...RETURN_STEPS,
};

/** 400 for what the action needs and the request lacks (before the order is even looked at). */
function checkInput(request: MoveRequest): void {
  const { action } = request;
  if (action === "ship" && !request.courier) throw badRequest("courier is required to ship an order");
  if (action === "ship" && !request.trackingNumber) {
    throw badRequest("trackingNumber is required to ship an order");
  }
  if (action === "refuse_return" && !request.note) throw badRequest("note is required to refuse a return");
  if (action === "refuse_design" && !request.note) throw badRequest(designOrderWords.refusalReasonRequired);
  if (action === "cod_refund_paid" && !request.reference) {
    throw badRequest("reference is required to mark a refund paid");
  }
  if (action === "request_return") checkReturnInput(request.returnRequest);
}

/** Carries out one action on one order (see the file's head). */
export async function moveOrder(deps: OrderDeps, request: MoveRequest): Promise<void> {
  checkInput(request);
  const now = deps.now();
  await inTransaction(deps.db, async (trx) => {
    const order = await lockOrder(trx, request.orderId);
    const owner = request.owner;
    const notTheirs = owner && (order?.user_id !== owner.userId || order?.tracking_id !== owner.trackingId);
    if (!order || notTheirs) throw new ApiError(404, orderMessages.notFound);
    const facts = await orderFacts(trx, order, now);
    // A return request may name a problem with the piece: the only return a customised order allows.
    if (request.action === "request_return") facts.returnKind = request.returnRequest?.kind ?? null;
    // The shopper asking again for what already happened (a second press, another tab) gets the order as it
    // is: their own action is not an error.
    if (request.actor === "shopper" && alreadyDone(request.action, facts)) return;
    const refused = refusalOf(request.action, facts);
    if (refused) throw new ApiError(409, refused);
    const { mail } = await STEPS[request.action]({ trx, order, now, request });
    if (mail) {
      const key = `${order.id}:${mail}:${now.getTime()}`;
      await enqueueJob(trx, { kind: LIFECYCLE_MAIL_JOB, key, payload: { orderId: order.id, mail } });
    }
  });
}

export const LIFECYCLE_MAIL_JOB = "order.lifecycle_mail";

/** The job of a move's mail: the order as it is when the mail leaves. */
export async function sendLifecycleMail(
  deps: OrderDeps,
  payload: { orderId: string; mail: LifecycleMailKind },
  job: JobContext,
): Promise<void> {
  const order = await readOrder(deps, payload.orderId);
  await sendJobMail(deps.mailer, lifecycleMail(payload.mail, order, deps.publicOrigin), job);
}
