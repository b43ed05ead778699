// A server killed with SIGKILL right after an order commits, while its confirmation mail is being sent
// (docs/decisions/durable-jobs.md): the job written in the order's transaction outlives the process, its
// lease runs out, and the restarted server delivers the confirmation exactly once.
import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type Server, type Socket } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { placeCodOrder, codItem, ADDRESS } from "../../server/bench/orderingShopper";
import { signIn } from "../../server/bench/signedInShopper";
import type { DatabaseHandle } from "../../server/db/database";
import { type MailCatcher, readCaughtMails, startMailCatcher } from "../../server/services/mail/catcher";
import { CONFIRMATION_MAIL_JOB } from "../../server/services/orders/deps";
import { orderMailSubject } from "../../server/services/orders/mail";
import { describeOnPostgres, seededPostgresDatabase } from "../support/databases";
import { freePort } from "../support/postgres";
import { type ChildRun, runServer, waitFor, waitForOutput, killRuns } from "../support/serverProcess";

describeOnPostgres("a server killed after an order commits", () => {
  let handle: DatabaseHandle;
  let url: string;
  let catcher: MailCatcher | undefined;
  let silentSmtp: Server | undefined;
  const held: Socket[] = [];
  const runs: ChildRun[] = [];
  const mailDir = mkdtempSync(join(tmpdir(), "rangrez-crash-mail-"));

  beforeAll(async () => {
    ({ url, handle } = await seededPostgresDatabase("crash"));
  }, 60_000);

  afterAll(async () => {
    await killRuns(runs);
    for (const socket of held) socket.destroy();
    silentSmtp?.close();
    await catcher?.close();
    await handle?.close();
    rmSync(mailDir, { recursive: true, force: true });
  });

  it("SIGKILL while the confirmation is being sent: after a restart it is delivered exactly once", async () => {
    // An SMTP server that takes the connection and never answers: the send is under way when the process dies.
    const connected: Socket[] = [];
    silentSmtp = createServer((socket) => {
      connected.push(socket);
      held.push(socket);
    });
    await new Promise<void>((resolve) => silentSmtp?.listen(0, "127.0.0.1", resolve));
    const silentPort = (silentSmtp.address() as { port: number }).port;
    const port = await freePort();
    const origin = `http://localhost:${port}`;
    const env = { PORT: String(port), DATABASE_URL: url, JOB_LEASE_MS: "3000" };

    const first = runServer({ ...env, SMTP_URL: `smtp://127.0.0.1:${silentPort}` });
    runs.push(first);
    await waitForOutput(first, "listening");
    const order = await placeCodOrder(origin, await signIn(origin), codItem(2), 1);
    const job = () =>
      handle.db
        .selectFrom("jobs")
        .selectAll()
        .where("kind", "=", CONFIRMATION_MAIL_JOB)
        .where("key", "=", order._id)
        .executeTakeFirstOrThrow();
    // The worker took the job and is talking to the mail server.
    await waitFor("the confirmation's send under way", async () => connected.length > 0);
    expect(await job()).toMatchObject({ attempts: 1, done_at: null });

    first.child.kill("SIGKILL");
    expect(await first.exited).toBeNull();

    catcher = await startMailCatcher({ port: 0, dir: mailDir });
    const second = runServer({ ...env, SMTP_URL: `smtp://${catcher.host}:${catcher.port}` });
    runs.push(second);
    await waitForOutput(second, "listening");
    await waitFor("the confirmation job done", async () => (await job()).done_at !== null, 30_000);

    const { order_number: orderNumber } = await handle.db
      .selectFrom("orders")
      .select("order_number")
      .where("id", "=", order._id)
      .executeTakeFirstOrThrow();
    const confirmations = (await readCaughtMails(mailDir)).filter(
      (mail) => mail.subject === orderMailSubject(orderNumber),
    );
    expect(confirmations).toHaveLength(1);
    expect(confirmations[0]?.to).toEqual([ADDRESS.email]);
    // Taken again once the dead worker's lease ran out: the second try delivered it.
    expect((await job()).attempts).toBe(2);

    second.child.kill("SIGTERM");
    expect(await second.exited).toBe(0);
  }, 180_000);
});
