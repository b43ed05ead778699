// What a load balancer and a monitoring system ask each instance (docs/running.md#running-in-production):
// GET /healthz, is the process alive (200 as long as it answers at all); GET /readyz, should it be sent
// requests (200 while the database answers and the process is not draining after SIGTERM: server/main.ts);
// GET /metrics, Prometheus' scrape (docs/running.md#metrics). Mounted before the Host check
// (server/app.ts), since they are asked of an instance by its address; never cached, and nothing in them
// about anyone.
import { timingSafeEqual } from "node:crypto";
import { Hono } from "hono";
import { type Kysely, sql } from "kysely";
import { poolStatsOf } from "./db/poolStats";
import type { Database } from "./db/schema";
import type { JobsSnapshot, ShopMetrics, VitalsGaugeRow } from "./observability/metrics";
import { vitalsPercentiles } from "./services/vitals/vitals";
import { log } from "./observability/log";
import { PAYMENT_SWEEP_JOB } from "./services/orders/sweeper";

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

/** `work`'s answer, or `fallback` once `ms` have passed (a pool that is exhausted or cut off would hold a
 * probe or a scrape past its own timeout). */
async function within<T>(ms: number, work: Promise<T>, fallback: T): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<T>((resolve) => {
    timer = setTimeout(() => resolve(fallback), ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

const databaseAnswers = (db: Kysely<Database>) =>
  within(
    DATABASE_PROBE_MS,
    sql`select 1`.execute(db).then(
      () => true,
      () => false,
    ),
    false,
  );

/** What /metrics serves and who may read it (given by createShop, server/app.ts). */
export interface MetricsAccess {
  metrics: ShopMetrics;
  /** The bearer token a scrape must send; unset: anyone may read them, except in production. */
  token?: string;
  production: boolean;
}

/** The backlog and the sweep's lag, as the database says now (every instance's work together). */
async function jobsSnapshot(db: Kysely<Database>): Promise<JobsSnapshot> {
  const { rows } = await sql<{ due: string; oldest: number | null; sweep_lag: number | null }>`
    select
      (select count(*) from jobs where done_at is null and failed_at is null and run_at <= now()
        and (locked_until is null or locked_until < now())) as due,
      (select extract(epoch from now() - min(run_at))::float8 from jobs
        where done_at is null and failed_at is null and run_at <= now()
        and (locked_until is null or locked_until < now())) as oldest,
      (select extract(epoch from now() - coalesce(max(done_at), min(run_at)))::float8 from jobs
        where kind = ${PAYMENT_SWEEP_JOB}) as sweep_lag`.execute(db);
  const [row] = rows;
  return {
    due: Number(row?.due ?? 0),
    oldestDueAgeSeconds: Math.max(0, Number(row?.oldest ?? 0)),
    sweepLagSeconds: row?.sweep_lag == null ? undefined : Math.max(0, Number(row.sweep_lag)),
  };
}

/** The field vitals' percentiles of the last 7 days (docs/decisions/field-vitals.md), computed from the
 * table on every scrape: every instance on the database reports the same numbers. */
async function vitalsSnapshot(db: Kysely<Database>): Promise<VitalsGaugeRow[]> {
  const { overall, byPageType, byConnection } = await vitalsPercentiles(db, new Date());
  return [
    ...overall.map((r) => ({ ...r, pageType: "all", connection: "all" })),
    ...byPageType.map((r) => ({ ...r, connection: "all" })),
    ...byConnection.map((r) => ({ ...r, pageType: "all" })),
  ];
}

/** Whether the Authorization header is "Bearer <token>", compared in constant time. */
function bearerMatches(header: string | undefined, token: string): boolean {
  const given = Buffer.from(header ?? "");
  const expected = Buffer.from(`Bearer ${token}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export function opsRoutes(db: Kysely<Database>, readiness: Readiness, metrics?: MetricsAccess): Hono {
  const ops = new Hono();
  ops.get("/healthz", (c) => c.json({ ok: true }, 200, NO_STORE));
  ops.get("/readyz", async (c) => {
    const problem = readiness.draining ? "draining" : (await databaseAnswers(db)) ? undefined : "database";
    if (problem) return c.json({ success: false as const, message: NOT_READY[problem] }, 503, NO_STORE);
    return c.json({ ok: true }, 200, NO_STORE);
  });
  if (metrics) {
    ops.get("/metrics", async (c) => {
      // Never public by accident: production without a token answers as if there were nothing here.
      if (!metrics.token && metrics.production) {
        return c.json({ success: false as const, message: "Not found" }, 404, NO_STORE);
      }
      if (metrics.token && !bearerMatches(c.req.header("authorization"), metrics.token)) {
        return c.json({ success: false as const, message: "A valid metrics token is required" }, 401, {
          ...NO_STORE,
          "WWW-Authenticate": 'Bearer realm="metrics"',
        });
      }
      // The process's own metrics answer even when the database does not; its are then left as last read.
      const jobs = await within(
        DATABASE_PROBE_MS,
        jobsSnapshot(db).catch((error: unknown) => {
          log.warn({ err: error }, "Reading the job backlog for /metrics failed");
          return undefined;
        }),
        undefined,
      );
      if (jobs) metrics.metrics.observeJobs(jobs);
      const vitals = await within(
        DATABASE_PROBE_MS,
        vitalsSnapshot(db).catch((error: unknown) => {
          log.warn({ err: error }, "Reading the field vitals for /metrics failed");
          return undefined;
        }),
        undefined,
      );
      if (vitals) metrics.metrics.observeVitals(vitals);
      const pool = poolStatsOf(db);
      if (pool)
        metrics.metrics.observePool({
          ...pool.counts(),
          acquires: pool.acquires,
          waitSeconds: pool.waitSeconds,
        });
      return c.body(await metrics.metrics.text(), 200, {
        ...NO_STORE,
        "Content-Type": metrics.metrics.contentType,
      });
    });
  }
  return ops;
}
