// A server killed with SIGKILL right after a paid order's cancellation commits, while the refund is at the
// gateway (docs/decisions/durable-jobs.md): the refund's job outlives the process, the restarted server asks
// again under the same refund id, and the shopper gets exactly one refund and one refund mail. The server
// talks to the real PhonePe client (PHONEPE_* settings) pointed at the fake PhonePe, which runs in this
// process so it outlives the kill and counts every refund call; it carries out the first refund call but
// never answers it, as a gateway whose caller died.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { ADDRESS, cancelOrder, codItem, placeOnlineOrder } from "../../server/bench/orderingShopper";
import { postTo, signIn } from "../../server/bench/signedInShopper";
import type { DatabaseHandle } from "../../server/db/database";
import { type RunningFakePhonePe, startFakePhonePe } from "../../server/dev/fake-phonepe";
import { type MailCatcher, readCaughtMails, startMailCatcher } from "../../server/services/mail/catcher";
import { refundMailSubject } from "../../server/services/orders/refundMail";
import { REFUND_MAIL_JOB } from "../../server/services/orders/refunds";
import { webhookUrlFor } from "../../server/services/payments/from-env";
import { describeOnPostgres, seededPostgresDatabase } from "../support/databases";
import { freePort } from "../support/postgres";
import { type ChildRun, runServer, waitFor, waitForOutput, killRuns } from "../support/serverProcess";

/** Long enough that the fake never completes the refund on its own: the test says when it is done. */
const REFUND_NEVER_ON_ITS_OWN_MS = 10 * 60_000;

describeOnPostgres("a server killed after a paid order's cancellation commits", () => {
  let handle: DatabaseHandle;
  let url: string;
  let catcher: MailCatcher | undefined;
  let phonePe: RunningFakePhonePe | undefined;
  const runs: ChildRun[] = [];
  const mailDir = mkdtempSync(join(tmpdir(), "rangrez-refund-crash-mail-"));

  beforeAll(async () => {
    ({ url, handle } = await seededPostgresDatabase("refund_crash"));
  }, 60_000);

  afterAll(async () => {
    await killRuns(runs);
    await phonePe?.close();
    await catcher?.close();
    await handle?.close();
    rmSync(mailDir, { recursive: true, force: true });
  });

  it("SIGKILL while the refund is at the gateway: after a restart one refund, one mail, one entry", async () => {
    const port = await freePort();
    const origin = `http://localhost:${port}`;
    phonePe = await startFakePhonePe({
      webhookUrl: webhookUrlFor(origin),
      refundDelayMs: REFUND_NEVER_ON_ITS_OWN_MS,
      unansweredRefundCalls: 1,
    });
    catcher = await startMailCatcher({ port: 0, dir: mailDir });
    const { config } = phonePe;
    const env = {
      PORT: String(port),
      DATABASE_URL: url,
      SMTP_URL: `smtp://${catcher.host}:${catcher.port}`,
      // A dead worker's job is taken again after 3 s instead of a minute.
      JOB_LEASE_MS: "3000",
      PHONEPE_CLIENT_ID: config.clientId,
      PHONEPE_CLIENT_SECRET: config.clientSecret,
      PHONEPE_WEBHOOK_USERNAME: config.webhookUsername,
      PHONEPE_WEBHOOK_PASSWORD: config.webhookPassword,
      PHONEPE_BASE_URL: config.baseUrl,
      PHONEPE_AUTH_URL: config.authUrl,
    };

    const first = runServer(env);
    runs.push(first);
    await waitForOutput(first, "listening");
    const cookie = await signIn(origin);
    const placed = await placeOnlineOrder(origin, cookie, codItem(2), 1);
    expect(placed.redirectUrl.startsWith(phonePe.url)).toBe(true);
    // The shopper pays on the gateway's page, and comes back to the shop, which asks the gateway.
    const paying = await fetch(placed.redirectUrl, {
      method: "POST",
      body: new URLSearchParams({ choice: "pay" }),
      redirect: "manual",
    });
    expect(paying.status).toBe(303);
    const status = await postTo(origin, "/order/status", placed, { cookie });
    expect((await status.json()).data.paymentStatus).toBe("paid");
    const order = await handle.db
      .selectFrom("orders")
      .select(["id", "tracking_id", "order_number"])
      .where("id", "=", placed.orderId)
      .executeTakeFirstOrThrow();

    await cancelOrder(origin, cookie, { _id: order.id, trackingId: order.tracking_id });
    // Committed: the refund's job took it to the gateway, which carried it out and holds the answer back.
    await waitFor("the refund call at the gateway", () => phonePe?.refundCalls().length === 1, 30_000);
    first.child.kill("SIGKILL");
    expect(await first.exited).toBeNull();
    const [refund] = await handle.db
      .selectFrom("order_refunds")
      .selectAll()
      .where("order_id", "=", order.id)
      .execute();
    expect(refund).toMatchObject({ state: "initiated", method: "original_payment" });

    const second = runServer(env);
    runs.push(second);
    await waitForOutput(second, "listening");
    // Once the dead worker's lease ran out, the refund was asked for again, under the same id.
    await waitFor("the refund asked for again", () => (phonePe?.refundCalls().length ?? 0) >= 2, 30_000);
    phonePe.completeRefund(refund.refund_id);
    const refundRow = () =>
      handle.db
        .selectFrom("order_refunds")
        .select("state")
        .where("refund_id", "=", refund.refund_id)
        .executeTakeFirstOrThrow();
    await waitFor("the refund processed", async () => (await refundRow()).state === "processed", 30_000);
    const mailJob = () =>
      handle.db
        .selectFrom("jobs")
        .select("done_at")
        .where("kind", "=", REFUND_MAIL_JOB)
        .where("key", "=", refund.refund_id)
        .executeTakeFirst();
    await waitFor("the refund mail sent", async () => Boolean((await mailJob())?.done_at), 30_000);

    // One refund at the gateway, however often it was asked for.
    expect(new Set(phonePe.refundCalls())).toEqual(new Set([refund.refund_id]));
    expect(phonePe.refunds().map((r) => r.merchantRefundId)).toEqual([refund.refund_id]);
    expect(
      await handle.db
        .selectFrom("order_refunds")
        .select("refund_id")
        .where("order_id", "=", order.id)
        .execute(),
    ).toHaveLength(1);
    const mails = (await readCaughtMails(mailDir)).filter(
      (mail) => mail.subject === refundMailSubject(order.order_number),
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]?.to).toEqual([ADDRESS.email]);
    const refunded = await handle.db
      .selectFrom("order_events")
      .select("kind")
      .where("order_id", "=", order.id)
      .where("kind", "=", "refunded")
      .execute();
    expect(refunded).toHaveLength(1);

    second.child.kill("SIGTERM");
    expect(await second.exited).toBe(0);
  }, 180_000);
});
