// A payment gateway in memory for the order tests: the test decides what the gateway says about each
// payment (`settle`) and refund (`settleRefund`), and signs webhooks as PhonePe does (Authorization: hex
// SHA256 of username:password). Every initiate and refund call is recorded, repeats included; the same refund
// id is one refund, as at PhonePe. `holdInitiate` keeps the gateway from opening a payment page until the
// test lets it (a slow gateway, or one that never answers).
import { createHash, timingSafeEqual } from "node:crypto";
import type {
  GatewayPaymentState,
  InitiatePayment,
  PaymentGateway,
  PaymentStatus,
  RefundRequest,
  RefundState,
  RefundStatus,
  WebhookCheck,
} from "../../server/services/payments/gateway";
import { GatewayError } from "../../server/services/payments/gateway";

const WEBHOOK_USER = "rangrez-webhook";
const WEBHOOK_PASSWORD = "test-secret";

export interface TestGateway extends PaymentGateway {
  /** Every payment initiated, by transaction id (known from the moment its initiate call arrives). */
  payments: Map<string, InitiatePayment & { state: GatewayPaymentState }>;
  /** Every initiate call, in order (a repeated transaction id appears again). */
  initiateCalls: InitiatePayment[];
  /** Holds every initiate call from now until the returned function is called; the payment is known
   * meanwhile. */
  holdInitiate: () => () => void;
  /** Every refund call, in order (a repeated refund id appears again). */
  refunds: RefundRequest[];
  /** What the gateway will say about the payment from now on. */
  settle: (transactionId: string, state: GatewayPaymentState) => void;
  /** What the gateway will say about the refund from now on (with a reference once COMPLETED). */
  settleRefund: (refundId: string, state: RefundState, reference?: string) => void;
  /** A refund webhook body (pg.refund.*) for the refund in `state`. */
  refundWebhookBody: (refundId: string, state: RefundState) => unknown;
  /** Makes the next refund calls fail (the gateway is down for refunds). */
  refundsDown: boolean;
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
  const initiateCalls: InitiatePayment[] = [];
  const refunds: RefundRequest[] = [];
  const refundStates = new Map<string, RefundStatus & { transactionId: string }>();
  const authorization = sha256Hex(`${WEBHOOK_USER}:${WEBHOOK_PASSWORD}`);
  let held: Promise<void> = Promise.resolve();
  const gateway: TestGateway = {
    name: "test",
    payments,
    initiateCalls,
    refunds,
    authorization,
    down: false,
    refundsDown: false,
    holdInitiate() {
      let release = () => {};
      held = new Promise<void>((resolve) => {
        release = resolve;
      });
      return release;
    },
    async initiate(payment) {
      initiateCalls.push(payment);
      if (gateway.down) throw new GatewayError("the test gateway is down", 503);
      payments.set(payment.transactionId, { ...payment, state: "PENDING" });
      await held;
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
    verifyWebhook(call): WebhookCheck {
      const given = Buffer.from(call.authorization ?? "");
      const expected = Buffer.from(authorization);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { kind: "forged" };
      const body = call.body as {
        event?: string;
        payload?: { merchantOrderId?: string; merchantRefundId?: string; state?: string };
      };
      const state = body?.payload?.state;
      if (state !== "PENDING" && state !== "COMPLETED" && state !== "FAILED") return { kind: "malformed" };
      const event = body.event ?? "";
      const refundId = body.payload?.merchantRefundId;
      if (refundId) return { kind: "refund", event, refundId, state };
      const transactionId = body.payload?.merchantOrderId;
      return transactionId ? { kind: "payment", event, transactionId, state } : { kind: "malformed" };
    },
    async refund(refund) {
      refunds.push(refund);
      if (gateway.refundsDown) throw new GatewayError("the test gateway refuses refunds", 503);
      const known = refundStates.get(refund.refundId);
      if (known) return { refundId: refund.refundId, state: known.state };
      refundStates.set(refund.refundId, {
        refundId: refund.refundId,
        state: "PENDING",
        transactionId: refund.transactionId,
      });
      return { refundId: refund.refundId, state: "PENDING" };
    },
    async refundStatus(refundId): Promise<RefundStatus> {
      const refund = refundStates.get(refundId);
      if (!refund) throw new GatewayError(`no refund ${refundId}`, 404);
      return {
        refundId,
        state: refund.state,
        ...(refund.reference ? { reference: refund.reference } : {}),
      };
    },
    settleRefund(refundId, state, reference) {
      const refund = refundStates.get(refundId);
      if (!refund) throw new Error(`the test gateway has no refund ${refundId}`);
      refund.state = state;
      refund.reference = state === "COMPLETED" ? (reference ?? `UTR-${refundId}`) : undefined;
    },
    refundWebhookBody(refundId, state) {
      const refund = refundStates.get(refundId);
      return {
        event: state === "FAILED" ? "pg.refund.failed" : "pg.refund.completed",
        payload: {
          merchantRefundId: refundId,
          originalMerchantOrderId: refund?.transactionId ?? "TX-UNKNOWN",
          state,
        },
      };
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
