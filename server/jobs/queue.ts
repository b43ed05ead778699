// Writing background work (docs/decisions/durable-jobs.md): a job is a row of `jobs` inserted in the
// transaction of the change it follows, so it exists exactly when the change committed, and is never lost
// to a process that dies after the commit. The NOTIFY in the same transaction reaches every instance's
// worker at the commit (server/jobs/worker.ts), so the work starts within milliseconds.
import { type Kysely, sql } from "kysely";
import type { Database } from "../db/schema";

/** The NOTIFY channel the workers listen on. */
export const JOBS_CHANNEL = "rz_jobs";

export interface NewJob {
  /** What to do: a handler's name (server/services/jobHandlers.ts). */
  kind: string;
  /** What it is done for, unique within the kind: the same work asked twice is one job. */
  key: string;
  /** What the handler needs: ids to read the rows by, or what no row keeps (a code's mail). */
  payload?: Record<string, unknown>;
  /** Not before this time. Default: at once. */
  runAt?: Date;
  /** Tries before the job is given up (failed_at). Default 10. */
  maxAttempts?: number;
}

/**
 * In the caller's transaction: writes the job unless one of its kind and key exists already. Answers
 * whether it was new.
 */
export async function enqueueJob(trx: Kysely<Database>, job: NewJob): Promise<boolean> {
  const inserted = await trx
    .insertInto("jobs")
    .values({
      kind: job.kind,
      key: job.key,
      payload: JSON.stringify(job.payload ?? {}),
      ...(job.runAt ? { run_at: job.runAt } : {}),
      ...(job.maxAttempts ? { max_attempts: job.maxAttempts } : {}),
    })
    .onConflict((oc) => oc.columns(["kind", "key"]).doNothing())
    .returning("id")
    .executeTakeFirst();
  if (inserted) await sql`select pg_notify(${JOBS_CHANNEL}, ${job.kind})`.execute(trx);
  return inserted !== undefined;
}
