// The server's sweeper of payment holds: every interval, online orders whose payment is still pending past
// its hold (15 minutes) give their stock back. Reads release them too (read.ts), so the interval only
// bounds how long an unread one keeps its stock. The server process starts it next to the server:
//   const sweeper = startPaymentSweeper({ db, now: () => new Date() });  … on shutdown: sweeper.stop()
import type { OrderDeps } from "./deps";
import { expireDuePayments } from "./payments";

export interface PaymentSweeper {
  /** One sweep now (also what the interval runs); resolves to the number of orders released. */
  sweep: () => Promise<number>;
  stop: () => void;
}

export function startPaymentSweeper(
  deps: Pick<OrderDeps, "db" | "now">,
  intervalMs = 60_000,
): PaymentSweeper {
  let running: Promise<number> | null = null;
  const sweep = () => {
    // One sweep at a time: a slow one is not stacked on.
    running ??= expireDuePayments(deps).finally(() => {
      running = null;
    });
    return running;
  };
  const timer = setInterval(() => {
    sweep().catch((error: unknown) => console.error("Sweeping expired payments failed:", error));
  }, intervalMs);
  timer.unref();
  return { sweep, stop: () => clearInterval(timer) };
}
