// The shop in one process: API, static files and server-rendered pages.
// Start: node --import tsx server/main.ts   (PORT, DATABASE_URL, PGLITE_DATA_DIR, PUBLIC_URL (default
// http://localhost:PORT; with NODE_ENV=production the only Host answered); mail:
// SMTP_URL, MAIL_FROM, CARE_EMAIL, or without SMTP_URL the embedded catcher's MAIL_CATCHER_PORT/_DIR;
// accounts: AUTH_SECRET, TRUSTED_PROXY_HOPS (or TRUST_PROXY=1), GOOGLE_CLIENT_ID (+ GOOGLE_*_URL),
// FACEBOOK_APP_ID + FACEBOOK_APP_SECRET (+ FACEBOOK_*_URL), or FAKE_OAUTH=1 for the local test provider; the
// session cookie is Secure unless PUBLIC_URL is http://localhost…. With NODE_ENV=production the start is
// refused without the settings production needs: docs/running.md#running-in-production)
import { createServer } from "node:http";
import { createShop, localOrigin } from "./app";
import { assertProductionReady } from "./config/productionChecks";
import { trustedProxyHopsFromEnv } from "./config/proxyHops";
import { createDatabase, databaseOptionsFromEnv } from "./db/database";
import { prepareDatabase } from "./db/prepare";
import { oauthConfigFromEnv } from "./services/accounts/social";
import { mailFromEnv } from "./services/mail/from-env";
import { startPaymentSweeper } from "./services/orders/sweeper";
import { paymentsFromEnv } from "./services/payments/from-env";

/** A start that cannot go on: its reason in one message, no stack (a setting, a folder in use). */
function refuseStart(error: unknown): never {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}

// Settings first: a refused start connects to nothing.
const { proxyHops } = (() => {
  try {
    assertProductionReady();
    return { proxyHops: trustedProxyHopsFromEnv() };
  } catch (error) {
    return refuseStart(error);
  }
})();

const port = Number(process.env.PORT ?? 3000);
const { db, close } = await createDatabase(databaseOptionsFromEnv()).catch(refuseStart);
// Under a lock: instances starting together migrate and seed once (server/db/prepare.ts).
const seeded = await prepareDatabase(db);
if (seeded.seeded) console.log(`Seeded ${seeded.products} products.`);

const mail = await mailFromEnv();
// FAKE_OAUTH=1: Google and Facebook sign-in go to the local test provider (end-to-end tests, demos).
// Loaded only then: development code stays out of a shop that does not ask for it.
const fakeOAuth =
  process.env.FAKE_OAUTH === "1" ? await (await import("./dev/fake-oauth")).startFakeOAuth() : undefined;
if (fakeOAuth) console.log(`Fake Google/Facebook sign-in on ${fakeOAuth.url}`);
// PhonePe when configured, else the local fake gateway (its webhooks come back to this shop).
const payments = await paymentsFromEnv(process.env.PUBLIC_URL || localOrigin());
// Online orders whose payment is still pending past its hold give their stock back; refunds still open at
// the gateway after a minute are asked about.
const sweeper = startPaymentSweeper({
  db,
  gateway: payments.gateway,
  mailer: mail.mailer,
  now: () => new Date(),
});
const shop = createShop({
  db,
  mailer: mail.mailer,
  oauth: fakeOAuth?.oauth ?? oauthConfigFromEnv(),
  proxyHops,
  publicUrl: process.env.PUBLIC_URL || undefined,
  authSecret: process.env.AUTH_SECRET || undefined,
  payments: payments.gateway,
});
const server = createServer(shop.listener).listen(port, () => {
  console.log(`Rangrez listening on http://localhost:${port}`);
});

let stopping = false;
function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: shutting down`);
  const timer = setTimeout(() => process.exit(1), 10_000);
  timer.unref();
  server.close(async () => {
    await mail.close();
    await fakeOAuth?.close();
    sweeper.stop();
    await payments.close();
    await close();
    process.exit(0);
  });
  if ("closeIdleConnections" in server) server.closeIdleConnections();
}
process.on("SIGINT", () => shutdown("SIGINT"));
process.on("SIGTERM", () => shutdown("SIGTERM"));
