// The shop's Prometheus metrics (docs/running.md#metrics), one registry per app (createShop, server/app.ts):
// tests that make several apps in one process keep their counts apart, and nothing lands in prom-client's
// global registry. The pieces that count (the HTTP listener, the job worker, the gateway's and the mailer's
// wrappers, the caches) are handed this object; what the database knows (the job backlog, the sweep's last
// run) and the pool's counts are read when /metrics is asked (server/ops.ts), so they are right across every
// instance on the database. Label values come from small fixed sets only (routeLabel.ts): a label per path
// or id would grow without end.
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";

/** Seconds: from a cached answer's fraction of a millisecond to a slow gateway's ten seconds. */
const DURATION_BUCKETS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

export type CacheResult = "hit" | "stale" | "miss";

/** What /metrics reads from the database when asked (jobsSnapshot in server/ops.ts). */
export interface JobsSnapshot {
  due: number;
  oldestDueAgeSeconds: number;
  /** Undefined when no sweep was ever scheduled on the database (reported as NaN). */
  sweepLagSeconds: number | undefined;
}

/** One 75th percentile of the field vitals (docs/decisions/field-vitals.md); "all" where not grouped by. */
export interface VitalsGaugeRow {
  metric: string;
  pageType: string;
  connection: string;
  p75: number;
  samples: number;
}

export type ShopMetrics = ReturnType<typeof createMetrics>;

export function createMetrics() {
  const registry = new Registry();
  const registers = [registry];

  const httpRequests = new Counter({
    name: "rangrez_http_requests_total",
    help: "HTTP requests answered, by method, route (a template or a fixed bucket) and status.",
    labelNames: ["method", "route", "status"] as const,
    registers,
  });
  const httpDuration = new Histogram({
    name: "rangrez_http_request_duration_seconds",
    help: "Time from a request's arrival to the end of its answer.",
    labelNames: ["method", "route"] as const,
    buckets: DURATION_BUCKETS,
    registers,
  });

  const jobsDue = new Gauge({
    name: "rangrez_jobs_due",
    help: "Background jobs due now and held by no worker (the backlog), across every instance.",
    registers,
  });
  const jobsOldestDueAge = new Gauge({
    name: "rangrez_jobs_oldest_due_age_seconds",
    help: "How long the oldest job of the backlog has been due (0 without a backlog).",
    registers,
  });
  const sweepLag = new Gauge({
    name: "rangrez_sweep_lag_seconds",
    help: "Time since the periodic payment and refund sweep last finished on any instance.",
    registers,
  });
  const jobFailures = new Counter({
    name: "rangrez_job_failures_total",
    help: "Tries of background jobs that failed (each is tried again later, until its last try).",
    labelNames: ["kind"] as const,
    registers,
  });
  const jobsGivenUp = new Counter({
    name: "rangrez_jobs_given_up_total",
    help: "Background jobs given up after their last try failed.",
    labelNames: ["kind"] as const,
    registers,
  });
  const jobRunSeconds = new Histogram({
    name: "rangrez_jobs_run_seconds",
    help: "Time one try of a background job ran, by kind.",
    labelNames: ["kind"] as const,
    buckets: DURATION_BUCKETS,
    registers,
  });

  const gatewayDuration = new Histogram({
    name: "rangrez_gateway_request_duration_seconds",
    help: "Calls to the payment gateway, by operation and outcome (ok or error).",
    labelNames: ["operation", "outcome"] as const,
    buckets: DURATION_BUCKETS,
    registers,
  });
  const gatewayErrors = new Counter({
    name: "rangrez_gateway_errors_total",
    help: "Calls to the payment gateway that failed (unreachable, or answered an error).",
    labelNames: ["operation"] as const,
    registers,
  });

  const smtpDuration = new Histogram({
    name: "rangrez_smtp_send_duration_seconds",
    help: "Handing one mail to the SMTP server, by outcome (ok or error).",
    labelNames: ["outcome"] as const,
    buckets: DURATION_BUCKETS,
    registers,
  });
  const smtpErrors = new Counter({
    name: "rangrez_smtp_errors_total",
    help: "Mails the SMTP server did not take.",
    registers,
  });

  const poolTotal = new Gauge({
    name: "rangrez_db_pool_total",
    help: "Database connections open (1 on PGlite).",
    registers,
  });
  const poolIdle = new Gauge({
    name: "rangrez_db_pool_idle",
    help: "Database connections open and not in use.",
    registers,
  });
  const poolWaiting = new Gauge({
    name: "rangrez_db_pool_waiting",
    help: "Callers waiting for a database connection now.",
    registers,
  });
  const poolWaitSeconds = new Counter({
    name: "rangrez_db_pool_wait_seconds_total",
    help: "Seconds callers waited for a database connection, together (divide by acquires for the mean).",
    registers,
  });
  const poolAcquires = new Counter({
    name: "rangrez_db_pool_acquires_total",
    help: "Database connections handed out.",
    registers,
  });

  const cacheLookups = new Counter({
    name: "rangrez_cache_lookups_total",
    help: "Answers sent from the shared caches (hit, stale) or made for them (miss), by cache (api, pages).",
    labelNames: ["cache", "result"] as const,
    registers,
  });

  const vitalsP75 = new Gauge({
    name: "rangrez_web_vitals_p75",
    help: "75th percentile of a Core Web Vital over the last 7 days of sampled page views (ms; CLS a score), by metric, page type and connection (all: every one), read from the database when scraped.",
    labelNames: ["metric", "page_type", "connection"] as const,
    registers,
  });
  const vitalsSamples = new Gauge({
    name: "rangrez_web_vitals_samples",
    help: "Sampled page views behind rangrez_web_vitals_p75, by the same labels.",
    labelNames: ["metric", "page_type", "connection"] as const,
    registers,
  });

  const seen = { acquires: 0, waitSeconds: 0 };

  return {
    registry,
    httpRequest(method: string, route: string, status: number, seconds: number) {
      httpRequests.inc({ method, route, status: String(status) });
      httpDuration.observe({ method, route }, seconds);
    },
    jobTry(kind: string, seconds: number, outcome: "done" | "failed" | "given up") {
      jobRunSeconds.observe({ kind }, seconds);
      if (outcome !== "done") jobFailures.inc({ kind });
      if (outcome === "given up") jobsGivenUp.inc({ kind });
    },
    gatewayCall(operation: string, seconds: number, ok: boolean) {
      gatewayDuration.observe({ operation, outcome: ok ? "ok" : "error" }, seconds);
      if (!ok) gatewayErrors.inc({ operation });
    },
    smtpSend(seconds: number, ok: boolean) {
      smtpDuration.observe({ outcome: ok ? "ok" : "error" }, seconds);
      if (!ok) smtpErrors.inc();
    },
    cacheLookup(cache: "api" | "pages", result: CacheResult) {
      cacheLookups.inc({ cache, result });
    },
    /** What the database and the pool say now, set just before the registry is read. */
    observeJobs(snapshot: JobsSnapshot) {
      jobsDue.set(snapshot.due);
      jobsOldestDueAge.set(snapshot.oldestDueAgeSeconds);
      sweepLag.set(snapshot.sweepLagSeconds ?? Number.NaN);
    },
    /** The field vitals' percentiles as the database says now: groups without samples disappear. */
    observeVitals(rows: readonly VitalsGaugeRow[]) {
      vitalsP75.reset();
      vitalsSamples.reset();
      for (const row of rows) {
        const labels = { metric: row.metric, page_type: row.pageType, connection: row.connection };
        vitalsP75.set(labels, row.p75);
        vitalsSamples.set(labels, row.samples);
      }
    },
    observePool(pool: {
      total: number;
      idle: number;
      waiting: number;
      acquires: number;
      waitSeconds: number;
    }) {
      poolTotal.set(pool.total);
      poolIdle.set(pool.idle);
      poolWaiting.set(pool.waiting);
      // Totals kept by the pool itself (server/db/poolStats.ts): the counters move by what was added since.
      poolAcquires.inc(Math.max(0, pool.acquires - seen.acquires));
      poolWaitSeconds.inc(Math.max(0, pool.waitSeconds - seen.waitSeconds));
      seen.acquires = Math.max(seen.acquires, pool.acquires);
      seen.waitSeconds = Math.max(seen.waitSeconds, pool.waitSeconds);
    },
    /** The registry in Prometheus' text format, the process's own metrics (memory, CPU, event loop) first. */
    async text(): Promise<string> {
      return `${await processRegistry().metrics()}\n${await registry.metrics()}`;
    },
    contentType: registry.contentType,
  };
}

let processMetrics: Registry | undefined;

/** The process's own metrics, shared by every app in it (they describe the process, not an app), started on
 * the first scrape: the event loop's delay is sampled by a timer no test that never scrapes should run. */
function processRegistry(): Registry {
  if (!processMetrics) {
    processMetrics = new Registry();
    collectDefaultMetrics({ register: processMetrics });
  }
  return processMetrics;
}
