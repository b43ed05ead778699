// The server's sweeper, every interval: online orders whose payment is still pending past its hold (15
// minutes) give their stock back, and gateway refunds still initiated after a minute are asked about (a lost
// webhook must not leave a refund open for ever) or sent again when the gateway never got them. Reads
// release holds and refresh refunds too (read.ts, refunds.ts), so the interval only bounds how long an
// unread order waits. The server process starts it next to the server:
//   const sweeper = startPaymentSweeper({ db, gateway, mailer, now: () => new Date() });  … sweeper.stop()
import type { OrderDeps } from "./deps";
import { expireDuePayments } from "./payments";
import { pollOpenRefunds } from "./refunds";

export interface PaymentSweeper {
  /** One sweep now (also what the interval runs); resolves to the number of orders released. */
  sweep: () => Promise<number>;
  stop: () => void;
}

export function startPaymentSweeper(
  deps: Pick<OrderDeps, "db" | "now" | "gateway" | "mailer">,
  intervalMs = 60_000,
): PaymentSweeper {
  let running: Promise<number> | null = null;
  const sweepOnce = async () => {
    const released = await expireDuePayments(deps);
    await pollOpenRefunds(deps);
    return released;
  };
  const sweep = () => {
    // One sweep at a time: a slow one is not stacked on.
    running ??= sweepOnce().finally(() => {
      running = null;
    });
    return running;
  };
  const timer = setInterval(() => {
    sweep().catch((error: unknown) => console.error("Sweeping payments and refunds failed:", error));
  }, intervalMs);
  timer.unref();
  return { sweep, stop: () => clearInterval(timer) };
}
