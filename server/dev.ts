// Development: the same app as production, with Vite in front for HMR and on-demand builds.
// Start: npm run dev   (PORT, DATABASE_URL, PGLITE_DATA_DIR and the account settings as for server/main.ts;
// FAKE_OAUTH=1 serves the local Google/Facebook test provider and points sign-in at it; without PHONEPE_*
// the local fake payment gateway)
import { createServer } from "node:http";
import type { ServerBuild } from "react-router";
import { createServer as createViteServer } from "vite";
import { createShop, localOrigin } from "./app";
import { trustedProxyHopsFromEnv } from "./config/proxyHops";
import { createDatabase, databaseOptionsFromEnv } from "./db/database";
import { drainable } from "./httpDrain";
import { migrateToLatest } from "./db/migrate";
import { seed } from "./db/seed";
import { log } from "./observability/log";
import { oauthConfigFromEnv } from "./services/accounts/social";
import { mailFromEnv } from "./services/mail/from-env";
import { paymentsFromEnv } from "./services/payments/from-env";
import { ShutdownPlan, STOP_DEADLINE_MS, stopOnSignals } from "./shutdown";

const port = Number(process.env.PORT ?? 3000);
const vite = await createViteServer({ server: { middlewareMode: true }, appType: "custom" });
const { db, close } = await createDatabase(databaseOptionsFromEnv());
await migrateToLatest(db);
await seed(db);
const mail = await mailFromEnv();
// FAKE_OAUTH=1: Google and Facebook sign-in go to the local test provider (server/dev/fake-oauth.ts).
// Loaded only then: development code stays out of a shop that does not ask for it.
const fakeOAuth =
  process.env.FAKE_OAUTH === "1" ? await (await import("./dev/fake-oauth")).startFakeOAuth() : undefined;
if (fakeOAuth) log.info(`Fake Google/Facebook sign-in on ${fakeOAuth.url}`);
// PhonePe when configured, else the local fake gateway (server/dev/fake-phonepe.ts).
const payments = await paymentsFromEnv(process.env.PUBLIC_URL || localOrigin());
const shop = createShop({
  db,
  mode: "development",
  mailer: mail.mailer,
  oauth: fakeOAuth?.oauth ?? oauthConfigFromEnv(),
  proxyHops: trustedProxyHopsFromEnv(),
  publicUrl: process.env.PUBLIC_URL || undefined,
  authSecret: process.env.AUTH_SECRET || undefined,
  payments: payments.gateway,
  // The background jobs, and the payment sweep every minute (docs/decisions/durable-jobs.md).
  jobs: { sweepEveryMs: 60_000 },
  // Loaded through Vite on every request, so edits show up without a restart.
  build: () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
});
// The shop's own listener: its requests are counted in /metrics as in production.
const { listener } = shop;

// Vite answers its own module requests and hands everything else (API, media, pages) to the app.
const server = createServer((req, res) => vite.middlewares(req, res, () => listener(req, res)));
const connections = drainable(server);
server.listen(port, () => {
  log.info(`Rangrez (dev) on http://localhost:${port}`);
});

// Ctrl+C stops the same pieces production stops (server/main.ts), without its grace period: the jobs under
// way finish or are handed back, and the database closes, so the PGlite folder's lock goes with the process
// (docs/running.md#running-in-production).
const shutdown = new ShutdownPlan()
  .step("listener closed, requests in flight answered", () => connections.close())
  .step("job worker stopped", () => shop.jobs?.stop())
  .step("Vite closed", () => vite.close())
  .step("mail sent and mailer closed", () => mail.close())
  .step("fake sign-in closed", () => fakeOAuth?.close())
  .step("payment gateway closed", () => payments.close())
  .step("database closed", () => close());
stopOnSignals(shutdown, { deadlineMs: STOP_DEADLINE_MS });
