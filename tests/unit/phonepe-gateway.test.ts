// The PhonePe adapter against the local fake gateway, both over real HTTP: tokens, pay, the payment page's
// four outcomes, status, refunds (pending until their delay passes or the test completes them, idempotent by
// merchantRefundId, never more than was paid) and refund status, and webhooks of payments and refunds
// (delivered twice to a receiving server, verified, forged ones refused). Also what the adapter does with a
// gateway that hangs or answers nonsense, and with PhonePe's documented refund answers.
import { createHash } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { checkFetchRequest, requestValidator } from "../../src/api/contract";
import {
  createFakePhonePe,
  FAKE_PHONEPE_DEFAULTS,
  type RunningFakePhonePe,
  startFakePhonePe,
} from "../../server/dev/fake-phonepe";
import { GatewayError, type PaymentGateway } from "../../server/services/payments/gateway";
import {
  createPhonePeGateway,
  type PhonePeConfig,
  paymentGatewayFromEnv,
  phonePeConfigFromEnv,
} from "../../server/services/payments/phonepe";

interface ReceivedWebhook {
  authorization: string | null;
  body: unknown;
  /** What the shop's contract validator makes of the request (operation phonePeWebhook). */
  contract: string;
}

const DELAY_MS = 4000;
/** Long enough that the fake's real-time timer never completes a refund during a test: the clock does. */
const REFUND_DELAY_MS = 600_000;
const SHOP = "http://localhost:3999";

let clock = Date.now();
let fake: RunningFakePhonePe;
let receiver: ReturnType<typeof serve>;
/** Where the receiving server takes webhooks (the shop's path). */
let receiverUrl: string;
const received: ReceivedWebhook[] = [];
let sequence = 0;

/** A fresh merchantOrderId per payment, as the shop makes one per attempt. */
const nextId = () => `TX${Date.now()}${String(++sequence).padStart(3, "0")}`;

beforeAll(async () => {
  const app = new Hono();
  app.post("/api/v1/payments/phonepe/webhook", async (c) => {
    const check = await checkFetchRequest(requestValidator(), c.req.raw);
    received.push({
      authorization: c.req.header("authorization") ?? null,
      body: await c.req.json(),
      contract: check.ok ? check.operationId : check.message,
    });
    return c.json({ success: true, message: "Received." });
  });
  receiver = await new Promise((resolve) => {
    const started = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve(started));
  });
  const { port } = receiver.address() as AddressInfo;
  receiverUrl = `http://127.0.0.1:${port}/api/v1/payments/phonepe/webhook`;
  fake = await startFakePhonePe({
    webhookUrl: receiverUrl,
    delayMs: DELAY_MS,
    refundDelayMs: REFUND_DELAY_MS,
    now: () => clock,
  });
});

afterAll(async () => {
  await fake.close();
  await new Promise<void>((resolve) => receiver.close(() => resolve()));
});

afterEach(() => {
  clock = Date.now();
});

const gatewayFor = (overrides: Partial<PhonePeConfig> = {}) =>
  createPhonePeGateway({ ...fake.config, ...overrides });

async function initiate(gateway: PaymentGateway, amountPaise = 126_900) {
  const transactionId = nextId();
  const { redirectUrl } = await gateway.initiate({
    transactionId,
    amountPaise,
    redirectUrl: `${SHOP}/status/${transactionId}/ord-1`,
    expireAfterSeconds: 900,
  });
  return { transactionId, redirectUrl };
}

/** The shopper on the payment page: reads it, presses one of its buttons (a plain form post). */
async function choose(pageUrl: string, choice: "pay" | "fail" | "cancel" | "delay") {
  const page = await fetch(pageUrl);
  const html = await page.text();
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
  expect(action, "the page's form").toBeTruthy();
  expect(html).toContain(`name="choice" value="${choice}"`);
  const res = await fetch(new URL(action as string, pageUrl), {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ choice }).toString(),
    redirect: "manual",
  });
  return res;
}

/** A token straight from the fake, for the calls the adapter does not make. */
async function fakeToken(): Promise<string> {
  const { clientId, clientSecret, clientVersion } = fake.config;
  const res = await fetch(`${fake.url}/v1/oauth/token`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      client_id: clientId,
      client_secret: clientSecret,
      client_version: clientVersion,
      grant_type: "client_credentials",
    }).toString(),
  });
  return ((await res.json()) as { access_token: string }).access_token;
}

describe("token", () => {
  it("is fetched once and reused by every call, concurrent ones included", async () => {
    const gateway = gatewayFor();
    const before = fake.tokensIssued();
    const { transactionId } = await initiate(gateway);
    await Promise.all([1, 2, 3, 4].map(() => gateway.status(transactionId)));
    await initiate(gateway);
    expect(fake.tokensIssued() - before).toBe(1);
  });

  it("a fresh gateway's first calls at once share one token request", async () => {
    const gateway = gatewayFor();
    const before = fake.tokensIssued();
    await Promise.all([1, 2, 3].map(() => initiate(gateway)));
    expect(fake.tokensIssued() - before).toBe(1);
  });

  it("a wrong client secret is refused: GatewayError 401, no order made", async () => {
    const gateway = gatewayFor({ clientSecret: "not-the-secret" });
    const transactionId = nextId();
    const attempt = gateway.initiate({
      transactionId,
      amountPaise: 10_000,
      redirectUrl: `${SHOP}/status/${transactionId}/ord-1`,
      expireAfterSeconds: 900,
    });
    await expect(attempt).rejects.toBeInstanceOf(GatewayError);
    await expect(attempt).rejects.toMatchObject({ status: 401 });
    expect(fake.order(transactionId)).toBeUndefined();
  });

  it("a token revoked before its time is replaced once, and the call goes through", async () => {
    const gateway = gatewayFor();
    const { transactionId } = await initiate(gateway);
    const before = fake.tokensIssued();
    fake.revokeTokens();
    await expect(gateway.status(transactionId)).resolves.toMatchObject({ state: "PENDING" });
    expect(fake.tokensIssued() - before).toBe(1);
  });

  it("a token past its expiry is renewed before use", async () => {
    const gateway = createPhonePeGateway({ ...fake.config, now: () => clock });
    await initiate(gateway);
    const before = fake.tokensIssued();
    clock += 3600 * 1000;
    await initiate(gateway);
    expect(fake.tokensIssued() - before).toBe(1);
  });
});

describe("pay, the payment page and status", () => {
  it("pay answers the gateway's page; the order is PENDING with the amount in paise", async () => {
    const gateway = gatewayFor();
    const { transactionId, redirectUrl } = await initiate(gateway, 126_900);
    expect(redirectUrl.startsWith(`${fake.url}/pay/`)).toBe(true);
    expect(await gateway.status(transactionId)).toEqual({
      transactionId,
      state: "PENDING",
      amountPaise: 126_900,
      gatewayReference: undefined,
    });
    const html = await (await fetch(redirectUrl)).text();
    expect(html).toContain("₹1,269.00");
    expect(html).toContain(FAKE_PHONEPE_DEFAULTS.merchantName);
  });

  it("Pay: the browser goes back to the shop and the status is COMPLETED with a reference", async () => {
    const gateway = gatewayFor();
    const { transactionId, redirectUrl } = await initiate(gateway);
    const res = await choose(redirectUrl, "pay");
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe(`${SHOP}/status/${transactionId}/ord-1`);
    const status = await gateway.status(transactionId);
    expect(status.state).toBe("COMPLETED");
    expect(status.gatewayReference).toMatch(/^OM[0-9A-F]+$/);
  });

  it.each(["fail", "cancel"] as const)("%s: the status is FAILED", async (choice) => {
    const gateway = gatewayFor();
    const { transactionId, redirectUrl } = await initiate(gateway);
    expect((await choose(redirectUrl, choice)).status).toBe(303);
    expect((await gateway.status(transactionId)).state).toBe("FAILED");
  });

  it("a second choice after the first changes nothing", async () => {
    const gateway = gatewayFor();
    const { transactionId, redirectUrl } = await initiate(gateway);
    await choose(redirectUrl, "fail");
    const again = await fetch(redirectUrl, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "choice=pay",
      redirect: "manual",
    });
    expect(again.status).toBe(303);
    expect((await gateway.status(transactionId)).state).toBe("FAILED");
  });

  it("Pay after a delay: PENDING until the delay has passed, then COMPLETED", async () => {
    const gateway = gatewayFor();
    const { transactionId, redirectUrl } = await initiate(gateway);
    await choose(redirectUrl, "delay");
    expect((await gateway.status(transactionId)).state).toBe("PENDING");
    clock += DELAY_MS - 1;
    expect((await gateway.status(transactionId)).state).toBe("PENDING");
    clock += 1;
    expect((await gateway.status(transactionId)).state).toBe("COMPLETED");
  });

  it("a payment nobody finishes fails once it expires", async () => {
    const gateway = gatewayFor();
    const { transactionId } = await initiate(gateway);
    clock += 900 * 1000;
    expect((await gateway.status(transactionId)).state).toBe("FAILED");
  });

  it("status of an unknown payment is a GatewayError 404", async () => {
    await expect(gatewayFor().status("TX_NEVER_MADE")).rejects.toMatchObject({
      name: "GatewayError",
      status: 404,
    });
  });

  it("refuses ids and amounts PhonePe would refuse, before calling it", async () => {
    const gateway = gatewayFor();
    const bad = [
      { transactionId: "has space", amountPaise: 10_000 },
      { transactionId: "x".repeat(64), amountPaise: 10_000 },
      { transactionId: nextId(), amountPaise: 99 },
      { transactionId: nextId(), amountPaise: 100.5 },
    ];
    for (const payment of bad) {
      await expect(
        gateway.initiate({ ...payment, redirectUrl: `${SHOP}/status/x/y`, expireAfterSeconds: 900 }),
      ).rejects.toBeInstanceOf(GatewayError);
    }
  });
});

describe("refund", () => {
  /** A paid payment of `amountPaise`, as the shop would refund it. */
  async function paid(gateway: PaymentGateway, amountPaise = 50_000) {
    const { transactionId, redirectUrl } = await initiate(gateway, amountPaise);
    await choose(redirectUrl, "pay");
    return transactionId;
  }
  const refundOf = (id: string) => fake.refunds().find((r) => r.merchantRefundId === id);
  const webhooksOf = (refundId: string) =>
    received.filter(
      (r) => (r.body as { payload?: { merchantRefundId?: string } }).payload?.merchantRefundId === refundId,
    );

  it("starts PENDING and completes with a UTR once its delay has passed, then sends its webhook twice", async () => {
    const gateway = gatewayFor();
    const transactionId = await paid(gateway);
    const refundId = `RF${transactionId}`;
    expect(await gateway.refund({ refundId, transactionId, amountPaise: 20_000 })).toEqual({
      refundId,
      state: "PENDING",
    });
    expect(refundOf(refundId)).toMatchObject({ originalMerchantOrderId: transactionId, amount: 20_000 });
    expect(await gateway.refundStatus(refundId)).toEqual({ refundId, state: "PENDING" });
    clock += REFUND_DELAY_MS - 1;
    expect((await gateway.refundStatus(refundId)).state).toBe("PENDING");
    await fake.webhooksSent();
    expect(webhooksOf(refundId)).toHaveLength(0);
    clock += 1;
    const done = await gateway.refundStatus(refundId);
    expect(done).toEqual({ refundId, state: "COMPLETED", reference: expect.stringMatching(/^\d{12}$/) });
    expect(done.reference).toBe(refundOf(refundId)?.utr);
    await fake.webhooksSent();
    const calls = webhooksOf(refundId);
    expect(calls).toHaveLength(2);
    expect(calls[0]?.contract).toBe("phonePeWebhook");
    expect(calls[0]?.body).toMatchObject({
      event: "pg.refund.completed",
      payload: { merchantRefundId: refundId, originalMerchantOrderId: transactionId, state: "COMPLETED" },
    });
    expect(gateway.verifyWebhook(calls[0] as ReceivedWebhook)).toEqual({
      kind: "refund",
      event: "pg.refund.completed",
      refundId,
      state: "COMPLETED",
    });
  });

  it("the refund-status call needs a token, as every merchant call does", async () => {
    const gateway = gatewayFor();
    const transactionId = await paid(gateway);
    const refundId = `RF${transactionId}`;
    await gateway.refund({ refundId, transactionId, amountPaise: 10_000 });
    const path = `${fake.url}/payments/v2/refund/${refundId}/status`;
    expect((await fetch(path)).status).toBe(401);
    const status = await fetch(path, { headers: { authorization: `O-Bearer ${await fakeToken()}` } });
    expect(await status.json()).toMatchObject({
      merchantRefundId: refundId,
      amount: 10_000,
      state: "PENDING",
    });
  });

  it("completeRefund ends it at once; FAILED sends pg.refund.failed and gives the amount back to refund", async () => {
    const gateway = gatewayFor();
    const transactionId = await paid(gateway, 30_000);
    const first = `RFA${transactionId}`;
    await gateway.refund({ refundId: first, transactionId, amountPaise: 30_000 });
    fake.completeRefund(first, "FAILED");
    expect(await gateway.refundStatus(first)).toEqual({ refundId: first, state: "FAILED" });
    await fake.webhooksSent();
    expect(gateway.verifyWebhook(webhooksOf(first)[0] as ReceivedWebhook)).toMatchObject({
      kind: "refund",
      event: "pg.refund.failed",
      state: "FAILED",
    });
    // The failed refund gave nothing back, so the whole payment can be refunded again.
    const second = `RFB${transactionId}`;
    await gateway.refund({ refundId: second, transactionId, amountPaise: 30_000 });
    fake.completeRefund(second);
    expect((await gateway.refundStatus(second)).state).toBe("COMPLETED");
    // A refund already ended stays as it is.
    fake.completeRefund(second, "FAILED");
    expect((await gateway.refundStatus(second)).state).toBe("COMPLETED");
  });

  it("the same merchantRefundId twice is the same refund; reused for another refund it is refused", async () => {
    const gateway = gatewayFor();
    const transactionId = await paid(gateway, 50_000);
    const refundId = `RF${transactionId}`;
    const request = { refundId, transactionId, amountPaise: 50_000 };
    await gateway.refund(request);
    const phonePeId = refundOf(refundId)?.refundId;
    // All of it again: not "more than was paid", but the refund already made.
    expect(await gateway.refund(request)).toEqual({ refundId, state: "PENDING" });
    expect(fake.refunds().filter((r) => r.originalMerchantOrderId === transactionId)).toHaveLength(1);
    expect(refundOf(refundId)?.refundId).toBe(phonePeId);
    fake.completeRefund(refundId);
    expect(await gateway.refund(request)).toEqual({ refundId, state: "COMPLETED" });
    await expect(gateway.refund({ ...request, amountPaise: 100 })).rejects.toMatchObject({ status: 409 });
  });

  it("more than was paid, or an unpaid order, is a GatewayError", async () => {
    const gateway = gatewayFor();
    const refund = (prefix: string, transactionId: string, amountPaise: number) =>
      gateway.refund({ refundId: `${prefix}${transactionId}`, transactionId, amountPaise });
    const transactionId = await paid(gateway, 50_000);
    await refund("RFA", transactionId, 40_000);
    const refused = { name: "GatewayError", status: 400 };
    await expect(refund("RFB", transactionId, 10_001)).rejects.toMatchObject(refused);
    expect(refundOf(`RFB${transactionId}`)).toBeUndefined();
    await expect(refund("RFC", transactionId, 10_000)).resolves.toMatchObject({ state: "PENDING" });
    const unpaid = await initiate(gateway);
    await expect(refund("RF", unpaid.transactionId, 100)).rejects.toMatchObject(refused);
  });

  it("status of a refund the gateway never got is a GatewayError 404", async () => {
    await expect(gatewayFor().refundStatus("RF_NEVER_SENT")).rejects.toMatchObject({
      name: "GatewayError",
      status: 404,
    });
  });

  it("left alone, a refund completes on its own soon after and sends its webhook", async () => {
    const soon = await startFakePhonePe({
      webhookUrl: receiverUrl,
      refundDelayMs: 50,
    });
    try {
      const gateway = createPhonePeGateway(soon.config);
      const transactionId = nextId();
      const { redirectUrl } = await gateway.initiate({
        transactionId,
        amountPaise: 10_000,
        redirectUrl: `${SHOP}/status/${transactionId}/ord-1`,
        expireAfterSeconds: 900,
      });
      await choose(redirectUrl, "pay");
      const refundId = `RF${transactionId}`;
      await gateway.refund({ refundId, transactionId, amountPaise: 10_000 });
      await vi.waitFor(() => expect(webhooksOf(refundId)).toHaveLength(2), { timeout: 5000, interval: 20 });
      expect((await gateway.refundStatus(refundId)).state).toBe("COMPLETED");
    } finally {
      await soon.close();
    }
  });
});

describe("webhooks", () => {
  const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

  async function paidWebhook(choice: "pay" | "fail") {
    const gateway = gatewayFor();
    const { transactionId, redirectUrl } = await initiate(gateway);
    await choose(redirectUrl, choice);
    await fake.webhooksSent();
    const calls = received.filter(
      (r) =>
        (r.body as { payload?: { merchantOrderId?: string } }).payload?.merchantOrderId === transactionId,
    );
    return { gateway, transactionId, calls };
  }

  it("Pay sends checkout.order.completed twice, with SHA256(username:password), and it verifies", async () => {
    const { gateway, transactionId, calls } = await paidWebhook("pay");
    expect(calls).toHaveLength(2);
    expect(calls[1]).toEqual(calls[0]);
    expect(calls[0]?.contract).toBe("phonePeWebhook");
    const { webhookUsername, webhookPassword } = fake.config;
    expect(calls[0]?.authorization).toBe(sha256(`${webhookUsername}:${webhookPassword}`));
    // `event`, and beside it the older `type` PhonePe still sends (its SDK reads that one).
    expect(calls[0]?.body).toMatchObject({
      event: "checkout.order.completed",
      type: "CHECKOUT_ORDER_COMPLETED",
    });
    expect(gateway.verifyWebhook(calls[0] as ReceivedWebhook)).toEqual({
      kind: "payment",
      event: "checkout.order.completed",
      transactionId,
      state: "COMPLETED",
    });
    expect(fake.deliveries.filter((d) => d.merchantOrderId === transactionId).map((d) => d.status)).toEqual([
      200, 200,
    ]);
  });

  it("Fail sends checkout.order.failed", async () => {
    const { gateway, transactionId, calls } = await paidWebhook("fail");
    expect(calls).toHaveLength(2);
    expect(gateway.verifyWebhook(calls[0] as ReceivedWebhook)).toEqual({
      kind: "payment",
      event: "checkout.order.failed",
      transactionId,
      state: "FAILED",
    });
  });

  it("Pay after a delay sends its webhook when the payment completes", async () => {
    const gateway = gatewayFor();
    const { transactionId, redirectUrl } = await initiate(gateway);
    await choose(redirectUrl, "delay");
    await fake.webhooksSent();
    const mine = () => received.filter((r) => JSON.stringify(r.body).includes(transactionId));
    expect(mine()).toHaveLength(0);
    fake.settleDelayed();
    await fake.webhooksSent();
    expect(mine()).toHaveLength(2);
    expect(gateway.verifyWebhook(mine()[0] as ReceivedWebhook)).toMatchObject({ state: "COMPLETED" });
  });

  it("each start of the fake has a client secret and webhook credentials of its own", () => {
    const another = createFakePhonePe().configFor(fake.url);
    expect(another.clientSecret).not.toBe(fake.config.clientSecret);
    expect(another.webhookUsername).not.toBe(fake.config.webhookUsername);
    expect(another.webhookPassword).not.toBe(fake.config.webhookPassword);
    expect(another.webhookPassword.length).toBeGreaterThanOrEqual(32);
  });

  it("a forged, missing or malformed Authorization is forged", async () => {
    const { gateway, calls } = await paidWebhook("pay");
    const body = calls[0]?.body;
    const { webhookUsername } = fake.config;
    const forged = [
      null,
      "",
      sha256(`${webhookUsername}:guessed-password`),
      `Basic ${Buffer.from(`${webhookUsername}:x`).toString("base64")}`,
      "z".repeat(64),
      `${calls[0]?.authorization}0`,
    ];
    for (const authorization of forged) {
      expect(gateway.verifyWebhook({ authorization, body })).toEqual({ kind: "forged" });
    }
  });

  it("a genuine Authorization with a body that is not a payment or refund event is malformed, not forged", async () => {
    const { gateway, transactionId, calls } = await paidWebhook("pay");
    const authorization = calls[0]?.authorization ?? null;
    const bodies: unknown[] = [
      null,
      "checkout.order.completed",
      [],
      { event: "checkout.order.completed" },
      { event: "checkout.order.completed", payload: { state: "COMPLETED" } },
      { event: "checkout.order.completed", payload: { merchantOrderId: transactionId, state: "PAID" } },
      { event: "checkout.order.completed", payload: { merchantOrderId: "a b", state: "COMPLETED" } },
      { event: "checkout.order.completed", payload: { merchantOrderId: 42, state: "COMPLETED" } },
      { event: "pg.refund.completed", payload: { merchantOrderId: transactionId, state: "COMPLETED" } },
      { event: "pg.refund.completed", payload: { merchantRefundId: "a b", state: "COMPLETED" } },
      { event: "pg.refund.completed", payload: { merchantRefundId: `RF${transactionId}`, state: "DONE" } },
      { payload: { merchantRefundId: `RF${transactionId}`, state: "REFUNDED" } },
    ];
    for (const body of bodies) {
      expect(gateway.verifyWebhook({ authorization, body }), JSON.stringify(body)).toEqual({
        kind: "malformed",
      });
    }
  });
});

describe("the fake refuses what PhonePe would refuse, never with a 5xx", () => {
  it("malformed token, pay, refund and page calls answer 4xx", async () => {
    const bearer = { authorization: `O-Bearer ${await fakeToken()}`, "content-type": "application/json" };
    const { redirectUrl } = await initiate(gatewayFor());
    const calls: [string, RequestInit][] = [
      ["/v1/oauth/token", { method: "POST", headers: { "content-type": "application/json" }, body: "{}" }],
      ["/v1/oauth/token", { method: "POST", body: new URLSearchParams({ grant_type: "password" }) }],
      ["/checkout/v2/pay", { method: "POST", headers: { "content-type": "application/json" }, body: "{}" }],
      ["/checkout/v2/pay", { method: "POST", headers: bearer, body: "{not json" }],
      [
        "/checkout/v2/pay",
        { method: "POST", headers: bearer, body: JSON.stringify({ merchantOrderId: "A", amount: "100" }) },
      ],
      [
        "/checkout/v2/pay",
        {
          method: "POST",
          headers: bearer,
          body: JSON.stringify({
            merchantOrderId: nextId(),
            amount: 100,
            paymentFlow: { type: "PG_CHECKOUT" },
          }),
        },
      ],
      [
        "/checkout/v2/pay",
        { method: "POST", headers: bearer, body: JSON.stringify({ pad: "x".repeat(20_000) }) },
      ],
      [
        "/payments/v2/refund",
        { method: "POST", headers: bearer, body: JSON.stringify({ merchantRefundId: "R1" }) },
      ],
      ["/checkout/v2/order/NOPE/status", { headers: bearer }],
      [new URL(redirectUrl).pathname, { method: "POST", body: new URLSearchParams({ choice: "steal" }) }],
      [
        new URL(redirectUrl).pathname,
        { method: "POST", headers: { "content-type": "application/json" }, body: "{}" },
      ],
      ["/pay/unknown", {}],
    ];
    for (const [path, init] of calls) {
      const res = await fetch(`${fake.url}${path}`, init);
      expect(res.status, `${init.method ?? "GET"} ${path}`).toBeGreaterThanOrEqual(400);
      expect(res.status, `${init.method ?? "GET"} ${path}`).toBeLessThan(500);
    }
  });
});

describe("a gateway that misbehaves", () => {
  let hanging: Server;
  let nonsense: Server;
  const urlOf = (server: Server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  beforeAll(async () => {
    hanging = createServer(() => {
      // Never answers.
    });
    // A token, then answers that are not PhonePe's.
    nonsense = createServer((req, res) => {
      if (req.url?.startsWith("/v1/oauth/token")) {
        res.setHeader("content-type", "application/json");
        res.end(JSON.stringify({ access_token: "t", expires_at: Math.floor(Date.now() / 1000) + 3600 }));
      } else if (req.url?.includes("/status")) {
        res.setHeader("content-type", "application/json");
        res.end(JSON.stringify({ state: "MAYBE", amount: 100 }));
      } else {
        res.end("<html>maintenance</html>");
      }
    });
    await Promise.all([hanging, nonsense].map((s) => new Promise<void>((r) => s.listen(0, "127.0.0.1", r))));
  });
  afterAll(async () => {
    hanging.closeAllConnections();
    await Promise.all([hanging, nonsense].map((s) => new Promise((r) => s.close(r))));
  });

  it("no answer within the timeout is a GatewayError", async () => {
    const gateway = gatewayFor({ baseUrl: urlOf(hanging), authUrl: urlOf(hanging), timeoutMs: 300 });
    await expect(gateway.status("TX1")).rejects.toThrow(/no answer in 300 ms/);
  });

  it("an answer that is not JSON, or a state PhonePe does not have, is a GatewayError", async () => {
    const gateway = gatewayFor({ baseUrl: urlOf(nonsense), authUrl: urlOf(nonsense) });
    await expect(initiate(gateway)).rejects.toThrow(/not a JSON object/);
    await expect(gateway.status("TX1")).rejects.toThrow(/unknown state "MAYBE"/);
    await expect(gateway.refundStatus("RF1")).rejects.toThrow(/unknown state "MAYBE"/);
  });

  it("a gateway that cannot be reached is a GatewayError", async () => {
    const gateway = gatewayFor({ baseUrl: "http://127.0.0.1:9", authUrl: "http://127.0.0.1:9" });
    await expect(gateway.status("TX1")).rejects.toBeInstanceOf(GatewayError);
  });
});

describe("PhonePe's documented refund-status answers", () => {
  // Shapes from developer.phonepe.com (standard checkout, refund status): CONFIRMED is accepted and on its
  // way; a completed refund names its rail (UTR, or the UPI transaction id) at the top level.
  const answers: Record<string, unknown> = {
    RFCONFIRMED: { originalMerchantOrderId: "TX1", amount: 50_000, state: "CONFIRMED", refundId: "OMR1" },
    RFUTR: {
      originalMerchantOrderId: "TX1",
      amount: 50_000,
      state: "COMPLETED",
      refundId: "OMR2",
      splitInstruments: [{ amount: 50_000, rail: { type: "UPI", utr: "412345678901", vpa: "12****78@ybl" } }],
    },
    RFUPI: {
      originalMerchantOrderId: "TX1",
      amount: 50_000,
      state: "COMPLETED",
      refundId: "OMR3",
      splitInstruments: [{ rail: { type: "UPI", upiTransactionId: "upi12313" } }],
    },
    RFBARE: { originalMerchantOrderId: "TX1", amount: 50_000, state: "COMPLETED", refundId: "OMR4" },
  };
  let documented: Server;

  beforeAll(async () => {
    documented = createServer((req, res) => {
      res.setHeader("content-type", "application/json");
      if (req.url?.startsWith("/v1/oauth/token")) {
        res.end(JSON.stringify({ access_token: "t", expires_at: Math.floor(Date.now() / 1000) + 3600 }));
        return;
      }
      const id = /^\/payments\/v2\/refund\/([^/]+)\/status$/.exec(req.url ?? "")?.[1] ?? "";
      res.statusCode = answers[id] ? 200 : 404;
      res.end(JSON.stringify(answers[id] ?? { code: "NOT_FOUND" }));
    });
    await new Promise<void>((r) => documented.listen(0, "127.0.0.1", r));
  });
  afterAll(() => new Promise((r) => documented.close(r)));

  it("CONFIRMED is still pending; a completed refund's reference is its UTR, UPI id or PhonePe's id", async () => {
    const url = `http://127.0.0.1:${(documented.address() as AddressInfo).port}`;
    const gateway = gatewayFor({ baseUrl: url, authUrl: url });
    expect(await gateway.refundStatus("RFCONFIRMED")).toEqual({ refundId: "RFCONFIRMED", state: "PENDING" });
    expect((await gateway.refundStatus("RFUTR")).reference).toBe("412345678901");
    expect((await gateway.refundStatus("RFUPI")).reference).toBe("upi12313");
    expect((await gateway.refundStatus("RFBARE")).reference).toBe("OMR4");
    await expect(gateway.refundStatus("RFNONE")).rejects.toMatchObject({ status: 404 });
  });
});

describe("configuration from the environment", () => {
  const complete = {
    PHONEPE_CLIENT_ID: "M22ID",
    PHONEPE_CLIENT_SECRET: "secret",
    PHONEPE_WEBHOOK_USERNAME: "shop_hook",
    PHONEPE_WEBHOOK_PASSWORD: "hookPass1",
  };

  it("nothing set: no gateway (the shop starts the fake)", () => {
    expect(paymentGatewayFromEnv({})).toBeUndefined();
  });

  it("sandbox by default; production's token host differs from its payment host", () => {
    expect(phonePeConfigFromEnv(complete)).toMatchObject({
      clientVersion: "1",
      baseUrl: "https://api-preprod.phonepe.com/apis/pg-sandbox",
      authUrl: "https://api-preprod.phonepe.com/apis/pg-sandbox",
    });
    expect(
      phonePeConfigFromEnv({ ...complete, PHONEPE_ENV: "production", PHONEPE_CLIENT_VERSION: "3" }),
    ).toMatchObject({
      clientVersion: "3",
      baseUrl: "https://api.phonepe.com/apis/pg",
      authUrl: "https://api.phonepe.com/apis/identity-manager",
    });
    expect(
      phonePeConfigFromEnv({
        ...complete,
        PHONEPE_BASE_URL: "http://pg.test",
        PHONEPE_AUTH_URL: "http://id.test",
      }),
    ).toMatchObject({ baseUrl: "http://pg.test", authUrl: "http://id.test" });
    expect(paymentGatewayFromEnv(complete)?.name).toBe("phonepe");
  });

  it("half a configuration, or an unknown PHONEPE_ENV, stops the start", () => {
    expect(() => phonePeConfigFromEnv({ PHONEPE_CLIENT_ID: "M22ID" })).toThrow(
      /PHONEPE_CLIENT_SECRET, PHONEPE_WEBHOOK_USERNAME, PHONEPE_WEBHOOK_PASSWORD/,
    );
    expect(() => phonePeConfigFromEnv({ ...complete, PHONEPE_ENV: "live" })).toThrow(/sandbox or production/);
  });
});
