// The one seam between the shop and a payment gateway. Orders (server/services/orders) speak only to this
// interface; server/services/payments/phonepe.ts implements it for PhonePe Standard Checkout v2, and the
// same implementation talks to the local fake (server/dev/fake-phonepe.ts) when no real gateway is
// configured. Amounts cross this seam in paise (the gateway's unit); the shop keeps whole rupees.

/** A payment's state as the gateway reports it (PhonePe's order states). */
export type GatewayPaymentState = "PENDING" | "COMPLETED" | "FAILED";

export interface InitiatePayment {
  /** Our id for this payment attempt, unique per attempt (PhonePe's merchantOrderId, ≤ 63 chars). */
  transactionId: string;
  amountPaise: number;
  /** Where the gateway sends the shopper's browser afterwards (the shop's /status/{tnxId}/{orderId}). */
  redirectUrl: string;
  /** Seconds the gateway keeps the payment page open (the shop's hold on stock, 15 minutes). */
  expireAfterSeconds: number;
}

export interface InitiatedPayment {
  /** The gateway's payment page to send the shopper to. */
  redirectUrl: string;
  /** The gateway's own id for the payment, when it gives one. */
  gatewayOrderId?: string;
}

export interface PaymentStatus {
  transactionId: string;
  state: GatewayPaymentState;
  amountPaise: number;
  /** The gateway's reference of the successful (or last) attempt, for refunds and the order's record. */
  gatewayReference?: string;
}

/** A webhook call as it arrived: the raw Authorization header and the parsed body. */
export interface WebhookCall {
  authorization: string | null;
  body: unknown;
}

/** What an authenticated webhook says: a payment's or a refund's new state. Acting on it still goes through
 * `status` or `refundStatus` (the gateway's word, never the body's). */
export type WebhookEvent =
  | { kind: "payment"; event: string; transactionId: string; state: GatewayPaymentState }
  | { kind: "refund"; event: string; refundId: string; state: RefundState };

/** A webhook call as the gateway's checks read it: an event; or `forged` (its Authorization is missing or
 * wrong: 401, for the gateway a credential failure); or `malformed` (genuine, but its body names no payment
 * or refund in a known state: 400, so the gateway does not take it for wrong credentials). */
export type WebhookCheck = WebhookEvent | { kind: "forged" } | { kind: "malformed" };

export interface RefundRequest {
  /** Our id for the refund (merchantRefundId), unique per refund. */
  refundId: string;
  /** The payment's transactionId (PhonePe's originalMerchantOrderId). */
  transactionId: string;
  amountPaise: number;
}

/** A refund's state: PhonePe's PENDING and CONFIRMED (accepted, still on its way) are both PENDING here. */
export type RefundState = "PENDING" | "COMPLETED" | "FAILED";

export interface RefundResult {
  refundId: string;
  state: RefundState;
}

export interface RefundStatus extends RefundResult {
  /** Where the money went once it is done: the bank's UTR, else the gateway's own reference. */
  reference?: string;
}

export interface PaymentGateway {
  /** Gateway name shown in logs and stored with the order's payment ("phonepe"). */
  readonly name: string;
  initiate(payment: InitiatePayment): Promise<InitiatedPayment>;
  /** The payment's state from the gateway's order-status call. */
  status(transactionId: string): Promise<PaymentStatus>;
  /** Checks a webhook's Authorization, then reads its body (neither changes anything). */
  verifyWebhook(call: WebhookCall): WebhookCheck;
  /** Asks for a refund. The same refundId again is the same refund (it is the idempotency key). */
  refund(refund: RefundRequest): Promise<RefundResult>;
  /** A refund's state from the gateway's refund-status call (GatewayError 404 for one it never accepted). */
  refundStatus(refundId: string): Promise<RefundStatus>;
}

/** The gateway could not be reached or answered an error; the message is for logs, not shoppers. */
export class GatewayError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = "GatewayError";
  }
}
