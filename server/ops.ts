// What a load balancer asks each instance (docs/running.md#running-in-production): GET /healthz, is the
// process alive (200 as long as it answers at all), and GET /readyz, should it be sent requests (200 while
// the database answers and the process is not draining after SIGTERM: server/main.ts). Mounted before the
// Host check (server/app.ts), since a balancer probes an instance by its address; never cached, and
// nothing in them about anyone.
import { Hono } from "hono";
import { type Kysely, sql } from "kysely";
import type { Database } from "./db/schema";

/** Whether this instance should still be sent requests; server/main.ts sets `draining` on SIGTERM. */
export interface Readiness {
  draining: boolean;
}

/** How long /readyz waits for the database before calling it down: a probe must answer within its own
 * timeout, and a pool that is exhausted or cut off would otherwise hold it. */
export const DATABASE_PROBE_MS = 2000;

const NO_STORE = { "Cache-Control": "no-store" };

/** The 503's words (the contract's ErrorResponse), which say why and nothing more. */
export const NOT_READY = { draining: "Shutting down", database: "The database does not answer" } as const;

async function databaseAnswers(db: Kysely<Database>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), DATABASE_PROBE_MS);
  });
  const probe = sql`select 1`.execute(db).then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([probe, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export function opsRoutes(db: Kysely<Database>, readiness: Readiness): Hono {
  const ops = new Hono();
  ops.get("/healthz", (c) => c.json({ ok: true }, 200, NO_STORE));
  ops.get("/readyz", async (c) => {
    const problem = readiness.draining ? "draining" : (await databaseAnswers(db)) ? undefined : "database";
    if (problem) return c.json({ success: false as const, message: NOT_READY[problem] }, 503, NO_STORE);
    return c.json({ ok: true }, 200, NO_STORE);
  });
  return ops;
}
