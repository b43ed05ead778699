// A local stand-in for PhonePe Standard Checkout v2, started by the shop when no real gateway is configured
// (and by tests). It speaks the same protocol as the real one (server/services/payments/phonepe-protocol.ts)
// in the shapes PhonePe's own SDK (pg-sdk-node) reads, which runs its whole flow against it in
// tests/unit/phonepe-sdk.test.ts: client-credentials tokens, O-Bearer calls to pay, order status, transaction
// status, refund and refund status, and webhooks (`event` and the older `type`) authorised by
// SHA256(username:password), each sent twice because PhonePe, too, delivers more than once. Its client secret
// and webhook credentials are new random ones on every start unless given: read them from `config`.
// Its payment page (fake-phonepe-page.ts) lets the shopper choose Pay, Fail, Cancel or Pay after a delay,
// then sends the browser back to the merchant's redirectUrl. A refund starts PENDING and completes (with a
// UTR, and its pg.refund.completed webhook) once its delay has passed: on the next status call after the
// test's clock moved, on its own in real time, or at once through `completeRefund`. Everything lives in
// memory; it listens on 127.0.0.1 only, so no one but this machine can reach its page.
import { randomBytes, randomInt } from "node:crypto";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { type Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import {
  MERCHANT_ID_PATTERN,
  MIN_AMOUNT_PAISE,
  PHONEPE_PATHS,
  WEBHOOK_EVENTS,
  WEBHOOK_TYPES,
  type WebhookEventName,
  webhookAuthorization,
} from "../services/payments/phonepe-protocol";
import type { PhonePeConfig } from "../services/payments/phonepe";
import type { GatewayPaymentState, RefundState } from "../services/payments/gateway";
import { noticePage, PAGE_CHOICES, type PageChoice, paymentPage, paymentPageCsp } from "./fake-phonepe-page";

export interface FakePhonePeOptions {
  clientId?: string;
  /** Default: a new random one. */
  clientSecret?: string;
  clientVersion?: string;
  /** Default: a new random one. */
  webhookUsername?: string;
  /** Default: a new random one. */
  webhookPassword?: string;
  /** Where webhooks go (the shop's /api/v1/payments/phonepe/webhook). None: no webhooks are sent. */
  webhookUrl?: string;
  /** Shown on the payment page. */
  merchantName?: string;
  /** How long "Pay after a delay" stays PENDING (ms). Default 5000. */
  delayMs?: number;
  /** How long a refund stays PENDING before it completes on its own (ms). Default 2000. */
  refundDelayMs?: number;
  /** How many times each webhook is delivered. Default 2, to prove duplicates change nothing. */
  webhookCopies?: number;
  /** Token lifetime in seconds. Default 3600. */
  tokenLifetimeSeconds?: number;
  /** The clock for token expiry, order expiry and the delay (tests move it instead of sleeping). */
  now?: () => number;
  /** Port on 127.0.0.1; default 0 (a free one). */
  port?: number;
  /** The first this many refund calls are carried out but never answered, as when the caller dies while
   * waiting (the crash test kills the shop meanwhile: tests/unit/server-refund-crash.test.ts). Default 0. */
  unansweredRefundCalls?: number;
}

export interface FakePaymentAttempt {
  transactionId: string;
  state: GatewayPaymentState;
  timestamp: number;
}

export interface FakePhonePeOrder {
  merchantOrderId: string;
  orderId: string;
  amount: number;
  expireAt: number;
  redirectUrl: string;
  state: GatewayPaymentState;
  attempt?: FakePaymentAttempt;
  /** "Pay after a delay": when the pending payment completes. */
  settleAt?: number;
  /** The payment page's secret path segment. */
  pageToken: string;
}

export interface FakeRefund {
  merchantRefundId: string;
  refundId: string;
  originalMerchantOrderId: string;
  amount: number;
  state: RefundState;
  timestamp: number;
  /** When the pending refund completes on its own (the fake's clock). */
  completeAt?: number;
  /** The bank's reference, once completed. */
  utr?: string;
}

export interface WebhookDelivery {
  event: WebhookEventName;
  /** The payment's id; for a refund event, the refunded payment's. */
  merchantOrderId: string;
  merchantRefundId?: string;
  state: GatewayPaymentState;
  /** The receiver's HTTP status, or the error when it could not be reached. */
  status?: number;
  error?: string;
}

export const FAKE_PHONEPE_DEFAULTS = {
  clientId: "RANGREZ_FAKE_CLIENT",
  clientVersion: "1",
  merchantName: "Rangrez",
  delayMs: 5000,
  refundDelayMs: 2000,
} as const;

const MERCHANT_ID = "RANGREZFAKE";
const WEBHOOK_TIMEOUT_MS = 5000;
const DEFAULT_EXPIRE_AFTER_SECONDS = 1200;
const MAX_EXPIRE_AFTER_SECONDS = 86_400;

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const randomId = (prefix: string) => `${prefix}${randomBytes(10).toString("hex").toUpperCase()}`;
const isHttpUrl = (value: unknown): value is string => {
  if (typeof value !== "string") return false;
  try {
    return /^https?:$/.test(new URL(value).protocol);
  } catch {
    return false;
  }
};

/** PhonePe's error body. */
const failure = (c: Context, status: 400 | 401 | 404 | 409 | 415, code: string, message: string) =>
  c.json({ code, message }, status);

export interface FakePhonePe {
  app: Hono;
  /** The adapter's configuration for this fake, once its URL is known. */
  configFor(url: string): PhonePeConfig;
  order(merchantOrderId: string): FakePhonePeOrder | undefined;
  refunds(): FakeRefund[];
  /** The merchantRefundId of every refund call so far, in order (a repeated id appears again). */
  refundCalls(): string[];
  /** Tokens issued so far (the adapter should fetch one and reuse it). */
  tokensIssued(): number;
  /** Forget every token, as if PhonePe revoked them early. */
  revokeTokens(): void;
  /** Complete every "Pay after a delay" payment now, whatever the clock says. */
  settleDelayed(): void;
  /** Ends a pending refund now (COMPLETED by default, or FAILED), whatever the clock says, and sends its
   * webhook. A refund already ended stays as it is. */
  completeRefund(merchantRefundId: string, state?: "COMPLETED" | "FAILED"): void;
  deliveries: WebhookDelivery[];
  /** Resolves when every webhook sent so far has been delivered (or has failed). */
  webhooksSent(): Promise<void>;
  /** Stops the timers of delayed payments. */
  stop(): void;
}

export function createFakePhonePe(options: FakePhonePeOptions = {}): FakePhonePe {
  const d = FAKE_PHONEPE_DEFAULTS;
  // Secrets written in the source would be everyone's: each start has its own.
  const o = {
    clientId: options.clientId ?? d.clientId,
    clientSecret: options.clientSecret ?? randomBytes(24).toString("base64url"),
    clientVersion: options.clientVersion ?? d.clientVersion,
    webhookUsername: options.webhookUsername ?? `rangrez_${randomBytes(6).toString("hex")}`,
    webhookPassword: options.webhookPassword ?? randomBytes(24).toString("base64url"),
    merchantName: options.merchantName ?? d.merchantName,
    delayMs: options.delayMs ?? d.delayMs,
    refundDelayMs: options.refundDelayMs ?? d.refundDelayMs,
  };
  const now = options.now ?? Date.now;
  const copies = options.webhookCopies ?? 2;
  const lifetime = options.tokenLifetimeSeconds ?? 3600;
  const authorization = webhookAuthorization(o.webhookUsername, o.webhookPassword);

  const tokens = new Map<string, number>(); // token → expiry (ms)
  let issued = 0;
  const orders = new Map<string, FakePhonePeOrder>();
  const byPageToken = new Map<string, FakePhonePeOrder>();
  const refunds = new Map<string, FakeRefund>();
  const refundCalls: string[] = [];
  let unanswered = options.unansweredRefundCalls ?? 0;
  const deliveries: WebhookDelivery[] = [];
  const inFlight = new Set<Promise<void>>();
  const timers = new Set<NodeJS.Timeout>();

  /** Runs `work` after `ms` of real time, unless the fake stops first (it keeps no process alive). */
  function later(ms: number, work: () => void) {
    const timer = setTimeout(() => {
      timers.delete(timer);
      work();
    }, ms);
    timer.unref();
    timers.add(timer);
  }

  /** Sends one event `copies` times, in the background (webhooksSent waits for it). */
  function send(record: WebhookDelivery, payload: Json) {
    const sending = deliver(record, payload);
    inFlight.add(sending);
    void sending.finally(() => inFlight.delete(sending));
  }

  async function deliver(record: WebhookDelivery, payload: Json) {
    if (!options.webhookUrl) return;
    const body = JSON.stringify({ event: record.event, type: WEBHOOK_TYPES[record.event], payload });
    for (let copy = 0; copy < copies; copy++) {
      const delivery: WebhookDelivery = { ...record };
      try {
        const res = await fetch(options.webhookUrl, {
          method: "POST",
          headers: { "content-type": "application/json", authorization },
          body,
          signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
        });
        await res.arrayBuffer();
        delivery.status = res.status;
      } catch (error) {
        delivery.error = String(error);
      }
      deliveries.push(delivery);
    }
  }

  /** Moves an order to its final state once, and sends the matching webhook. */
  function settle(order: FakePhonePeOrder, state: "COMPLETED" | "FAILED") {
    if (order.state !== "PENDING") return;
    order.state = state;
    order.settleAt = undefined;
    order.attempt = {
      transactionId: order.attempt?.transactionId ?? randomId("OM"),
      state,
      timestamp: now(),
    };
    const event = state === "COMPLETED" ? WEBHOOK_EVENTS.completed : WEBHOOK_EVENTS.failed;
    send({ event, merchantOrderId: order.merchantOrderId, state }, orderBody(order));
  }

  /** Ends a pending refund once (a UTR when it completed) and sends the matching webhook. */
  function endRefund(refund: FakeRefund, state: "COMPLETED" | "FAILED") {
    if (refund.state !== "PENDING") return;
    refund.state = state;
    refund.completeAt = undefined;
    refund.timestamp = now();
    if (state === "COMPLETED") refund.utr = String(randomInt(100_000_000_000, 999_999_999_999));
    const event = state === "COMPLETED" ? WEBHOOK_EVENTS.refundCompleted : WEBHOOK_EVENTS.refundFailed;
    send(
      {
        event,
        merchantOrderId: refund.originalMerchantOrderId,
        merchantRefundId: refund.merchantRefundId,
        state: state,
      },
      refundBody(refund),
    );
  }

  /** A pending refund whose delay has run out (on the fake's clock) completes. */
  function catchUpRefund(refund: FakeRefund) {
    if (refund.state === "PENDING" && refund.completeAt !== undefined && now() >= refund.completeAt) {
      endRefund(refund, "COMPLETED");
    }
  }

  /** The refund-status answer, which is also a refund webhook's payload. */
  function refundBody(refund: FakeRefund): Json {
    return {
      merchantId: MERCHANT_ID,
      merchantRefundId: refund.merchantRefundId,
      originalMerchantOrderId: refund.originalMerchantOrderId,
      refundId: refund.refundId,
      amount: refund.amount,
      state: refund.state,
      timestamp: refund.timestamp,
      paymentDetails: [
        {
          transactionId: refund.refundId,
          paymentMode: "UPI_QR",
          timestamp: refund.timestamp,
          amount: refund.amount,
          state: refund.state,
          splitInstruments: refund.utr
            ? [{ amount: refund.amount, rail: { type: "UPI", utr: refund.utr, vpa: "98****10@ybl" } }]
            : [],
        },
      ],
    };
  }

  /** A pending order whose delay has run out completes; one left past its expiry fails. */
  function catchUp(order: FakePhonePeOrder) {
    if (order.state !== "PENDING") return;
    if (order.settleAt !== undefined) {
      if (now() >= order.settleAt) settle(order, "COMPLETED");
    } else if (now() >= order.expireAt) {
      settle(order, "FAILED");
    }
  }

  function choose(order: FakePhonePeOrder, choice: PageChoice) {
    if (choice === "pay") settle(order, "COMPLETED");
    else if (choice === "fail" || choice === "cancel") settle(order, "FAILED");
    else {
      const { delayMs } = o;
      order.settleAt = now() + delayMs;
      order.attempt = { transactionId: randomId("OM"), state: "PENDING", timestamp: now() };
      // Real time runs too, so a shop that never polls still gets its webhook.
      later(delayMs, () => settle(order, "COMPLETED"));
    }
  }

  /** The order-status answer (also the transaction-status one, and a payment webhook's payload). */
  function orderBody(order: FakePhonePeOrder): Json {
    return {
      merchantId: MERCHANT_ID,
      merchantOrderId: order.merchantOrderId,
      orderId: order.orderId,
      state: order.state,
      amount: order.amount,
      // What the shopper pays and PhonePe's fee belong to the order, not to an attempt.
      payableAmount: order.amount,
      feeAmount: 0,
      expireAt: order.expireAt,
      paymentDetails: order.attempt
        ? [
            {
              transactionId: order.attempt.transactionId,
              paymentMode: "UPI_QR",
              timestamp: order.attempt.timestamp,
              amount: order.amount,
              state: order.attempt.state,
            },
          ]
        : [],
    };
  }

  async function jsonBody(c: Context): Promise<Json | undefined> {
    if (!c.req.header("content-type")?.toLowerCase().startsWith("application/json")) return undefined;
    try {
      const body = (await c.req.json()) as unknown;
      return isObject(body) ? body : undefined;
    } catch {
      return undefined;
    }
  }

  const app = new Hono();
  app.use(
    bodyLimit({
      maxSize: 16 * 1024,
      onError: (c) => c.json({ code: "BAD_REQUEST", message: "Too large" }, 413),
    }),
  );

  app.post(PHONEPE_PATHS.token, async (c) => {
    if (!c.req.header("content-type")?.toLowerCase().startsWith("application/x-www-form-urlencoded")) {
      return failure(c, 415, "BAD_REQUEST", "Send application/x-www-form-urlencoded");
    }
    const form = await c.req.parseBody();
    if (form.grant_type !== "client_credentials") {
      return failure(c, 400, "BAD_REQUEST", "grant_type must be client_credentials");
    }
    if (
      form.client_id !== o.clientId ||
      form.client_secret !== o.clientSecret ||
      form.client_version !== o.clientVersion
    ) {
      return failure(c, 401, "INVALID_CLIENT", "Client authentication failed");
    }
    const token = randomBytes(24).toString("base64url");
    const issuedAt = Math.floor(now() / 1000);
    tokens.set(token, (issuedAt + lifetime) * 1000);
    issued++;
    return c.json({
      access_token: token,
      encrypted_access_token: token,
      expires_in: null,
      issued_at: issuedAt,
      expires_at: issuedAt + lifetime,
      session_expires_at: issuedAt + lifetime,
      token_type: "O-Bearer",
    });
  });

  // Every merchant API call needs a live token.
  const merchantApi = async (c: Context, next: () => Promise<void>) => {
    const match = /^O-Bearer (\S+)$/.exec(c.req.header("authorization") ?? "");
    const expiry = match ? tokens.get(match[1] as string) : undefined;
    if (expiry === undefined || now() >= expiry) {
      return failure(c, 401, "UNAUTHORIZED", "Missing, unknown or expired O-Bearer token");
    }
    await next();
  };
  app.use("/checkout/*", merchantApi);
  app.use("/payments/*", merchantApi);

  app.post(PHONEPE_PATHS.pay, async (c) => {
    const body = await jsonBody(c);
    if (!body) return failure(c, 400, "BAD_REQUEST", "Send a JSON object");
    const { merchantOrderId, amount, expireAfter = DEFAULT_EXPIRE_AFTER_SECONDS, paymentFlow } = body;
    if (typeof merchantOrderId !== "string" || !MERCHANT_ID_PATTERN.test(merchantOrderId)) {
      return failure(c, 400, "BAD_REQUEST", "merchantOrderId: 1-63 of A-Z a-z 0-9 _ -");
    }
    if (!Number.isSafeInteger(amount) || (amount as number) < MIN_AMOUNT_PAISE) {
      return failure(c, 400, "BAD_REQUEST", `amount: whole paise, at least ${MIN_AMOUNT_PAISE}`);
    }
    if (
      !Number.isSafeInteger(expireAfter) ||
      (expireAfter as number) < 1 ||
      (expireAfter as number) > MAX_EXPIRE_AFTER_SECONDS
    ) {
      return failure(c, 400, "BAD_REQUEST", "expireAfter: seconds");
    }
    const redirectUrl =
      isObject(paymentFlow) && isObject(paymentFlow.merchantUrls)
        ? paymentFlow.merchantUrls.redirectUrl
        : undefined;
    if (!isObject(paymentFlow) || paymentFlow.type !== "PG_CHECKOUT" || !isHttpUrl(redirectUrl)) {
      return failure(c, 400, "BAD_REQUEST", "paymentFlow: type PG_CHECKOUT with merchantUrls.redirectUrl");
    }
    if (orders.has(merchantOrderId))
      return failure(c, 409, "DUPLICATE_ORDER", "merchantOrderId already used");
    const order: FakePhonePeOrder = {
      merchantOrderId,
      orderId: randomId("OMO"),
      amount: amount as number,
      expireAt: now() + (expireAfter as number) * 1000,
      redirectUrl,
      state: "PENDING",
      pageToken: randomBytes(16).toString("hex"),
    };
    orders.set(merchantOrderId, order);
    byPageToken.set(order.pageToken, order);
    return c.json({
      orderId: order.orderId,
      state: order.state,
      expireAt: order.expireAt,
      redirectUrl: new URL(`/pay/${order.pageToken}`, c.req.url).toString(),
    });
  });

  app.get("/checkout/v2/order/:merchantOrderId/status", (c) => {
    const order = orders.get(c.req.param("merchantOrderId"));
    if (!order) return failure(c, 404, "ORDER_NOT_FOUND", "No such merchantOrderId");
    catchUp(order);
    return c.json(orderBody(order));
  });

  app.get("/checkout/v2/transaction/:transactionId/status", (c) => {
    const transactionId = c.req.param("transactionId");
    const order = [...orders.values()].find((each) => each.attempt?.transactionId === transactionId);
    if (!order) return failure(c, 404, "TRANSACTION_NOT_FOUND", "No such transactionId");
    catchUp(order);
    return c.json(orderBody(order));
  });

  app.post(PHONEPE_PATHS.refund, async (c) => {
    const body = await jsonBody(c);
    if (!body) return failure(c, 400, "BAD_REQUEST", "Send a JSON object");
    const { merchantRefundId, originalMerchantOrderId, amount } = body;
    if (typeof merchantRefundId !== "string" || !MERCHANT_ID_PATTERN.test(merchantRefundId)) {
      return failure(c, 400, "BAD_REQUEST", "merchantRefundId: 1-63 of A-Z a-z 0-9 _ -");
    }
    refundCalls.push(merchantRefundId);
    const answer = (refund: FakeRefund) => {
      if (unanswered > 0) {
        unanswered -= 1;
        return new Promise<Response>(() => {});
      }
      return c.json({ refundId: refund.refundId, amount: refund.amount, state: refund.state });
    };
    // The same merchantRefundId again is the same refund (the merchant's idempotency key), not a second one.
    const earlier = refunds.get(merchantRefundId);
    if (earlier) {
      const same = earlier.originalMerchantOrderId === originalMerchantOrderId && earlier.amount === amount;
      if (!same)
        return failure(c, 409, "DUPLICATE_REFUND", "merchantRefundId already used for another refund");
      catchUpRefund(earlier);
      return answer(earlier);
    }
    const order =
      typeof originalMerchantOrderId === "string" ? orders.get(originalMerchantOrderId) : undefined;
    if (order?.state !== "COMPLETED") {
      return failure(c, 400, "BAD_REQUEST", "originalMerchantOrderId: no completed order");
    }
    // A failed refund gave nothing back, so it does not count against what is left.
    const refunded = [...refunds.values()]
      .filter((r) => r.originalMerchantOrderId === order.merchantOrderId && r.state !== "FAILED")
      .reduce((sum, r) => sum + r.amount, 0);
    if (
      !Number.isSafeInteger(amount) ||
      (amount as number) < MIN_AMOUNT_PAISE ||
      refunded + (amount as number) > order.amount
    ) {
      return failure(
        c,
        400,
        "BAD_REQUEST",
        "amount: whole paise, at least 100, at most what is left to refund",
      );
    }
    const refund: FakeRefund = {
      merchantRefundId,
      refundId: randomId("OMR"),
      originalMerchantOrderId: order.merchantOrderId,
      amount: amount as number,
      state: "PENDING",
      timestamp: now(),
      completeAt: now() + o.refundDelayMs,
    };
    refunds.set(merchantRefundId, refund);
    // Real time runs too, so a shop that never asks still gets its webhook.
    later(o.refundDelayMs, () => endRefund(refund, "COMPLETED"));
    return answer(refund);
  });

  app.get("/payments/v2/refund/:merchantRefundId/status", (c) => {
    const refund = refunds.get(c.req.param("merchantRefundId"));
    if (!refund) return failure(c, 404, "REFUND_NOT_FOUND", "No such merchantRefundId");
    catchUpRefund(refund);
    return c.json(refundBody(refund));
  });

  // The payment page.
  const pageHeaders = (c: Context, order?: FakePhonePeOrder) => {
    c.header("content-security-policy", paymentPageCsp(order && new URL(order.redirectUrl).origin));
    c.header("cache-control", "no-store");
    c.header("x-content-type-options", "nosniff");
    c.header("referrer-policy", "no-referrer");
  };

  app.get("/pay/:pageToken", (c) => {
    const order = byPageToken.get(c.req.param("pageToken"));
    pageHeaders(c, order);
    if (!order)
      return c.html(noticePage("Payment not found", "This payment link is unknown or has ended."), 404);
    catchUp(order);
    if (order.state !== "PENDING" || order.settleAt !== undefined) {
      const done =
        order.state === "COMPLETED" ? "completed" : order.state === "FAILED" ? "failed" : "pending";
      return c.html(noticePage(`Payment ${done}`, `This payment is already ${done}.`, order.redirectUrl));
    }
    return c.html(
      paymentPage({
        merchantName: o.merchantName,
        merchantOrderId: order.merchantOrderId,
        amountPaise: order.amount,
        action: `/pay/${order.pageToken}`,
      }),
    );
  });

  app.post("/pay/:pageToken", async (c) => {
    const order = byPageToken.get(c.req.param("pageToken"));
    pageHeaders(c, order);
    if (!order)
      return c.html(noticePage("Payment not found", "This payment link is unknown or has ended."), 404);
    const form = await c.req.parseBody();
    const choice = PAGE_CHOICES.find((ch) => ch.value === form.choice)?.value;
    if (!choice)
      return c.html(noticePage("Choose an outcome", "Pick one of the buttons.", order.redirectUrl), 400);
    catchUp(order);
    // A second choice (back button, double click) changes nothing: the first one stands.
    if (order.state === "PENDING" && order.settleAt === undefined) choose(order, choice);
    return c.redirect(order.redirectUrl, 303);
  });

  app.all("*", (c) => failure(c, 404, "NOT_FOUND", "Not found"));

  return {
    app,
    configFor: (url) => ({
      clientId: o.clientId,
      clientSecret: o.clientSecret,
      clientVersion: o.clientVersion,
      baseUrl: url,
      authUrl: url,
      webhookUsername: o.webhookUsername,
      webhookPassword: o.webhookPassword,
    }),
    order: (id) => orders.get(id),
    refunds: () => [...refunds.values()],
    refundCalls: () => [...refundCalls],
    tokensIssued: () => issued,
    revokeTokens: () => tokens.clear(),
    settleDelayed: () => {
      for (const order of orders.values()) if (order.settleAt !== undefined) settle(order, "COMPLETED");
    },
    completeRefund: (merchantRefundId, state = "COMPLETED") => {
      const refund = refunds.get(merchantRefundId);
      if (!refund) throw new Error(`the fake gateway has no refund ${merchantRefundId}`);
      endRefund(refund, state);
    },
    deliveries,
    webhooksSent: async () => {
      while (inFlight.size > 0) await Promise.all([...inFlight]);
    },
    stop: () => {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}

export interface RunningFakePhonePe extends Omit<FakePhonePe, "app" | "stop" | "configFor"> {
  url: string;
  /** The adapter's configuration for this fake (createPhonePeGateway). */
  config: PhonePeConfig;
  close: () => Promise<void>;
}

/** Serves the fake on 127.0.0.1 (options.port, default a free port). */
export async function startFakePhonePe(options: FakePhonePeOptions = {}): Promise<RunningFakePhonePe> {
  const fake = createFakePhonePe(options);
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const started = serve({ fetch: fake.app.fetch, port: options.port ?? 0, hostname: "127.0.0.1" }, () =>
      resolve(started),
    );
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  const { app: _app, stop, configFor, ...hooks } = fake;
  return {
    ...hooks,
    url,
    config: configFor(url),
    close: async () => {
      stop();
      await fake.webhooksSent();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
