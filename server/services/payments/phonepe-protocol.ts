// What PhonePe Standard Checkout v2 looks like on the wire, shared by the adapter (phonepe.ts) and the local
// fake (server/dev/fake-phonepe.ts) so the two cannot drift apart: paths, hosts, id rules, the webhook's
// Authorization value. Shapes follow developer.phonepe.com (standard checkout, API reference).
import { createHash } from "node:crypto";

export const PHONEPE_PATHS = {
  token: "/v1/oauth/token",
  pay: "/checkout/v2/pay",
  orderStatus: (merchantOrderId: string) =>
    `/checkout/v2/order/${encodeURIComponent(merchantOrderId)}/status`,
  /** One payment attempt by PhonePe's transactionId: the order-status answer with that attempt alone. */
  transactionStatus: (transactionId: string) =>
    `/checkout/v2/transaction/${encodeURIComponent(transactionId)}/status`,
  refund: "/payments/v2/refund",
  refundStatus: (merchantRefundId: string) =>
    `/payments/v2/refund/${encodeURIComponent(merchantRefundId)}/status`,
} as const;

/** Where PhonePe answers. In production the token comes from another host than the payment calls. */
export const PHONEPE_HOSTS = {
  sandbox: {
    baseUrl: "https://api-preprod.phonepe.com/apis/pg-sandbox",
    authUrl: "https://api-preprod.phonepe.com/apis/pg-sandbox",
  },
  production: {
    baseUrl: "https://api.phonepe.com/apis/pg",
    authUrl: "https://api.phonepe.com/apis/identity-manager",
  },
} as const;

/** merchantOrderId and merchantRefundId: at most 63 characters, letters, digits, "_" and "-". */
export const MERCHANT_ID_PATTERN = /^[A-Za-z0-9_-]{1,63}$/;

/** PhonePe's smallest payment and refund, in paise. */
export const MIN_AMOUNT_PAISE = 100;

export const ORDER_STATES = ["PENDING", "COMPLETED", "FAILED"] as const;

/** PhonePe's refund states; CONFIRMED means accepted and on its way. */
export const REFUND_STATES = ["PENDING", "CONFIRMED", "COMPLETED", "FAILED"] as const;

export const WEBHOOK_EVENTS = {
  completed: "checkout.order.completed",
  failed: "checkout.order.failed",
  refundCompleted: "pg.refund.completed",
  refundFailed: "pg.refund.failed",
} as const;

export type WebhookEventName = (typeof WEBHOOK_EVENTS)[keyof typeof WEBHOOK_EVENTS];

/** The older name PhonePe sends beside `event` in `type`: deprecated for merchants, but PhonePe's own SDK
 * (pg-sdk-node's CallbackResponse) still reads it. */
export const WEBHOOK_TYPES: Record<WebhookEventName, string> = {
  "checkout.order.completed": "CHECKOUT_ORDER_COMPLETED",
  "checkout.order.failed": "CHECKOUT_ORDER_FAILED",
  "pg.refund.completed": "PG_REFUND_COMPLETED",
  "pg.refund.failed": "PG_REFUND_FAILED",
};

/** Refund events are named pg.refund.* (accepted, completed, failed). */
export const isRefundEvent = (event: string) => event.startsWith("pg.refund.");

/** The webhook's Authorization header: hex SHA256 of `username:password` as configured for the webhook. */
export function webhookAuthorization(username: string, password: string): string {
  return createHash("sha256").update(`${username}:${password}`).digest("hex");
}
