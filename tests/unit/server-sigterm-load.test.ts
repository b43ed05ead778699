// SIGTERM on the real server on PostgreSQL, under load and with background work under way
// (docs/running.md#running-in-production "Stopping"). tests/unit/server-sigterm-drain.test.ts shows the
// drain one request at a time; here a steady stream of keep-alive requests runs through the signal: /readyz
// turns 503 at once, keep-alive ends with it, no request fails within the grace period, every request that
// got an answer got all of it, and the only failures come after the grace period, on new connections the
// closed listener refuses; the process exits 0.
// And a job whose mail is being sent when the signal arrives either finishes before the process exits, or,
// past the worker's wait, is handed back and sent by another instance, once.
import { mkdtempSync, rmSync } from "node:fs";
import { Agent, request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, expect, it } from "vitest";
import { catalogue, users } from "../../mocks/fixtures";
import { postTo } from "../../server/bench/signedInShopper";
import type { DatabaseHandle } from "../../server/db/database";
import { CODE_MAIL_JOB } from "../../server/services/accounts/codeRequests";
import { type MailCatcher, readCaughtMails, startMailCatcher } from "../../server/services/mail/catcher";
import { RESET_MAIL_SUBJECT } from "../../src/lib/accountApiMessages";
import { describeOnPostgres, seededPostgresDatabase } from "../support/databases";
import { type ShopInstance, startShopInstances, stopShopInstances, waitFor } from "../support/serverProcess";

const GRACE_MS = 1000;
/** Concurrent request loops, each on keep-alive connections of one agent. */
const LOOPS = 8;
/** Cached public answers, and one the app runs every time. */
const PATHS = [
  "/api/v1/banner/headlines",
  `/api/v1/product/product/${catalogue[0]?._id}`,
  "/api/v1/auth/verify",
];

interface Outcome {
  startedAt: number;
  endedAt: number;
  /** The answer's status, when its headers came. */
  status?: number;
  /** Whether the whole body came (as many bytes as Content-Length said, or to a clean end). */
  complete?: boolean;
  /** Whether the answer ended its connection (Connection: close). */
  closes?: boolean;
  /** The error's code, when the request failed. */
  error?: string;
  /** Whether it went on a kept-alive connection that had carried an earlier request. */
  reused?: boolean;
}

/** One GET on the agent's connections, as it ended: never rejects. */
function timedGet(agent: Agent, port: number, path: string, sockets: Set<unknown>): Promise<Outcome> {
  const startedAt = performance.now();
  return new Promise((resolve) => {
    let status: number | undefined;
    const ended = (outcome: Omit<Outcome, "startedAt" | "endedAt" | "status">) =>
      resolve({ startedAt, endedAt: performance.now(), status, reused: req.reusedSocket, ...outcome });
    // The shop's own host: in production it answers no other (server/security.ts).
    const headers = { host: `localhost:${port}` };
    const req = request({ host: "127.0.0.1", port, path, agent, headers }, (res) => {
      status = res.statusCode;
      let length = 0;
      res.on("data", (chunk: Buffer) => {
        length += chunk.length;
      });
      res.once("end", () => {
        const expected = res.headers["content-length"];
        ended({
          complete: res.complete && (expected === undefined || Number(expected) === length),
          closes: res.headers.connection === "close",
        });
      });
      res.once("error", (error: NodeJS.ErrnoException) => ended({ complete: false, error: error.code }));
    });
    req.on("socket", (socket) => sockets.add(socket));
    req.once("error", (error: NodeJS.ErrnoException) => {
      if (status === undefined) ended({ error: error.code ?? error.message });
    });
    req.end();
  });
}

const statusOf = async (origin: string, path: string) =>
  (await fetch(`${origin}${path}`, { headers: { connection: "close" } })).status;

describeOnPostgres("SIGTERM under load", () => {
  let handle: DatabaseHandle;
  let url: string;
  const catchers: MailCatcher[] = [];
  const running: ShopInstance[] = [];
  const mailDirs: string[] = [];

  beforeAll(async () => {
    ({ url, handle } = await seededPostgresDatabase("sigterm load"));
  }, 60_000);

  afterEach(async () => {
    await stopShopInstances(running.splice(0));
    for (const catcher of catchers.splice(0)) await catcher.close();
  });

  afterAll(async () => {
    await handle?.close();
    for (const dir of mailDirs) rmSync(dir, { recursive: true, force: true });
  });

  /** A mail catcher of the test's (`beforeAccept`: how long it takes to accept each mail). */
  async function catcher(beforeAccept?: () => Promise<void>) {
    const dir = mkdtempSync(join(tmpdir(), "rangrez-sigterm-mail-"));
    mailDirs.push(dir);
    const started = await startMailCatcher({ port: 0, dir, beforeAccept });
    catchers.push(started);
    return started;
  }

  async function start(mail: MailCatcher, env: NodeJS.ProcessEnv = {}): Promise<ShopInstance> {
    const [shop] = await startShopInstances(1, {
      DATABASE_URL: url,
      SMTP_URL: `smtp://${mail.host}:${mail.port}`,
      SHUTDOWN_GRACE_MS: String(GRACE_MS),
      ...env,
    });
    if (!shop) throw new Error("no instance");
    running.push(shop);
    return shop;
  }

  it("keep-alive load through the signal: no failure within the grace, every answer whole, exit 0", async () => {
    const shop = await start(await catcher());
    const outcomes: Outcome[] = [];
    const sockets = new Set<unknown>();
    // Each loop goes on until the closed listener refuses it.
    const loops = Array.from({ length: LOOPS }, async (_, loop) => {
      const agent = new Agent({ keepAlive: true, maxSockets: 1 });
      for (let n = loop; ; n++) {
        const outcome = await timedGet(agent, shop.port, PATHS[n % PATHS.length] as string, sockets);
        outcomes.push(outcome);
        if (outcome.error) break;
      }
      agent.destroy();
    });
    await waitFor("the load under way", () => outcomes.length >= 200);
    expect(outcomes.filter((outcome) => outcome.status !== 200 || !outcome.complete)).toEqual([]);
    // Keep-alive: the requests so far went over a few connections.
    expect(sockets.size).toBeLessThan(outcomes.length / 10);

    const signalledAt = performance.now();
    shop.run.child.kill("SIGTERM");
    let notReadyAt = 0;
    await waitFor("/readyz to answer 503", async () => {
      if ((await statusOf(shop.origin, "/readyz")) !== 503) return false;
      notReadyAt = performance.now();
      return true;
    });
    // The balancer is told before the listener closes.
    expect(notReadyAt - signalledAt).toBeLessThan(GRACE_MS);
    await Promise.all(loops);
    expect(await shop.run.exited).toBe(0);
    expect(shop.run.output()).toContain("shutdown: database closed: done");

    const afterSignal = outcomes.filter((outcome) => outcome.endedAt > signalledAt);
    const answered = afterSignal.filter((outcome) => outcome.status !== undefined);
    const failed = afterSignal.filter((outcome) => outcome.status === undefined);
    // Served through the grace period, each answer whole and ending its connection: keep-alive ends with
    // the 503, so no connection is left idle for the close to cut under a client's next request.
    const afterNotReady = answered.filter((outcome) => outcome.startedAt > notReadyAt);
    expect(afterNotReady.length).toBeGreaterThan(LOOPS);
    expect(answered.filter((outcome) => outcome.status !== 200 || !outcome.complete)).toEqual([]);
    expect(afterNotReady.filter((outcome) => !outcome.closes)).toEqual([]);
    // Failures only once the grace period was over, each loop's last: a new connection the closing
    // listener refused (or, caught in its accept queue as it closed, reset), never one that had carried a
    // request before.
    expect(failed.length).toBe(LOOPS);
    expect(failed.filter((outcome) => outcome.endedAt < signalledAt + GRACE_MS)).toEqual([]);
    expect(failed.filter((outcome) => outcome.reused)).toEqual([]);
    for (const outcome of failed) expect(["ECONNREFUSED", "ECONNRESET"]).toContain(outcome.error);
  }, 120_000);

  /** A reset code for the sample shopper: its mail is a job (server/services/accounts/codeRequests.ts). */
  async function mailResetCode(shop: ShopInstance, email: string) {
    const answer = await postTo(shop.origin, "/auth/send-reset-otp", { email });
    expect(answer.status).toBe(200);
    return () =>
      handle.db
        .selectFrom("jobs")
        .selectAll()
        .where("kind", "=", CODE_MAIL_JOB)
        .orderBy("id", "desc")
        .executeTakeFirstOrThrow();
  }

  const resetMailsIn = async (mail: MailCatcher, email: string) =>
    (await readCaughtMails(mail.dir)).filter((m) => m.to.includes(email) && m.subject === RESET_MAIL_SUBJECT);

  it("a mail being sent when the signal arrives is sent before the process exits", async () => {
    const email = users[0]?.email as string;
    let release: () => void = () => {};
    let held = false;
    const slow = await catcher(
      () =>
        new Promise<void>((resolve) => {
          held = true;
          release = resolve;
        }),
    );
    const shop = await start(slow);
    const job = await mailResetCode(shop, email);
    await waitFor("the mail server holding the mail", () => held);

    shop.run.child.kill("SIGTERM");
    // The shutdown has reached the job worker: the listener is closed.
    await waitFor("the shutdown past the listener", () =>
      shop.run.output().includes("listener closed, requests in flight answered: done"),
    );
    expect((await job()).done_at).toBeNull();
    release();
    expect(await shop.run.exited).toBe(0);
    expect(shop.run.output()).toContain("shutdown: job worker stopped: done");
    expect(await resetMailsIn(slow, email)).toHaveLength(1);
    expect(await job()).toMatchObject({ attempts: 1 });
    expect((await job()).done_at).not.toBeNull();
  }, 120_000);

  it("a mail still held past the worker's wait is handed back and sent by another instance, once", async () => {
    const email = users[2]?.email as string;
    let refuse: (error: Error) => void = () => {};
    let held = false;
    const stuck = await catcher(
      () =>
        new Promise<void>((_, reject) => {
          held = true;
          refuse = reject;
        }),
    );
    // A short wait for the jobs under way, far from SMTP's 20 s socket timeout: the hand-back, not a failed
    // send, is what this test watches, however slow the machine.
    const first = await start(stuck, { JOB_STOP_WAIT_MS: "2000" });
    const job = await mailResetCode(first, email);
    await waitFor("the mail server holding the mail", () => held);
    // Another instance, whose mail server takes mail at once.
    const good = await catcher();
    await start(good);

    first.run.child.kill("SIGTERM");
    // Handed back: no instance holds it and the try is not counted; the other instance sends it at once,
    // long before the first one's lease (JOB_LEASE_MS, 60 s) would have run out.
    await waitFor("the job sent by the other instance", async () => (await job()).done_at !== null, 40_000);
    expect(await resetMailsIn(good, email)).toHaveLength(1);
    expect(await job()).toMatchObject({ attempts: 1, locked_by: null });
    // The first instance's send fails at last; it exits without touching the job again.
    refuse(new Error("mail server going away"));
    expect(await first.run.exited).toBe(0);
    expect(await resetMailsIn(stuck, email)).toEqual([]);
    expect((await job()).done_at).not.toBeNull();
  }, 120_000);
});
