// PaymentGateway for PhonePe Standard Checkout v2 over fetch: an OAuth client-credentials token (cached until
// shortly before it expires, shared by concurrent calls), pay, order status, refund and refund status with
// `Authorization: O-Bearer <token>`, and webhooks (payment and refund events) authorised by
// SHA256(username:password). Every call has a timeout; anything but a well-formed success becomes a
// GatewayError. The same code talks to the local fake (server/dev/fake-phonepe.ts) when no real gateway is
// configured.
import { timingSafeEqual } from "node:crypto";
import {
  GatewayError,
  type GatewayPaymentState,
  type InitiatedPayment,
  type InitiatePayment,
  type PaymentGateway,
  type PaymentStatus,
  type RefundRequest,
  type RefundResult,
  type RefundState,
  type RefundStatus,
  type WebhookCall,
  type WebhookCheck,
  type WebhookEvent,
} from "./gateway";
import {
  isRefundEvent,
  MERCHANT_ID_PATTERN,
  MIN_AMOUNT_PAISE,
  ORDER_STATES,
  PHONEPE_HOSTS,
  PHONEPE_PATHS,
  REFUND_STATES,
  webhookAuthorization,
} from "./phonepe-protocol";

export interface PhonePeConfig {
  clientId: string;
  clientSecret: string;
  /** "1" in the sandbox; in production the version PhonePe sent with the credentials. */
  clientVersion: string;
  /** Host of pay, status and refund (PHONEPE_HOSTS). */
  baseUrl: string;
  /** Host of the token call; differs from baseUrl in production. */
  authUrl: string;
  /** The webhook's username and password as configured on PhonePe's dashboard. */
  webhookUsername: string;
  webhookPassword: string;
  /** Per call. Default 10 s. */
  timeoutMs?: number;
  /** The clock the token's expiry is read against. Default Date.now. */
  now?: () => number;
}

const DEFAULT_TIMEOUT_MS = 10_000;
/** A token is renewed this long before PhonePe says it expires (or at half its life when that is shorter). */
const TOKEN_REFRESH_MARGIN_MS = 5 * 60_000;

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const isOrderState = (value: unknown): value is GatewayPaymentState =>
  (ORDER_STATES as readonly unknown[]).includes(value);
const isRefundState = (value: unknown) => (REFUND_STATES as readonly unknown[]).includes(value);
const trimSlash = (url: string) => url.replace(/\/+$/, "");

/** PhonePe's refund states: PENDING and CONFIRMED are both still on their way. */
function refundState(value: unknown): RefundState {
  if (value === "COMPLETED" || value === "FAILED") return value;
  if (value === "PENDING" || value === "CONFIRMED") return "PENDING";
  throw new GatewayError(`PhonePe refund answered an unknown state ${JSON.stringify(value)}`);
}

function checkPayment(id: string, amountPaise: number, what: string) {
  if (!MERCHANT_ID_PATTERN.test(id)) throw new GatewayError(`${what} id must be 1-63 of A-Z a-z 0-9 _ -`);
  if (!Number.isSafeInteger(amountPaise) || amountPaise < MIN_AMOUNT_PAISE) {
    throw new GatewayError(`${what} amount must be whole paise, at least ${MIN_AMOUNT_PAISE}`);
  }
}

/** Where a finished refund went, as the refund-status answer tells it: the bank's UTR (or the UPI
 * transaction id) of its first instrument, else the attempt's transaction id, else PhonePe's refund id. The
 * instruments are listed at the top level or per payment attempt, depending on the integration. */
function refundReference(body: Json): string | undefined {
  const details = Array.isArray(body.paymentDetails) ? body.paymentDetails.filter(isObject) : [];
  const instruments = [body, ...details].flatMap((part) =>
    Array.isArray(part.splitInstruments) ? part.splitInstruments.filter(isObject) : [],
  );
  const rails = instruments.map((i) => i.rail).filter(isObject);
  const candidates = [
    ...rails.flatMap((rail) => [rail.utr, rail.upiTransactionId]),
    ...details.map((d) => d.transactionId),
    body.refundId,
  ];
  return candidates.find((value): value is string => typeof value === "string" && value !== "");
}

/** A genuine webhook's body as an event, or null when it names no payment or refund in a known state. */
function webhookEvent(body: unknown): WebhookEvent | null {
  if (!isObject(body) || !isObject(body.payload)) return null;
  const { merchantOrderId, merchantRefundId, state } = body.payload;
  // `event` names it; the older `type` (CHECKOUT_ORDER_COMPLETED …), which PhonePe still sends beside it, is
  // only read when `event` is missing.
  const event = typeof body.event === "string" ? body.event : typeof body.type === "string" ? body.type : "";
  if (isRefundEvent(event) || merchantRefundId !== undefined) {
    if (typeof merchantRefundId !== "string" || !MERCHANT_ID_PATTERN.test(merchantRefundId)) return null;
    if (!isRefundState(state)) return null;
    return { kind: "refund", event, refundId: merchantRefundId, state: refundState(state) };
  }
  if (typeof merchantOrderId !== "string" || !MERCHANT_ID_PATTERN.test(merchantOrderId)) return null;
  if (!isOrderState(state)) return null;
  return { kind: "payment", event, transactionId: merchantOrderId, state };
}

/** Constant-time comparison of a webhook's Authorization with the expected hex digest. */
function sameDigest(given: string, expected: string): boolean {
  const a = Buffer.from(given.trim().toLowerCase());
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function createPhonePeGateway(config: PhonePeConfig): PaymentGateway {
  const baseUrl = trimSlash(config.baseUrl);
  const authUrl = trimSlash(config.authUrl);
  const timeoutMs = config.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const now = config.now ?? Date.now;
  const expectedAuthorization = webhookAuthorization(config.webhookUsername, config.webhookPassword);

  let cached: { token: string; renewAt: number } | undefined;
  let fetching: Promise<string> | undefined;

  /** One request; a JSON object back or a GatewayError naming the call. */
  async function request(
    what: string,
    url: string,
    init: RequestInit,
  ): Promise<{ status: number; body: Json }> {
    let res: Response;
    let text: string;
    try {
      res = await fetch(url, {
        ...init,
        headers: { accept: "application/json", ...init.headers },
        signal: AbortSignal.timeout(timeoutMs),
        redirect: "error",
      });
      text = await res.text();
    } catch (error) {
      const reason =
        (error as Error).name === "TimeoutError" ? `no answer in ${timeoutMs} ms` : String(error);
      throw new GatewayError(`PhonePe ${what} failed: ${reason}`);
    }
    let body: unknown;
    try {
      body = text ? JSON.parse(text) : {};
    } catch {
      body = undefined;
    }
    if (!res.ok) {
      const code = isObject(body) && typeof body.code === "string" ? ` ${body.code}` : "";
      throw new GatewayError(`PhonePe ${what} answered ${res.status}${code}`, res.status);
    }
    if (!isObject(body)) throw new GatewayError(`PhonePe ${what} answered a body that is not a JSON object`);
    return { status: res.status, body };
  }

  async function fetchToken(): Promise<string> {
    const form = new URLSearchParams({
      client_id: config.clientId,
      client_version: config.clientVersion,
      client_secret: config.clientSecret,
      grant_type: "client_credentials",
    });
    const { body } = await request("token", `${authUrl}${PHONEPE_PATHS.token}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: form.toString(),
    });
    const token = body.access_token;
    if (typeof token !== "string" || token === "")
      throw new GatewayError("PhonePe token answered no access_token");
    // expires_at is epoch seconds; without a usable one the token serves this call only.
    const expiresAtMs = typeof body.expires_at === "number" ? body.expires_at * 1000 : 0;
    const margin = Math.min(TOKEN_REFRESH_MARGIN_MS, (expiresAtMs - now()) / 2);
    cached = { token, renewAt: expiresAtMs - margin };
    return token;
  }

  /** The cached token, or one fetch shared by every caller waiting for a new one. */
  function token(): Promise<string> {
    if (cached && now() < cached.renewAt) return Promise.resolve(cached.token);
    fetching ??= fetchToken().finally(() => {
      fetching = undefined;
    });
    return fetching;
  }

  /** A call with the token; a 401 (token revoked early) drops the cached token and tries once more. */
  async function authorized(what: string, path: string, init: RequestInit = {}): Promise<Json> {
    for (let attempt = 1; ; attempt++) {
      const bearer = await token();
      try {
        const { body } = await request(what, `${baseUrl}${path}`, {
          ...init,
          headers: {
            "content-type": "application/json",
            authorization: `O-Bearer ${bearer}`,
            ...init.headers,
          },
        });
        return body;
      } catch (error) {
        if (attempt > 1 || !(error instanceof GatewayError) || error.status !== 401) throw error;
        if (cached?.token === bearer) cached = undefined;
      }
    }
  }

  return {
    name: "phonepe",

    async initiate(payment: InitiatePayment): Promise<InitiatedPayment> {
      checkPayment(payment.transactionId, payment.amountPaise, "payment");
      const body = await authorized("pay", PHONEPE_PATHS.pay, {
        method: "POST",
        body: JSON.stringify({
          merchantOrderId: payment.transactionId,
          amount: payment.amountPaise,
          expireAfter: payment.expireAfterSeconds,
          paymentFlow: { type: "PG_CHECKOUT", merchantUrls: { redirectUrl: payment.redirectUrl } },
        }),
      });
      const redirectUrl = body.redirectUrl;
      if (typeof redirectUrl !== "string" || !/^https?:\/\//.test(redirectUrl)) {
        throw new GatewayError("PhonePe pay answered no redirectUrl");
      }
      return { redirectUrl, gatewayOrderId: typeof body.orderId === "string" ? body.orderId : undefined };
    },

    async status(transactionId: string): Promise<PaymentStatus> {
      if (!MERCHANT_ID_PATTERN.test(transactionId)) throw new GatewayError("status: not a merchantOrderId");
      const body = await authorized(
        "order status",
        `${PHONEPE_PATHS.orderStatus(transactionId)}?details=false`,
        {
          method: "GET",
        },
      );
      if (!isOrderState(body.state)) {
        throw new GatewayError(
          `PhonePe order status answered an unknown state ${JSON.stringify(body.state)}`,
        );
      }
      if (!Number.isSafeInteger(body.amount))
        throw new GatewayError("PhonePe order status answered no amount");
      // The attempt that paid, else the latest one: its transactionId is what refunds and support ask for.
      const attempts = Array.isArray(body.paymentDetails) ? body.paymentDetails.filter(isObject) : [];
      const attempt = attempts.find((a) => a.state === "COMPLETED") ?? attempts.at(-1);
      return {
        transactionId,
        state: body.state,
        amountPaise: body.amount as number,
        gatewayReference: typeof attempt?.transactionId === "string" ? attempt.transactionId : undefined,
      };
    },

    verifyWebhook(call: WebhookCall): WebhookCheck {
      if (!call.authorization || !sameDigest(call.authorization, expectedAuthorization)) {
        return { kind: "forged" };
      }
      return webhookEvent(call.body) ?? { kind: "malformed" };
    },

    async refund(refund: RefundRequest): Promise<RefundResult> {
      checkPayment(refund.refundId, refund.amountPaise, "refund");
      if (!MERCHANT_ID_PATTERN.test(refund.transactionId))
        throw new GatewayError("refund: not a merchantOrderId");
      const body = await authorized("refund", PHONEPE_PATHS.refund, {
        method: "POST",
        body: JSON.stringify({
          merchantRefundId: refund.refundId,
          originalMerchantOrderId: refund.transactionId,
          amount: refund.amountPaise,
        }),
      });
      return { refundId: refund.refundId, state: refundState(body.state) };
    },

    async refundStatus(refundId: string): Promise<RefundStatus> {
      if (!MERCHANT_ID_PATTERN.test(refundId))
        throw new GatewayError("refund status: not a merchantRefundId");
      const body = await authorized("refund status", PHONEPE_PATHS.refundStatus(refundId), {
        method: "GET",
      });
      const state = refundState(body.state);
      const reference = state === "COMPLETED" ? refundReference(body) : undefined;
      return { refundId, state, ...(reference ? { reference } : {}) };
    },
  };
}

/** The settings PhonePe needs, all together (server/config/productionChecks.ts requires them in production). */
export const PHONEPE_REQUIRED_SETTINGS = [
  "PHONEPE_CLIENT_ID",
  "PHONEPE_CLIENT_SECRET",
  "PHONEPE_WEBHOOK_USERNAME",
  "PHONEPE_WEBHOOK_PASSWORD",
] as const;

/**
 * The PhonePe configuration from the environment, or undefined when none is set (the shop then runs the local
 * fake). PHONEPE_CLIENT_ID + PHONEPE_CLIENT_SECRET (+ PHONEPE_CLIENT_VERSION, default 1), PHONEPE_ENV sandbox
 * (default) or production, or the hosts themselves in PHONEPE_BASE_URL and PHONEPE_AUTH_URL, and the
 * webhook's PHONEPE_WEBHOOK_USERNAME + PHONEPE_WEBHOOK_PASSWORD. A half-done configuration is an error at
 * start-up rather than a shop that fails at the first payment.
 */
export function phonePeConfigFromEnv(env: NodeJS.ProcessEnv = process.env): PhonePeConfig | undefined {
  const names = PHONEPE_REQUIRED_SETTINGS;
  if (names.every((name) => !env[name])) return undefined;
  const missing = names.filter((name) => !env[name]);
  if (missing.length > 0) throw new Error(`PhonePe is half configured: set ${missing.join(", ")} too`);
  const mode = env.PHONEPE_ENV || "sandbox";
  if (mode !== "sandbox" && mode !== "production") {
    throw new Error(`PHONEPE_ENV must be sandbox or production, not ${JSON.stringify(mode)}`);
  }
  return {
    clientId: env.PHONEPE_CLIENT_ID as string,
    clientSecret: env.PHONEPE_CLIENT_SECRET as string,
    clientVersion: env.PHONEPE_CLIENT_VERSION || "1",
    baseUrl: env.PHONEPE_BASE_URL || PHONEPE_HOSTS[mode].baseUrl,
    authUrl: env.PHONEPE_AUTH_URL || PHONEPE_HOSTS[mode].authUrl,
    webhookUsername: env.PHONEPE_WEBHOOK_USERNAME as string,
    webhookPassword: env.PHONEPE_WEBHOOK_PASSWORD as string,
  };
}

/** The real gateway when PhonePe is configured in the environment; undefined when it is not. */
export function paymentGatewayFromEnv(env: NodeJS.ProcessEnv = process.env): PaymentGateway | undefined {
  const config = phonePeConfigFromEnv(env);
  return config && createPhonePeGateway(config);
}
