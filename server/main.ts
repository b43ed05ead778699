// The shop in one process: API, static files and server-rendered pages.
// Start: node --import tsx server/main.ts   (PORT, DATABASE_URL, PGLITE_DATA_DIR, PUBLIC_URL; mail:
// SMTP_URL, MAIL_FROM, CARE_EMAIL, or without SMTP_URL the embedded catcher's MAIL_CATCHER_PORT/_DIR)
import { serve } from "@hono/node-server";
import { createApp } from "./app";
import { createDatabase, databaseOptionsFromEnv } from "./db/database";
import { migrateToLatest } from "./db/migrate";
import { seed } from "./db/seed";
import { mailFromEnv } from "./services/mail/from-env";

const port = Number(process.env.PORT ?? 3000);
const { db, close } = await createDatabase(databaseOptionsFromEnv());
await migrateToLatest(db);
const seeded = await seed(db);
if (seeded.seeded) console.log(`Seeded ${seeded.products} products.`);

const mail = await mailFromEnv();
const app = createApp({ db, mailer: mail.mailer });
const server = serve({ fetch: app.fetch, port }, (info) => {
  console.log(`Rangrez listening on http://localhost:${info.port}`);
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
    await close();
    process.exit(0);
  });
  if ("closeIdleConnections" in server) server.closeIdleConnections();
}
process.on("SIGINT", () => shutdown("SIGINT"));
process.on("SIGTERM", () => shutdown("SIGTERM"));
