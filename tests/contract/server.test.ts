// The contract scenarios against the real server: in-memory PGlite, migrated and seeded from the
// fixtures, served over real HTTP on a free port; contact mails go over SMTP to an in-process catcher.
import { mkdtemp, rm } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { serve } from "@hono/node-server";
import { createApp } from "../../server/app";
import { createDatabase } from "../../server/db/database";
import { migrateToLatest } from "../../server/db/migrate";
import { seed } from "../../server/db/seed";
import { readCaughtMails, startMailCatcher } from "../../server/services/mail/catcher";
import { createMailer } from "../../server/services/mail/mailer";
import { createApiClient } from "../../src/api/client";
import { contractScenarios } from "./scenarios";
import { validatingFetch } from "./validator";

contractScenarios("real server", async () => {
  const handle = await createDatabase({ dataDir: "memory" });
  await migrateToLatest(handle.db);
  await seed(handle.db);
  const mailDir = await mkdtemp(join(tmpdir(), "rangrez-contract-mail-"));
  const catcher = await startMailCatcher({ port: 0, dir: mailDir });
  const mailer = createMailer({ host: catcher.host, port: catcher.port });
  const app = createApp({ db: handle.db, build: null, mailer });

  const httpServer = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const started = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve(started));
  });
  const { port } = httpServer.address() as AddressInfo;

  const client = createApiClient({
    baseUrl: `http://127.0.0.1:${port}/api/v1`,
    fetch: validatingFetch((request) => fetch(request)),
  });
  return {
    client,
    inbox: async () =>
      (await readCaughtMails(mailDir)).map((m) => ({
        to: [...m.to, ...m.envelope.to],
        content: JSON.stringify([m.subject, m.text, m.html, m.replyTo]),
      })),
    teardown: async () => {
      mailer.close();
      await catcher.close();
      await rm(mailDir, { recursive: true, force: true });
      await new Promise<void>((resolve, reject) =>
        httpServer.close((error) => (error ? reject(error) : resolve())),
      );
      await handle.close();
    },
  };
});
