import { log } from "../../observability/log";
import type { PaymentGateway } from "./gateway";
import { createPhonePeGateway, paymentGatewayFromEnv } from "./phonepe";

export interface PaymentsSetup {
  gateway: PaymentGateway;
  close: () => Promise<void>;
}

/** Where the shop receives the gateway's webhooks (the contract's phonePeWebhook). */
export const webhookUrlFor = (shopOrigin: string) =>
  new URL("/api/v1/payments/phonepe/webhook", shopOrigin).toString();

/**
 * PhonePe when it is configured (PHONEPE_*, see phonepe.ts). Otherwise, always, the local fake gateway on
 * 127.0.0.1 (FAKE_PHONEPE_PORT, default a free port; FAKE_PHONEPE_DELAY_MS for "Pay after a delay";
 * FAKE_PHONEPE_REFUND_DELAY_MS for how long a refund stays pending), so a fresh checkout can buy and be
 * refunded end to end. The fake's page is reachable from this machine only, so a deployed shop
 * that forgot its PhonePe settings takes no fake payments from the outside. The fake's module is loaded
 * only then: a shop with PhonePe configured never loads development code.
 */
export async function paymentsFromEnv(
  shopOrigin: string,
  env: NodeJS.ProcessEnv = process.env,
): Promise<PaymentsSetup> {
  const real = paymentGatewayFromEnv(env);
  if (real) return { gateway: real, close: async () => {} };
  const { startFakePhonePe } = await import("../../dev/fake-phonepe");
  const fake = await startFakePhonePe({
    webhookUrl: webhookUrlFor(shopOrigin),
    port: Number(env.FAKE_PHONEPE_PORT || 0),
    delayMs: env.FAKE_PHONEPE_DELAY_MS ? Number(env.FAKE_PHONEPE_DELAY_MS) : undefined,
    refundDelayMs: env.FAKE_PHONEPE_REFUND_DELAY_MS ? Number(env.FAKE_PHONEPE_REFUND_DELAY_MS) : undefined,
  });
  log.info(`No PhonePe configured: local test gateway on ${fake.url} (no money moves)`);
  return { gateway: createPhonePeGateway(fake.config), close: fake.close };
}
