// The contract scenarios against the real server: in-memory PGlite, migrated and seeded from the
// fixtures, served over real HTTP on a free port.
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { createApp } from "../../server/app";
import { createDatabase } from "../../server/db/database";
import { migrateToLatest } from "../../server/db/migrate";
import { seed } from "../../server/db/seed";
import { createApiClient } from "../../src/api/client";
import { contractScenarios } from "./scenarios";
import { validatingFetch } from "./validator";

contractScenarios("real server", async () => {
  const handle = await createDatabase({ dataDir: "memory" });
  await migrateToLatest(handle.db);
  await seed(handle.db);
  const app = createApp({ db: handle.db, build: null });

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
    teardown: async () => {
      await new Promise<void>((resolve, reject) =>
        httpServer.close((error) => (error ? reject(error) : resolve())),
      );
      await handle.close();
    },
  };
});
