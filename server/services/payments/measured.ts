// Every call the shop makes to the payment gateway, timed and counted once here (docs/running.md#metrics),
// around the gateway object createShop is given (server/app.ts), instead of at each call site in orders.
import type { PaymentGateway } from "./gateway";

/** Told of each call: which operation, how long it took, and whether it answered. */
export type GatewayCallObserver = (operation: string, seconds: number, ok: boolean) => void;

async function timed<T>(operation: string, observe: GatewayCallObserver, call: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    const answer = await call();
    observe(operation, (performance.now() - started) / 1000, true);
    return answer;
  } catch (error) {
    observe(operation, (performance.now() - started) / 1000, false);
    throw error;
  }
}

/** `gateway` with each network call observed; verifyWebhook (no call: a check of what arrived) as it is. */
export function measuredGateway(gateway: PaymentGateway, observe: GatewayCallObserver): PaymentGateway {
  return {
    get name() {
      return gateway.name;
    },
    initiate: (payment) => timed("initiate", observe, () => gateway.initiate(payment)),
    status: (transactionId) => timed("status", observe, () => gateway.status(transactionId)),
    verifyWebhook: (call) => gateway.verifyWebhook(call),
    refund: (refund) => timed("refund", observe, () => gateway.refund(refund)),
    refundStatus: (refundId) => timed("refundStatus", observe, () => gateway.refundStatus(refundId)),
  };
}
