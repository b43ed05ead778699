// The background jobs in tests (docs/decisions/durable-jobs.md): one worker per test database, started by
// the harness with the services' dependencies the test gives (its mailer, its gateway, its clock), so no
// second worker with other dependencies takes a job the test waits for.
import type { Kysely } from "kysely";
import type { Database } from "../../server/db/schema";
import { type JobWorker, startJobWorker } from "../../server/jobs/worker";
import { type JobDeps, jobHandlers } from "../../server/services/jobHandlers";
import { DEFAULT_PRICING } from "../../server/services/pricing/config";

/** Retries wait an hour unless a test asks otherwise: a test decides when a failed job runs again. */
const TEST_BACKOFF = { base: 3_600_000, max: 3_600_000 };

export function testJobWorker(
  db: Kysely<Database>,
  deps: Partial<JobDeps> = {},
  options: { backoffMs?: { base: number; max: number }; leaseMs?: number; pollMs?: number } = {},
): JobWorker {
  return startJobWorker({
    db,
    handlers: jobHandlers({
      db,
      publicOrigin: "http://shop.test",
      now: () => new Date(),
      config: DEFAULT_PRICING,
      ...deps,
    }),
    // Woken by the NOTIFY of each commit that writes a job; no timer, so nothing runs after the test,
    // unless it asks for workers that look on their own (leases running out, retries coming due).
    pollMs: options.pollMs ?? null,
    backoffMs: options.backoffMs ?? TEST_BACKOFF,
    leaseMs: options.leaseMs,
  });
}

/** Runs the jobs due now with `deps` (services tests without an app), then stops; with a backoff of 0, a
 * failing job is tried again until its last try. */
export async function runDueJobs(
  db: Kysely<Database>,
  deps: Partial<JobDeps> = {},
  options: { backoffMs?: { base: number; max: number } } = {},
): Promise<void> {
  const worker = testJobWorker(db, deps, options);
  try {
    await worker.settled();
  } finally {
    await worker.stop();
  }
}
