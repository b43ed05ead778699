// Running background work (docs/decisions/durable-jobs.md). Every instance runs one worker: it claims due
// jobs with FOR UPDATE SKIP LOCKED (two workers never take the same job) and a lease, runs each outside any
// transaction, and records the outcome: done, or the error and the next try after a growing wait, or given
// up after the job's last attempt. A worker that dies leaves its lease to run out; then any worker takes the
// job again. The workers wake on the NOTIFY of the transaction that wrote a job (queue.ts) and look on their
// own every `pollMs`, for retries that came due, leases that ran out and the periodic jobs.
import { hostname } from "node:os";
import { randomBytes } from "node:crypto";
import { type Kysely, sql } from "kysely";
import { databaseOpen, listenTo } from "../db/notifications";
import type { Database } from "../db/schema";
import { log, withLogContext } from "../observability/log";
import { redactPersonal } from "./redact";
import { JOBS_CHANNEL, enqueueJob } from "./queue";

/** What a handler is told about the job it runs. */
export interface JobContext {
  id: string;
  kind: string;
  key: string;
  /** 1 on the first try. */
  attempt: number;
  maxAttempts: number;
  /** A stable id for what the job sends (a mail's Message-ID): the same on every try of this job. */
  messageId: (domain: string) => string;
}

/** Runs one job; a rejection is a failed try (retried later). */
export type JobHandler = (payload: Record<string, unknown>, job: JobContext) => Promise<void>;

export interface JobHandlers {
  [kind: string]: {
    run: JobHandler;
    /** After the last try failed (e.g. forget a code that never reached its owner). */
    givenUp?: (payload: Record<string, unknown>, job: JobContext) => Promise<void>;
    /** How long a try may run before it is counted failed (default: the lease). The worker renews its
     * lease while the try runs, so a try longer than the lease is never taken by another worker meanwhile
     * (docs/decisions/durable-jobs.md#long-tries). */
    maxRunMs?: number;
  };
}

/** Work done once per interval across every instance: a job whose key is the interval's number. */
export interface PeriodicJob {
  kind: string;
  everyMs: number;
}

export interface JobWorkerOptions {
  db: Kysely<Database>;
  handlers: JobHandlers;
  /** How long a claimed job is this worker's without a word from it: the worker renews it every third of
   * it while the job runs, so only a worker that died (or hung) loses its jobs to another. A try running
   * past its kind's `maxRunMs` (default this) is counted failed (its work may then be done twice, which the
   * handlers tolerate: docs/decisions/durable-jobs.md). Default 60 s. */
  leaseMs?: number;
  /** Looks for due jobs this often besides the NOTIFYs; null: only when woken (tests). Default 1 s. */
  pollMs?: number | null;
  /** Jobs run at once. Default 4. */
  concurrency?: number;
  /** The wait before try n+1 is min(base × 2^(n-1), max). Default 5 s and 1 hour. */
  backoffMs?: { base: number; max: number };
  periodic?: PeriodicJob[];
  /** Done jobs are deleted this long after they were done. Default 7 days. */
  keepDoneMs?: number;
  /** Told of every try: its kind, how long it ran, and how it ended (the metrics, docs/running.md#metrics). */
  observeTry?: (kind: string, seconds: number, outcome: "done" | "failed" | "given up") => void;
}

export interface JobWorker {
  /** This worker's name in locked_by. */
  readonly id: string;
  /** Look for due jobs now. */
  wake: () => void;
  /** Resolves once this worker runs nothing and no job is due that it could take (tests; a job waiting for
   * a later try, or held by another worker's lease, does not count). */
  settled: () => Promise<void>;
  /** Stops claiming, waits up to `deadlineMs` for the jobs running, then hands back the ones still running
   * (their lease is cleared, so another instance takes them at once). */
  stop: (deadlineMs?: number) => Promise<void>;
}

interface ClaimedJob {
  id: string;
  kind: string;
  key: string;
  payload: Record<string, unknown>;
  attempts: number;
  max_attempts: number;
}

const CLEANUP_KIND = "jobs.cleanup";

/** The wait before the next try after `attempt` failed. */
export function retryDelayMs(attempt: number, backoff = { base: 5_000, max: 3_600_000 }): number {
  return Math.min(backoff.base * 2 ** Math.max(0, attempt - 1), backoff.max);
}

export function startJobWorker(options: JobWorkerOptions): JobWorker {
  const { db } = options;
  const id = `${hostname()}:${process.pid}:${randomBytes(3).toString("hex")}`;
  const leaseMs = options.leaseMs ?? 60_000;
  const concurrency = options.concurrency ?? 4;
  const pollMs = options.pollMs === undefined ? 1_000 : options.pollMs;
  const keepDoneMs = options.keepDoneMs ?? 7 * 24 * 3_600_000;
  const periodic = [...(options.periodic ?? []), { kind: CLEANUP_KIND, everyMs: 3_600_000 }];
  const handlers: JobHandlers = {
    ...options.handlers,
    [CLEANUP_KIND]: {
      run: async () => {
        await db
          .deleteFrom("jobs")
          .where("done_at", "<", new Date(Date.now() - keepDoneMs))
          .execute();
        // Given-up jobs stay longer, for whoever looks into what failed.
        await db
          .deleteFrom("jobs")
          .where("failed_at", "<", new Date(Date.now() - 4 * keepDoneMs))
          .execute();
      },
    },
  };

  const running = new Map<string, Promise<void>>();
  let stopping = false;
  let looking: Promise<void> | null = null;
  let lookAgain = false;
  /** The last look stopped with every slot taken, so more may be due: a slot that frees looks again. A look
   * that took fewer jobs than it asked for saw the due ones run out; a job written after it wakes the
   * worker by its NOTIFY, a retry by the poll. So a job that ends costs no claim when there was nothing
   * left, where each ended job cost one (and each look a second, empty one): on PGlite, in the server's
   * own thread, these claims were about a quarter of an order's database time. */
  let mayHaveMore = false;

  const contextOf = (job: ClaimedJob): JobContext => ({
    id: job.id,
    kind: job.kind,
    key: job.key,
    attempt: job.attempts,
    maxAttempts: job.max_attempts,
    messageId: (domain) => `<job-${job.id}-${job.kind}@${domain}>`,
  });

  /** Claims up to `limit` due jobs. The limit is written into the query, one text per number of free slots
   * (a handful): on PGlite such a query stays prepared, where a LIMIT parameter is planned again each time
   * (docs/decisions/pglite-one-exchange-per-query.md): 0.40–0.58 ms a claim against 0.09–0.12 ms. */
  async function claim(limit: number): Promise<ClaimedJob[]> {
    const result = await sql<ClaimedJob>`
      update jobs set locked_by = ${id}, locked_until = now() + ${`${leaseMs} milliseconds`}::interval,
        attempts = attempts + 1
      where id in (
        select id from jobs
        where done_at is null and failed_at is null and run_at <= now()
          and (locked_until is null or locked_until < now())
        order by run_at, id
        limit ${sql.lit(limit)}
        for update skip locked)
      returning id, kind, key, payload, attempts, max_attempts`.execute(db);
    return result.rows.map((row) => ({ ...row, id: String(row.id) }));
  }

  /** The job stays this worker's for another lease (nothing when the lease was handed back by `stop`). */
  async function renew(job: ClaimedJob) {
    await db
      .updateTable("jobs")
      .set({ locked_until: sql`now() + ${`${leaseMs} milliseconds`}::interval` })
      .where("id", "=", job.id)
      .where("locked_by", "=", id)
      .where("done_at", "is", null)
      .execute();
  }

  async function finish(job: ClaimedJob) {
    // The payload goes: what a job carried (a code's mail) is not kept once it is done.
    await db
      .updateTable("jobs")
      .set({ done_at: sql`now()`, locked_by: null, locked_until: null, payload: "{}", last_error: null })
      .where("id", "=", job.id)
      .where("locked_by", "=", id)
      .execute();
  }

  async function fail(job: ClaimedJob, error: unknown, seconds: number) {
    const message = redactPersonal(error instanceof Error ? error.message : String(error)).slice(0, 2_000);
    const last = job.attempts >= job.max_attempts;
    options.observeTry?.(job.kind, seconds, last ? "given up" : "failed");
    log[last ? "error" : "warn"](
      { attempt: job.attempts, maxAttempts: job.max_attempts, givenUp: last },
      `Job ${job.id} (${job.kind}) failed on try ${job.attempts} of ${job.max_attempts}${last ? ", given up" : ""}: ${message}`,
    );
    const retryAt = new Date(Date.now() + retryDelayMs(job.attempts, options.backoffMs));
    await db
      .updateTable("jobs")
      .set({
        last_error: message,
        locked_by: null,
        locked_until: null,
        ...(last ? { failed_at: sql`now()`, payload: "{}" } : { run_at: retryAt }),
      })
      .where("id", "=", job.id)
      .where("locked_by", "=", id)
      .execute();
    if (last) await handlers[job.kind]?.givenUp?.(job.payload, contextOf(job));
  }

  /** The timers of each try under way, cleared when `stop` hands its job back: a try handed back neither
   * renews a lease nor is counted failed later (docs/decisions/durable-jobs.md#long-tries). */
  const tryTimers = new Map<string, () => void>();

  async function run(job: ClaimedJob) {
    const handler = handlers[job.kind];
    const started = performance.now();
    const seconds = () => (performance.now() - started) / 1000;
    try {
      if (!handler) throw new Error(`no handler for jobs of kind ${job.kind}`);
      const maxRunMs = handler.maxRunMs ?? leaseMs;
      let timer: NodeJS.Timeout | undefined;
      const overdue = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`still running after ${maxRunMs} ms`)), maxRunMs);
      });
      const renewing = setInterval(() => {
        renew(job).catch((error: unknown) => {
          if (!databaseClosed())
            log.warn({ err: error }, `Job ${job.id} (${job.kind}): renewing its lease failed`);
        });
      }, leaseMs / 3);
      const clearTimers = () => {
        clearTimeout(timer);
        clearInterval(renewing);
      };
      tryTimers.set(job.id, clearTimers);
      try {
        await Promise.race([handler.run(job.payload, contextOf(job)), overdue]);
      } finally {
        clearTimers();
        tryTimers.delete(job.id);
      }
    } catch (error) {
      await fail(job, error, seconds());
      return;
    }
    options.observeTry?.(job.kind, seconds(), "done");
    await finish(job);
  }

  /** Claims and starts what is due, as long as there is room and something to take. */
  async function lookForWork() {
    while (!stopping && running.size < concurrency) {
      const limit = concurrency - running.size;
      const claimed = await claim(limit);
      for (const job of claimed) {
        // Every line the job logs names it (server/observability/log.ts).
        const done = withLogContext({ jobId: job.id, jobKind: job.kind }, () =>
          run(job).catch((error: unknown) =>
            log.error({ err: error }, `Job ${job.id} (${job.kind}): recording its outcome failed`),
          ),
        ).finally(() => {
          running.delete(job.id);
          if (mayHaveMore) wake();
        });
        running.set(job.id, done);
      }
      if (claimed.length < limit) {
        mayHaveMore = false;
        return;
      }
    }
    mayHaveMore = !stopping;
  }

  function wake() {
    if (stopping) return;
    if (looking) {
      lookAgain = true;
      return;
    }
    // Outside the context of whatever woke it (a request's commit): the worker's lines are its own.
    looking = withLogContext({}, lookForWork)
      .catch((error: unknown) => {
        if (!stopping && !databaseClosed()) {
          log.error({ err: error }, "Looking for background jobs failed");
        }
      })
      .finally(() => {
        looking = null;
        if (lookAgain) {
          lookAgain = false;
          wake();
        }
      });
  }

  const lastSlot = new Map<string, number>();
  async function schedulePeriodic() {
    for (const { kind, everyMs } of periodic) {
      const slot = Math.floor(Date.now() / everyMs);
      if (lastSlot.get(kind) === slot) continue;
      // Every instance writes the same key for this interval: one of them inserts it, one worker runs it.
      await enqueueJob(db, { kind, key: String(slot), maxAttempts: 1 });
      lastSlot.set(kind, slot);
    }
  }

  /** The database this worker was started on was closed (tests close theirs): the worker goes quiet. */
  const openedOnHandle = databaseOpen(db);
  const databaseClosed = () => openedOnHandle && !databaseOpen(db);

  const tick = () => {
    if (databaseClosed()) {
      stopping = true;
      if (timer) clearInterval(timer);
      return;
    }
    schedulePeriodic()
      .catch((error: unknown) => {
        if (!stopping && !databaseClosed()) {
          log.error({ err: error }, "Scheduling periodic jobs failed");
        }
      })
      .finally(wake);
  };
  const timer = pollMs === null ? null : setInterval(tick, pollMs);
  timer?.unref();

  const unlisten = listenTo(db, JOBS_CHANNEL, () => wake());
  if (pollMs !== null) tick();
  else wake();

  /** Jobs due that no live lease holds: what a worker could take now. */
  async function claimableCount() {
    const row = await db
      .selectFrom("jobs")
      .select((eb) => eb.fn.countAll<string>().as("due"))
      .where("done_at", "is", null)
      .where("failed_at", "is", null)
      .where("run_at", "<=", sql<Date>`now()`)
      .where((eb) => eb.or([eb("locked_until", "is", null), eb("locked_until", "<", sql<Date>`now()`)]))
      .executeTakeFirstOrThrow();
    return Number(row.due);
  }

  return {
    id,
    wake,
    settled: async () => {
      for (;;) {
        await looking;
        if (running.size > 0) {
          await Promise.race(running.values());
          continue;
        }
        if ((await claimableCount()) === 0 && !looking && running.size === 0) return;
        wake();
        await looking;
        // Another worker may have taken what was counted: a turn of the event loop before counting again
        // (PGlite answers within microtasks, so a loop of them alone would starve the timers).
        await new Promise((resolve) => setImmediate(resolve));
      }
    },
    stop: async (deadlineMs = 15_000) => {
      stopping = true;
      if (timer) clearInterval(timer);
      unlisten();
      await looking;
      let deadline: NodeJS.Timeout | undefined;
      await Promise.race([
        Promise.allSettled([...running.values()]),
        new Promise((resolve) => {
          deadline = setTimeout(resolve, deadlineMs);
        }),
      ]);
      clearTimeout(deadline);
      if (running.size > 0) {
        for (const clearTimers of tryTimers.values()) clearTimers();
        // Handed back: the try does not count, and another worker may take the job at once.
        await db
          .updateTable("jobs")
          .set({ locked_by: null, locked_until: null, attempts: sql`greatest(attempts - 1, 0)` })
          .where("locked_by", "=", id)
          .where("done_at", "is", null)
          .execute();
      }
    },
  };
}
