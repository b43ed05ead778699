// Contract operation phonePeWebhook: the gateway's payment and refund events. Refused (401) unless its
// Authorization is the configured one; a genuine call whose body names no payment or refund in a known state
// is 400, not 401, which the gateway would take for wrong credentials and deliver again for ever. Acted on
// only after the gateway's own status call (order status or refund status) confirms it, never on the body's
// word. Unknown payments and refunds, duplicates and stale events answer 200; a gateway that cannot be asked
// answers 502, so the gateway delivers the event again.
import { Hono } from "hono";
import type { OrderDeps } from "../services/orders/deps";
import { orderMessages } from "../services/orders/messages";
import { confirmWithGateway } from "../services/orders/payments";
import { checkRefund } from "../services/orders/refunds";
import { errorJson } from "./errors";
import { ApiError } from "../services/errors";
import { inputOf } from "./requestInput";
import { log } from "../observability/log";

async function confirmRefund(deps: OrderDeps, refundId: string): Promise<void> {
  const refund = await deps.db
    .selectFrom("order_refunds")
    .select(["refund_id", "order_id", "amount", "transaction_id", "state"])
    .where("refund_id", "=", refundId)
    .executeTakeFirst();
  if (refund?.state !== "initiated") return;
  try {
    await checkRefund(deps, refund);
  } catch (error) {
    log.warn({ err: error }, `Refund status of ${refundId} failed`);
    throw new ApiError(502, orderMessages.gatewayUnreachable);
  }
}

export function paymentWebhookRoutes(deps: OrderDeps) {
  return new Hono().post("/phonepe/webhook", async (c) => {
    const input = inputOf(c, "phonePeWebhook");
    const event = deps.gateway?.verifyWebhook({
      authorization: input.header.Authorization,
      body: input.body,
    });
    if (!event || event.kind === "forged") return errorJson(c, 401, orderMessages.webhookRefused);
    if (event.kind === "malformed") return errorJson(c, 400, orderMessages.webhookMalformed);
    if (event.kind === "refund") {
      await confirmRefund(deps, event.refundId);
    } else {
      const known = await deps.db
        .selectFrom("order_payments")
        .select("transaction_id")
        .where("transaction_id", "=", event.transactionId)
        .executeTakeFirst();
      if (known) await confirmWithGateway(deps, event.transactionId);
    }
    return c.json({ success: true as const, message: orderMessages.webhookReceived });
  });
}
