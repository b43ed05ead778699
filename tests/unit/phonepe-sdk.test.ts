// PhonePe's official Node SDK (pg-sdk-node, a devDependency) pointed at the local fake gateway, over real
// HTTP: its whole Standard Checkout flow, in the order a merchant runs it, must pass. The fake is what the
// shop pays through whenever PhonePe is not configured, so each step here is a shape the real gateway has
// and the fake must keep (the token, pay, order status with payableAmount and feeAmount at the top,
// transaction status, refund, refund status, and webhooks carrying `type` beside `event`, authorised with
// the credentials this start of the fake made up).
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import {
  CallbackType,
  type Env,
  PhonePeException,
  RefundRequest,
  ResourceNotFound,
  StandardCheckoutClient,
  StandardCheckoutPayRequest,
} from "pg-sdk-node";
import { BaseUrl } from "pg-sdk-node/dist/common/constants/BaseUrl";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningFakePhonePe, startFakePhonePe } from "../../server/dev/fake-phonepe";

/** The SDK's environments are its BaseUrl entries: this one is the fake's (it publishes no events). */
const FAKE_ENV = "RANGREZ_FAKE" as Env;
const SHOP = "http://localhost:3999";
/** Long enough that no refund completes by the fake's own timer: the test's clock moves it. */
const REFUND_DELAY_MS = 600_000;

interface Delivered {
  authorization: string;
  /** The body as sent: the SDK validates the raw text. */
  text: string;
}

let clock = Date.now();
let fake: RunningFakePhonePe;
let receiver: ReturnType<typeof serve>;
const delivered: Delivered[] = [];
let client: StandardCheckoutClient;

beforeAll(async () => {
  const app = new Hono();
  app.post("/api/v1/payments/phonepe/webhook", async (c) => {
    delivered.push({ authorization: c.req.header("authorization") ?? "", text: await c.req.text() });
    return c.json({ success: true, message: "Received" });
  });
  receiver = await new Promise((resolve) => {
    const started = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve(started));
  });
  const { port } = receiver.address() as AddressInfo;
  fake = await startFakePhonePe({
    webhookUrl: `http://127.0.0.1:${port}/api/v1/payments/phonepe/webhook`,
    refundDelayMs: REFUND_DELAY_MS,
    now: () => clock,
  });
  Object.assign(BaseUrl, {
    [FAKE_ENV]: { PG_HOST_URL: fake.url, OAUTH_HOST_URL: fake.url, EVENTS_HOST_URL: fake.url },
  });
  const { clientId, clientSecret, clientVersion } = fake.config;
  client = StandardCheckoutClient.getInstance(clientId, clientSecret, Number(clientVersion), FAKE_ENV, false);
});

afterAll(async () => {
  await fake.close();
  await new Promise<void>((resolve) => receiver.close(() => resolve()));
});

/** The webhooks delivered so far about one payment or refund (a webhook arrives twice). */
async function webhooksAbout(id: string): Promise<Delivered[]> {
  await fake.webhooksSent();
  return delivered.filter((d) => d.text.includes(`"${id}"`));
}

/** The shopper on the fake's payment page presses Pay. */
async function payOnPage(pageUrl: string) {
  const html = await (await fetch(pageUrl)).text();
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
  expect(action, "the payment page's form").toBeTruthy();
  const res = await fetch(new URL(action as string, pageUrl), {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: "choice=pay",
    redirect: "manual",
  });
  expect(res.status).toBe(303);
}

describe("PhonePe's SDK (pg-sdk-node) against the local fake gateway", () => {
  const merchantOrderId = `SDK${Date.now()}`;
  const merchantRefundId = `RF${merchantOrderId}`;
  let transactionId: string;

  it("1. pay: fetches a token once, and the answer sends the shopper to the fake's payment page", async () => {
    const before = fake.tokensIssued();
    const request = StandardCheckoutPayRequest.builder()
      .merchantOrderId(merchantOrderId)
      .amount(126_900)
      .redirectUrl(`${SHOP}/status/${merchantOrderId}/ord-1`)
      .expireAfter(900)
      .build();
    const answer = await client.pay(request);
    expect(answer).toMatchObject({ state: "PENDING", orderId: expect.stringMatching(/^OMO/) });
    expect(answer.redirectUrl.startsWith(`${fake.url}/pay/`)).toBe(true);
    expect(answer.expireAt).toBeGreaterThan(clock);
    expect(fake.tokensIssued() - before).toBe(1);
    await payOnPage(answer.redirectUrl);
  });

  it("2. order status: COMPLETED, with the order's payableAmount and feeAmount at the top", async () => {
    const before = fake.tokensIssued();
    const status = await client.getOrderStatus(merchantOrderId);
    expect(status).toMatchObject({
      merchantOrderId,
      state: "COMPLETED",
      amount: 126_900,
      payableAmount: 126_900,
      feeAmount: 0,
    });
    expect(status.paymentDetails).toHaveLength(1);
    expect(status.paymentDetails[0]).toMatchObject({ state: "COMPLETED", amount: 126_900 });
    expect(status.paymentDetails[0]).not.toHaveProperty("payableAmount");
    transactionId = status.paymentDetails[0]?.transactionId as string;
    expect(transactionId).toMatch(/^OM/);
    // The token fetched for pay is reused.
    expect(fake.tokensIssued()).toBe(before);
  });

  it("3. transaction status: the one attempt, by PhonePe's transactionId", async () => {
    const status = await client.getTransactionStatus(transactionId);
    expect(status).toMatchObject({ merchantOrderId, state: "COMPLETED", amount: 126_900 });
    expect(status.paymentDetails.map((attempt) => [attempt.transactionId, attempt.state])).toEqual([
      [transactionId, "COMPLETED"],
    ]);
  });

  it("4. the payment's webhook passes validateCallback with this start's credentials", async () => {
    const webhooks = await webhooksAbout(merchantOrderId);
    expect(webhooks).toHaveLength(2);
    const { webhookUsername, webhookPassword } = fake.config;
    const callback = client.validateCallback(
      webhookUsername,
      webhookPassword,
      webhooks[0]?.authorization as string,
      webhooks[0]?.text as string,
    );
    expect(callback.type).toBe("CHECKOUT_ORDER_COMPLETED");
    expect(String(callback.type) in CallbackType).toBe(true);
    expect(callback.payload).toMatchObject({ merchantOrderId, state: "COMPLETED", amount: 126_900 });
  });

  it("5. refund: accepted as PENDING", async () => {
    const request = RefundRequest.builder()
      .merchantRefundId(merchantRefundId)
      .originalMerchantOrderId(merchantOrderId)
      .amount(26_900)
      .build();
    const answer = await client.refund(request);
    expect(answer).toMatchObject({
      state: "PENDING",
      amount: 26_900,
      refundId: expect.stringMatching(/^OMR/),
    });
  });

  it("6. refund status: PENDING, then COMPLETED with the bank's UTR once its time has passed", async () => {
    expect(await client.getRefundStatus(merchantRefundId)).toMatchObject({
      merchantRefundId,
      originalMerchantOrderId: merchantOrderId,
      amount: 26_900,
      state: "PENDING",
    });
    clock += REFUND_DELAY_MS;
    const done = await client.getRefundStatus(merchantRefundId);
    expect(done.state).toBe("COMPLETED");
    const rail = done.paymentDetails[0]?.splitInstruments?.[0]?.rail as { utr?: string } | undefined;
    expect(rail?.utr).toMatch(/^\d{12}$/);
  });

  it("7. the refund's webhook passes validateCallback as PG_REFUND_COMPLETED", async () => {
    const webhooks = await webhooksAbout(merchantRefundId);
    expect(webhooks).toHaveLength(2);
    const { webhookUsername, webhookPassword } = fake.config;
    const callback = client.validateCallback(
      webhookUsername,
      webhookPassword,
      webhooks[0]?.authorization as string,
      webhooks[0]?.text as string,
    );
    expect(callback.type).toBe("PG_REFUND_COMPLETED");
    expect(callback.payload).toMatchObject({
      merchantRefundId,
      originalMerchantOrderId: merchantOrderId,
      state: "COMPLETED",
    });
  });

  it("8. a webhook checked with other credentials is refused by validateCallback", async () => {
    const [webhook] = await webhooksAbout(merchantOrderId);
    const { webhookUsername } = fake.config;
    expect(() =>
      client.validateCallback(
        webhookUsername,
        "guessed",
        webhook?.authorization as string,
        webhook?.text as string,
      ),
    ).toThrow(PhonePeException);
  });

  it("9. an order or a transaction PhonePe never saw is the SDK's ResourceNotFound", async () => {
    await expect(client.getOrderStatus("SDK_NEVER_MADE")).rejects.toBeInstanceOf(ResourceNotFound);
    await expect(client.getTransactionStatus("OM_NEVER_MADE")).rejects.toBeInstanceOf(ResourceNotFound);
    await expect(client.getRefundStatus("RF_NEVER_MADE")).rejects.toBeInstanceOf(ResourceNotFound);
  });
});
