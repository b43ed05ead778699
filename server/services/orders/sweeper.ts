// The sweep, a periodic job (server/services/jobHandlers.ts: once per interval across every instance,
// docs/decisions/durable-jobs.md): online orders whose payment is still pending past its hold (15 minutes)
// give their stock back, and gateway refunds still initiated after a minute are asked about (a lost webhook
// must not leave a refund open for ever) or sent again when the gateway never got them; payment starts left
// initiating by a process that died during the gateway's call are settled on the gateway's word
// (paymentStart.ts). Reads release holds and refresh refunds too (read.ts, refunds.ts), so the interval only
// bounds how long an unread order waits. Every part is idempotent: two sweeps at once, or one repeated after
// a crash, change nothing more.
import type { OrderDeps } from "./deps";
import { expireDuePayments } from "./payments";
import { recoverStuckStarts } from "./paymentStart";
import { pollOpenRefunds } from "./refunds";

export const PAYMENT_SWEEP_JOB = "orders.sweep";

/** One sweep; resolves to the number of orders released. */
export async function sweepPayments(deps: Pick<OrderDeps, "db" | "now" | "gateway" | "mailer">) {
  const released = await expireDuePayments(deps);
  await recoverStuckStarts(deps);
  await pollOpenRefunds(deps);
  return released;
}
