// A payment gateway in memory for the order tests: the test decides what the gateway says about each
// payment (`settle`), and signs webhooks as PhonePe does (Authorization: hex SHA256 of username:password).
import { createHash, timingSafeEqual } from "node:crypto";
import type {
  GatewayPaymentState,
  InitiatePayment,
  PaymentGateway,
  PaymentStatus,
  RefundRequest,
  WebhookEvent,
} from "../../server/services/payments/gateway";
import { GatewayError } from "../../server/services/payments/gateway";

const WEBHOOK_USER = "rangrez-webhook";
const WEBHOOK_PASSWORD = "test-secret";

export interface TestGateway extends PaymentGateway {
  /** Every payment initiated, by transaction id. */
  payments: Map<string, InitiatePayment & { state: GatewayPaymentState }>;
  refunds: RefundRequest[];
  /** What the gateway will say about the payment from now on. */
  settle: (transactionId: string, state: GatewayPaymentState) => void;
  /** The Authorization header of a genuine webhook. */
  authorization: string;
  /** A webhook body for the payment in `state` (PhonePe's shape). */
  webhookBody: (transactionId: string, state: GatewayPaymentState) => unknown;
  /** Makes the next initiate calls fail (the gateway is down). */
  down: boolean;
}

const sha256Hex = (text: string) => createHash("sha256").update(text).digest("hex");

export function testGateway(): TestGateway {
  const payments: TestGateway["payments"] = new Map();
  const refunds: RefundRequest[] = [];
  const authorization = sha256Hex(`${WEBHOOK_USER}:${WEBHOOK_PASSWORD}`);
  const gateway: TestGateway = {
    name: "test",
    payments,
    refunds,
    authorization,
    down: false,
    async initiate(payment) {
      if (gateway.down) throw new GatewayError("the test gateway is down", 503);
      payments.set(payment.transactionId, { ...payment, state: "PENDING" });
      return {
        redirectUrl: `https://pay.test/checkout/${payment.transactionId}`,
        gatewayOrderId: `OMO-${payment.transactionId}`,
      };
    },
    async status(transactionId): Promise<PaymentStatus> {
      const payment = payments.get(transactionId);
      if (!payment) throw new GatewayError(`no payment ${transactionId}`, 404);
      return {
        transactionId,
        state: payment.state,
        amountPaise: payment.amountPaise,
        ...(payment.state === "COMPLETED" ? { gatewayReference: `T-${transactionId}` } : {}),
      };
    },
    verifyWebhook(call): WebhookEvent | null {
      const given = Buffer.from(call.authorization ?? "");
      const expected = Buffer.from(authorization);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      const body = call.body as { event?: string; payload?: { merchantOrderId?: string; state?: string } };
      const state = body?.payload?.state;
      const transactionId = body?.payload?.merchantOrderId;
      if (!transactionId || (state !== "PENDING" && state !== "COMPLETED" && state !== "FAILED")) return null;
      return { event: body.event ?? "", transactionId, state };
    },
    async refund(refund) {
      refunds.push(refund);
      return { refundId: refund.refundId, state: "PENDING" };
    },
    settle(transactionId, state) {
      const payment = payments.get(transactionId);
      if (!payment) throw new Error(`the test gateway has no payment ${transactionId}`);
      payment.state = state;
    },
    webhookBody(transactionId, state) {
      const payment = payments.get(transactionId);
      return {
        event: state === "FAILED" ? "checkout.order.failed" : "checkout.order.completed",
        payload: {
          merchantOrderId: transactionId,
          orderId: `OMO-${transactionId}`,
          state,
          amount: payment?.amountPaise ?? 0,
        },
      };
    },
  };
  return gateway;
}
