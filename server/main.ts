// The shop in one process: API, static files and server-rendered pages.
// Start: node --import tsx server/main.ts   (PORT, DATABASE_URL, PGLITE_DATA_DIR, PUBLIC_URL (default
// http://localhost:PORT; with NODE_ENV=production the only Host answered); mail:
// SMTP_URL, MAIL_FROM, CARE_EMAIL, or without SMTP_URL the embedded catcher's MAIL_CATCHER_PORT/_DIR;
// jobs: JOB_LEASE_MS, JOB_SWEEP_EVERY_MS, JOB_STOP_WAIT_MS;
// accounts: AUTH_SECRET, TRUSTED_PROXY_HOPS (or TRUST_PROXY=1), GOOGLE_CLIENT_ID (+ GOOGLE_*_URL),
// FACEBOOK_APP_ID + FACEBOOK_APP_SECRET (+ FACEBOOK_*_URL), or FAKE_OAUTH=1 for the local test provider; the
// session cookie is Secure unless PUBLIC_URL is http://localhost…; SHUTDOWN_GRACE_MS; files: FILE_STORE,
// FILE_STORE_DIR. With
// NODE_ENV=production the start is refused without the settings production needs: docs/running.md#running-in-production)
import { createServer } from "node:http";
import { setTimeout as sleep } from "node:timers/promises";
import { createShop, localOrigin } from "./app";
import { assertProductionReady } from "./config/productionChecks";
import { trustedProxyHopsFromEnv } from "./config/proxyHops";
import { vitalsLimitsFromEnv } from "./services/vitals/vitals";
import { createDatabase, databaseOptionsFromEnv } from "./db/database";
import { prepareDatabase } from "./db/prepare";
import { drainable } from "./httpDrain";
import { log } from "./observability/log";
import type { Readiness } from "./ops";
import { oauthConfigFromEnv } from "./services/accounts/social";
import { mailFromEnv } from "./services/mail/from-env";
import { paymentsFromEnv } from "./services/payments/from-env";
import { fileStoreChoice, openFileStore } from "./storage/fromEnv";
import { ShutdownPlan, STOP_DEADLINE_MS, shutdownGraceFromEnv, stopOnSignals } from "./shutdown";

/** A start that cannot go on: its reason in one message, no stack (a setting, a folder in use). */
function refuseStart(error: unknown): never {
  log.fatal(error instanceof Error ? error.message : String(error));
  process.exit(1);
}

// Settings first: a refused start connects to nothing.
const { proxyHops, graceMs, fileStore } = (() => {
  try {
    assertProductionReady();
    return {
      proxyHops: trustedProxyHopsFromEnv(),
      graceMs: shutdownGraceFromEnv(),
      fileStore: fileStoreChoice(),
    };
  } catch (error) {
    return refuseStart(error);
  }
})();

const port = Number(process.env.PORT ?? 3000);
const { db, close } = await createDatabase(databaseOptionsFromEnv()).catch(refuseStart);
// Under a lock: instances starting together migrate and seed once (server/db/prepare.ts).
const seeded = await prepareDatabase(db);
if (seeded.seeded) log.info(`Seeded ${seeded.products} products.`);

const mail = await mailFromEnv();
// FAKE_OAUTH=1: Google and Facebook sign-in go to the local test provider (end-to-end tests, demos).
// Loaded only then: development code stays out of a shop that does not ask for it.
const fakeOAuth =
  process.env.FAKE_OAUTH === "1" ? await (await import("./dev/fake-oauth")).startFakeOAuth() : undefined;
if (fakeOAuth) log.info(`Fake Google/Facebook sign-in on ${fakeOAuth.url}`);
// PhonePe when configured, else the local fake gateway (its webhooks come back to this shop).
const payments = await paymentsFromEnv(process.env.PUBLIC_URL || localOrigin());
const readiness: Readiness = { draining: false };
const shop = createShop({
  db,
  mailer: mail.mailer,
  oauth: fakeOAuth?.oauth ?? oauthConfigFromEnv(),
  proxyHops,
  publicUrl: process.env.PUBLIC_URL || undefined,
  authSecret: process.env.AUTH_SECRET || undefined,
  payments: payments.gateway,
  // Field vitals' budget per client address (VITALS_REPORTS_PER_ADDRESS; docs/decisions/field-vitals.md).
  vitalsLimits: vitalsLimitsFromEnv(),
  // Uploaded and generated files: PostgreSQL with DATABASE_URL, else .data/files (FILE_STORE overrides).
  files: openFileStore(fileStore, db),
  // The background jobs (mails, refunds), and every minute the sweep of payment holds and open refunds,
  // once across all instances (docs/decisions/durable-jobs.md). JOB_LEASE_MS: how long a claimed job is
  // this instance's before another may take it again; JOB_SWEEP_EVERY_MS: the sweep's interval (tests
  // shorten it to watch several instances sweep).
  jobs: {
    sweepEveryMs: Number(process.env.JOB_SWEEP_EVERY_MS) || 60_000,
    leaseMs: Number(process.env.JOB_LEASE_MS) || undefined,
  },
  readiness,
});
const server = createServer(shop.listener);
const listener = drainable(server);
server.listen(port, () => {
  log.info(`Rangrez listening on http://localhost:${port}`);
});

// In order: the balancer is told first and given the grace period to stop sending requests (not on SIGINT,
// Ctrl+C in a terminal, where no balancer waits); then no new connection is taken and the requests in
// flight are answered; then what works in the background; the database last, once nothing can use it.
let fromTerminal = false;
const shutdown = new ShutdownPlan()
  .step("readiness answers 503, keep-alive ends", () => {
    readiness.draining = true;
    listener.drain();
  })
  .step(`grace period (${graceMs} ms)`, () => (fromTerminal ? undefined : sleep(graceMs)))
  .step("listener closed, requests in flight answered", () => listener.close())
  // The jobs under way finish (or are handed back) while the mailer and the pool are still open.
  // JOB_STOP_WAIT_MS (default 15 s, under SMTP's 20 s socket timeout): how long the jobs under way may
  // take to finish before they are handed back to another instance (docs/running.md#running-in-production).
  .step("job worker stopped", () => shop.jobs?.stop(Number(process.env.JOB_STOP_WAIT_MS) || undefined))
  .step("mail sent and mailer closed", () => mail.close())
  .step("fake sign-in closed", () => fakeOAuth?.close())
  .step("payment gateway closed", () => payments.close())
  .step("database closed", () => close());
stopOnSignals(shutdown, {
  deadlineMs: graceMs + STOP_DEADLINE_MS,
  onSignal: (signal) => {
    fromTerminal = signal === "SIGINT";
  },
});
