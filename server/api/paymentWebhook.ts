// Contract operation phonePeWebhook: the gateway's payment and refund events. Refused (401) unless its
// Authorization is the configured one; acted on only after the gateway's own status call (order status or
// refund status) confirms it, never on the body's word. Unknown payments and refunds, duplicates and stale
// events answer 200; a gateway that cannot be asked answers 502, so the gateway delivers the event again.
import { Hono } from "hono";
import type { OrderDeps } from "../services/orders/deps";
import { orderMessages } from "../services/orders/messages";
import { confirmWithGateway } from "../services/orders/payments";
import { errorJson } from "./errors";
import { inputOf } from "./requestInput";

export function paymentWebhookRoutes(deps: OrderDeps) {
  return new Hono().post("/phonepe/webhook", async (c) => {
    const input = inputOf(c, "phonePeWebhook");
    const event = deps.gateway?.verifyWebhook({
      authorization: input.header.Authorization,
      body: input.body,
    });
    if (!event) return errorJson(c, 401, orderMessages.webhookRefused);
    if (event.kind === "payment") {
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
