// Starting an online payment at the gateway with no lock held while the gateway answers
// (docs/decisions/payment-start-without-locks.md). Three steps: a short transaction takes the call for the
// attempt (initiating_at, migration 0035) and commits; the gateway is asked outside any transaction, for at
// most paymentStartTimeoutMs; a second short write stores its page, or the attempt fails (stock back). A
// duplicate request (a double-clicked Pay, a repeated POST with the same Idempotency-Key) never calls the
// gateway again: it reads the row until the first request's answer is there and answers the same page. An
// attempt left initiating past PAYMENT_START_STUCK_MS (its process died during the call) is settled by the
// sweeper on the gateway's word (recoverStuckStarts).
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { ApiError } from "../errors";
import { GatewayError, type PaymentGateway, type PaymentStatus } from "../payments/gateway";
import type { OrderDeps } from "./deps";
import { orderMessages } from "./messages";
import { failAttempt, settlePayment } from "./payments";
import { inTransaction } from "./transactions";
import { log } from "../../observability/log";

/** How long the shop waits for the gateway's page: PhonePe's client gives each call 10 s (phonepe.ts), and
 * a start may take two (a token, then the pay call). */
export const PAYMENT_START_TIMEOUT_MS = 30_000;
/** An attempt initiating longer than this lost the request that took it: its process died during the call. */
export const PAYMENT_START_STUCK_MS = 2 * 60_000;
/** How often a duplicate request looks for the first one's answer. */
const POLL_MS = 100;

type Db = Kysely<Database>;

/** What the first short transaction found: the page already stored, the call to make (this request took
 * it), another request's call to wait for, or an attempt that cannot start. */
type Claim =
  | { kind: "page"; redirectUrl: string }
  | { kind: "call"; gateway: PaymentGateway; orderId: string; amountPaise: number }
  | { kind: "wait" }
  | { kind: "refused" };

const isStuck = (initiatingAt: Date, now: Date) =>
  now.getTime() - initiatingAt.getTime() >= PAYMENT_START_STUCK_MS;

async function claimStart(deps: OrderDeps, transactionId: string): Promise<Claim> {
  const now = deps.now();
  return inTransaction(deps.db, async (trx) => {
    const payment = await trx
      .selectFrom("order_payments")
      .select(["order_id", "amount_paise", "state", "redirect_url", "initiating_at"])
      .where("transaction_id", "=", transactionId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    if (payment.redirect_url) return { kind: "page", redirectUrl: payment.redirect_url };
    if (payment.state !== "PENDING" || !deps.gateway) return { kind: "refused" };
    if (payment.initiating_at)
      return isStuck(payment.initiating_at, now) ? { kind: "refused" } : { kind: "wait" };
    await trx
      .updateTable("order_payments")
      .set({ initiating_at: now })
      .where("transaction_id", "=", transactionId)
      .execute();
    return {
      kind: "call",
      gateway: deps.gateway,
      orderId: payment.order_id,
      amountPaise: Number(payment.amount_paise),
    };
  });
}

/** `work`, or a GatewayError once `ms` have passed without its answer (which is then ignored). */
function withinTime<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new GatewayError(`no answer in ${ms} ms`)), ms);
  });
  work.catch(() => undefined);
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/** Asks the gateway for the page (no transaction open), then stores it; null when the attempt failed or was
 * closed meanwhile (the order cancelled or moved to cash on delivery while the gateway answered). */
async function callGateway(
  deps: OrderDeps,
  transactionId: string,
  claim: Extract<Claim, { kind: "call" }>,
): Promise<string | null> {
  const { gateway } = claim;
  let started: Awaited<ReturnType<PaymentGateway["initiate"]>>;
  try {
    started = await withinTime(
      gateway.initiate({
        transactionId,
        amountPaise: claim.amountPaise,
        redirectUrl: `${deps.publicOrigin}/status/${transactionId}/${claim.orderId}`,
        expireAfterSeconds: deps.config.paymentHoldMinutes * 60,
      }),
      deps.paymentStartTimeoutMs ?? PAYMENT_START_TIMEOUT_MS,
    );
  } catch (error) {
    log.error({ err: error }, `Starting payment ${transactionId} at ${gateway.name} failed`);
    await inTransaction(deps.db, (trx) => failAttempt(trx, transactionId, deps.now()));
    return null;
  }
  const stored = await deps.db
    .updateTable("order_payments")
    .set({ redirect_url: started.redirectUrl, gateway_order_id: started.gatewayOrderId ?? null })
    .where("transaction_id", "=", transactionId)
    .where("state", "=", "PENDING")
    .where("redirect_url", "is", null)
    .executeTakeFirst();
  if (stored.numUpdatedRows > 0n) return started.redirectUrl;
  return (await pageOf(deps.db, transactionId)).redirectUrl;
}

async function pageOf(db: Db, transactionId: string) {
  const row = await db
    .selectFrom("order_payments")
    .select(["redirect_url", "state"])
    .where("transaction_id", "=", transactionId)
    .executeTakeFirstOrThrow();
  return { redirectUrl: row.redirect_url, open: row.state === "PENDING" };
}

/** Another request is asking the gateway: its page once stored, or null when the attempt failed or the
 * wait outlasted that request's own limit (its process died: the sweeper settles the attempt). */
async function awaitPage(deps: OrderDeps, transactionId: string): Promise<string | null> {
  const deadline = Date.now() + (deps.paymentStartTimeoutMs ?? PAYMENT_START_TIMEOUT_MS) + 1000;
  for (;;) {
    const { redirectUrl, open } = await pageOf(deps.db, transactionId);
    if (redirectUrl || !open || Date.now() >= deadline) return redirectUrl;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/** The gateway's page for a payment attempt, asking the gateway for it once whoever asks: a duplicate
 * request gets the same page. 502 when the gateway refused or did not answer in time (the attempt failed,
 * its stock back), or the attempt is closed. */
export async function startPayment(deps: OrderDeps, transactionId: string): Promise<{ redirectUrl: string }> {
  const claim = await claimStart(deps, transactionId);
  const redirectUrl =
    claim.kind === "page"
      ? claim.redirectUrl
      : claim.kind === "call"
        ? await callGateway(deps, transactionId, claim)
        : claim.kind === "wait"
          ? await awaitPage(deps, transactionId)
          : null;
  if (!redirectUrl) throw new ApiError(502, orderMessages.paymentInitFailed);
  return { redirectUrl };
}

/** Within a transaction: whether the attempt lost its start (initiating past the limit, no page): its
 * shopper never got a page to pay on, so paying again opens a new attempt. */
export async function isStuckStart(trx: Db, transactionId: string, now: Date): Promise<boolean> {
  const payment = await trx
    .selectFrom("order_payments")
    .select(["initiating_at", "redirect_url", "state"])
    .where("transaction_id", "=", transactionId)
    .executeTakeFirst();
  if (!payment?.initiating_at || payment.redirect_url || payment.state !== "PENDING") return false;
  return isStuck(payment.initiating_at, now);
}

/**
 * The sweeper's part: attempts initiating past PAYMENT_START_STUCK_MS are settled on the gateway's word. A
 * payment the gateway knows is applied as it says (COMPLETED: paid; FAILED: failed; PENDING: kept until its
 * hold ends, and asked about again next sweep); one it does not know (404) never reached it, so the attempt
 * fails and its stock goes back. A gateway that cannot be reached leaves the attempt for the next sweep (its
 * hold still ends it). Returns how many attempts were asked about.
 */
export async function recoverStuckStarts(deps: Pick<OrderDeps, "db" | "gateway" | "now">): Promise<number> {
  const { gateway } = deps;
  if (!gateway) return 0;
  const stuck = await deps.db
    .selectFrom("order_payments")
    .select("transaction_id")
    .where("initiating_at", "<=", new Date(deps.now().getTime() - PAYMENT_START_STUCK_MS))
    .where("redirect_url", "is", null)
    .where("state", "=", "PENDING")
    .orderBy("initiating_at")
    .limit(200)
    .execute();
  for (const { transaction_id: transactionId } of stuck) {
    let status: PaymentStatus;
    try {
      status = await gateway.status(transactionId);
    } catch (error) {
      if (error instanceof GatewayError && error.status === 404) {
        await inTransaction(deps.db, (trx) => failAttempt(trx, transactionId, deps.now()));
      } else {
        log.warn({ err: error }, `Payment status of ${transactionId} failed`);
      }
      continue;
    }
    await settlePayment(deps, status);
  }
  return stuck.length;
}
