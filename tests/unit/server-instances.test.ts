// Three real servers (server/main.ts) on one PostgreSQL database, as production runs them behind a load
// balancer (docs/running.md#running-in-production): what one instance counts, issues or settles, the others
// see. The login throttle counts across all three; a code mailed by one verifies on another; a stock change
// through one shows in the others' cached product answers within 2 s; and with the three sweeping every
// 250 ms (JOB_SWEEP_EVERY_MS) and every webhook delivered to all three, each refund is settled once: one
// "refunded" entry, one mail. The gateway is the local fake PhonePe, in this process, reached through the
// real adapter with PHONEPE_* settings; the mail goes to one catcher, also in this process.
import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "kysely";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { users } from "../../mocks/fixtures";
import { codItem, placeCodOrder, placeOnlineOrder } from "../../server/bench/orderingShopper";
import { postTo, signIn } from "../../server/bench/signedInShopper";
import type { DatabaseHandle } from "../../server/db/database";
import { type RunningFakePhonePe, startFakePhonePe } from "../../server/dev/fake-phonepe";
import { LOGIN_ACCOUNT_POLICY } from "../../server/services/accounts/loginThrottle";
import { type MailCatcher, readCaughtMails, startMailCatcher } from "../../server/services/mail/catcher";
import { orderMailSubject } from "../../server/services/orders/mail";
import { refundMailSubject } from "../../server/services/orders/refundMail";
import { webhookUrlFor } from "../../server/services/payments/from-env";
import { SIGNUP_MAIL_SUBJECT } from "../../src/lib/accountApiMessages";
import { describeOnPostgres, seededPostgresDatabase } from "../support/databases";
import { type ShopInstance, startShopInstances, stopShopInstances, waitFor } from "../support/serverProcess";

const SWEEP_EVERY_MS = 250;

/**
 * What stands between the gateway and the shop: every webhook goes to every instance at once (a gateway
 * retrying through a balancer reaches them all), or, while `losing` says so, nowhere (a lost webhook).
 */
interface WebhookFanOut {
  url: string;
  targets: string[];
  losing: (body: { payload?: { merchantRefundId?: string } }) => boolean;
  /** The webhooks lost so far, to deliver late. */
  lost: { body: string; authorization: string }[];
  deliver: (webhook: { body: string; authorization: string }) => Promise<number[]>;
  close: () => Promise<void>;
}

async function startWebhookFanOut(): Promise<WebhookFanOut> {
  const fanOut: WebhookFanOut = {
    url: "",
    targets: [],
    losing: () => false,
    lost: [],
    deliver: (webhook) =>
      Promise.all(
        fanOut.targets.map(async (target) => {
          const answer = await fetch(target, {
            method: "POST",
            headers: { "content-type": "application/json", authorization: webhook.authorization },
            body: webhook.body,
          });
          await answer.arrayBuffer();
          return answer.status;
        }),
      ),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  const server: Server = createServer((request, response) => {
    let body = "";
    request.setEncoding("utf8");
    request.on("data", (chunk) => {
      body += chunk;
    });
    request.on("end", async () => {
      const webhook = { body, authorization: request.headers.authorization ?? "" };
      if (fanOut.losing(JSON.parse(body))) {
        fanOut.lost.push(webhook);
        response.writeHead(200).end();
        return;
      }
      const statuses = await fanOut.deliver(webhook).catch(() => [502]);
      response.writeHead(statuses.every((status) => status === 200) ? 200 : 502).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  fanOut.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhook`;
  return fanOut;
}

describeOnPostgres("three servers on one database", () => {
  let handle: DatabaseHandle;
  let catcher: MailCatcher;
  let fake: RunningFakePhonePe;
  let webhooks: WebhookFanOut;
  let instances: ShopInstance[] = [];
  const mailDir = mkdtempSync(join(tmpdir(), "rangrez-instances-mail-"));

  beforeAll(async () => {
    const seeded = await seededPostgresDatabase("three servers");
    handle = seeded.handle;
    const url = seeded.url;
    catcher = await startMailCatcher({ port: 0, dir: mailDir });
    webhooks = await startWebhookFanOut();
    // Refunds stay pending until the test completes them.
    fake = await startFakePhonePe({ webhookUrl: webhooks.url, refundDelayMs: 600_000 });
    instances = await startShopInstances(3, {
      DATABASE_URL: url,
      SMTP_URL: `smtp://${catcher.host}:${catcher.port}`,
      PHONEPE_CLIENT_ID: fake.config.clientId,
      PHONEPE_CLIENT_SECRET: fake.config.clientSecret,
      PHONEPE_CLIENT_VERSION: fake.config.clientVersion,
      PHONEPE_WEBHOOK_USERNAME: fake.config.webhookUsername,
      PHONEPE_WEBHOOK_PASSWORD: fake.config.webhookPassword,
      PHONEPE_BASE_URL: fake.url,
      PHONEPE_AUTH_URL: fake.url,
      JOB_SWEEP_EVERY_MS: String(SWEEP_EVERY_MS),
    });
    webhooks.targets = instances.map((instance) => webhookUrlFor(instance.origin));
  }, 180_000);

  afterAll(async () => {
    await stopShopInstances(instances);
    await fake?.close();
    await webhooks?.close();
    await catcher?.close();
    await handle?.close();
    rmSync(mailDir, { recursive: true, force: true });
  });

  /** The instance a round-robin balancer sends the `n`th request to. */
  const instance = (n: number) => instances[n % instances.length] as ShopInstance;

  const mailsTo = async (email: string, subject: string) =>
    (await readCaughtMails(mailDir)).filter((mail) => mail.to.includes(email) && mail.subject === subject);

  it("wrong passwords spread over the three are counted once: the attempt past the limit is refused", async () => {
    // Another shopper than the one the other tests sign in as: this one ends the test throttled.
    const shopper = users[1];
    if (!shopper) throw new Error("fixture: a second shopper");
    // 10 attempts, then a wait (server/services/accounts/loginThrottle.ts): the 11th is refused.
    const limit = LOGIN_ACCOUNT_POLICY.limit;
    const statuses: number[] = [];
    for (let n = 0; n <= limit; n++) {
      const answer = await postTo(instance(n).origin, "/auth/login", {
        identifier: shopper.email,
        password: "Wrong#Pass1",
      });
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([...Array.from({ length: limit }, () => 401), 429]);
    // Not even the right password, on the instance that has seen the fewest attempts.
    const right = await postTo(instance(limit + 1).origin, "/auth/login", {
      identifier: shopper.email,
      password: shopper.password,
    });
    expect(right.status).toBe(429);
  });

  it("a sign-up code mailed by one instance verifies on another; a third registers the account", async () => {
    const who = {
      username: "multi_instance",
      name: "Multi Instance",
      email: "multi.instance@example.in",
      password: "Multi#Inst4",
      phone: "9811100022",
      address: {
        street: "221 Residency Road",
        city: "Bengaluru",
        state: "Karnataka",
        pincode: "560025",
        addressType: "home",
        isDefault: true,
      },
    };
    const sent = await postTo(instance(0).origin, "/auth/send-email-verification-otp", {
      email: who.email,
      username: who.username,
    });
    expect(sent.status).toBe(200);
    await waitFor(
      "the sign-up code's mail",
      async () => (await mailsTo(who.email, SIGNUP_MAIL_SUBJECT)).length > 0,
    );
    const [mail] = await mailsTo(who.email, SIGNUP_MAIL_SUBJECT);
    const otp = mail?.text.match(/\b\d{6}\b/)?.[0];
    expect(otp).toBeDefined();

    const verified = await postTo(instance(1).origin, "/auth/verify-otp", { email: who.email, otp });
    expect(verified.status).toBe(200);
    const { verificationToken } = (await verified.json()).data;
    const registered = await postTo(instance(2).origin, "/auth/register", { ...who, verificationToken });
    expect(registered.status).toBe(201);
    expect((await registered.json()).user).toMatchObject({ email: who.email });
  });

  it("an order placed through one shows in the other two's cached product answers within 2 s", async () => {
    const item = codItem(2);
    const stockOn = async (shop: ShopInstance) => {
      const answer = await fetch(`${shop.origin}/api/v1/product/product/${item.productId}`);
      const product = (await answer.json()).data.data.data;
      const variant = product.variants.find((v: { _id: string }) => v._id === item.variantId);
      const size = variant.sizes.find((s: { size: string }) => s.size === item.size);
      return { cache: answer.headers.get("x-cache"), stock: size.stock as number };
    };
    const others = [instance(1), instance(2)];
    const before = await stockOn(instance(1));
    // Kept by each other server, so only the shared versions can make them answer anew.
    for (const other of others) {
      await stockOn(other);
      expect(await stockOn(other)).toEqual({ cache: "hit", stock: before.stock });
    }

    await placeCodOrder(instance(0).origin, await signIn(instance(0).origin), item, 1);

    for (const other of others) {
      await vi.waitFor(async () => expect((await stockOn(other)).stock).toBe(before.stock - 1), {
        timeout: 2_000,
        interval: 50,
      });
    }
  }, 60_000);

  it("paid orders cancelled, their refunds completed at the gateway while all three sweep: each settled once", async () => {
    const db = handle.db;
    const ORDERS = 4;
    const item = codItem(ORDERS + 1, 1);
    const cookie = await signIn(instance(0).origin);

    // Placed, paid on the gateway's page, cancelled: each step through another instance.
    const placed: { orderId: string; transactionId: string }[] = [];
    for (let n = 0; n < ORDERS; n++) {
      const order = await placeOnlineOrder(instance(n).origin, cookie, item);
      const paid = await fetch(order.redirectUrl, {
        method: "POST",
        body: new URLSearchParams({ choice: "pay" }),
        redirect: "manual",
      });
      expect(paid.status).toBe(303);
      placed.push(order);
    }
    const ids = placed.map((order) => order.orderId);
    const orders = () => db.selectFrom("orders").selectAll().where("id", "in", ids).execute();
    await waitFor("every order paid", async () =>
      (await orders()).every((order) => order.payment_status === "paid"),
    );
    // From here the gateway's word on refunds reaches no instance: only the sweeps can learn it.
    webhooks.losing = (body) => body.payload?.merchantRefundId !== undefined;
    for (const [n, order] of (await orders()).entries()) {
      const answer = await postTo(
        instance(n + 1).origin,
        "/order/cancelOrder",
        { orderId: order.id, trackingId: order.tracking_id },
        { cookie, method: "DELETE" },
      );
      expect(answer.status).toBe(200);
    }
    const refunds = () => db.selectFrom("order_refunds").selectAll().where("order_id", "in", ids).execute();
    await waitFor("every refund sent to the gateway", async () => {
      const sent = new Set(fake.refunds().map((refund) => refund.merchantRefundId));
      const ours = await refunds();
      return ours.length === ORDERS && ours.every((refund) => sent.has(refund.refund_id));
    });

    // The sweep asks about refunds pending for over a minute (server/services/orders/refunds.ts): these
    // were sent a minute ago. Then the gateway completes them.
    await db
      .updateTable("order_refunds")
      .set({ created_at: sql`created_at - interval '2 minutes'` })
      .where("order_id", "in", ids)
      .execute();
    for (const refund of await refunds()) fake.completeRefund(refund.refund_id);
    await waitFor(
      "every refund processed by a sweep",
      async () => (await refunds()).every((refund) => refund.state === "processed"),
      30_000,
    );
    // Sweeps ran on the three instances' schedules, one per interval.
    const sweeps = await db
      .selectFrom("jobs")
      .select("key")
      .where("kind", "=", "orders.sweep")
      .where("done_at", "is not", null)
      .execute();
    expect(sweeps.length).toBeGreaterThan(1);

    // The lost webhooks arrive late, at all three at once, and the shopper reads the refunds from each.
    expect(webhooks.lost.length).toBeGreaterThanOrEqual(ORDERS);
    await Promise.all([
      ...webhooks.lost.map(async (webhook) => {
        const statuses = await webhooks.deliver(webhook);
        expect(statuses).toEqual(instances.map(() => 200));
      }),
      ...ids.flatMap((id) =>
        instances.map(async (shop) => {
          const answer = await fetch(`${shop.origin}/api/v1/order/${id}/refunds`, { headers: { cookie } });
          expect(answer.status).toBe(200);
        }),
      ),
    ]);

    const settled = await orders();
    for (const order of settled) {
      expect(order.payment_status).toBe("refunded");
      const events = await db
        .selectFrom("order_events")
        .select("kind")
        .where("order_id", "=", order.id)
        .where("kind", "in", ["paid", "refunded"])
        .execute();
      expect(events.map((event) => event.kind).sort()).toEqual(["paid", "refunded"]);
    }
    // Every mail job done, then: one confirmation and one refund mail per order.
    await waitFor("every mail sent", async () => {
      const open = await db
        .selectFrom("jobs")
        .select("id")
        .where("done_at", "is", null)
        .where("failed_at", "is", null)
        .where("kind", "!=", "orders.sweep")
        .execute();
      return open.length === 0;
    });
    for (const order of settled) {
      expect(await mailsTo(order.email, orderMailSubject(order.order_number))).toHaveLength(1);
      expect(await mailsTo(order.email, refundMailSubject(order.order_number))).toHaveLength(1);
    }
  }, 120_000);
});
