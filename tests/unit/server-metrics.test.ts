// GET /metrics (docs/running.md#metrics): Prometheus' text, never cached, behind METRICS_TOKEN when one is
// set and absent (404) in production without one; requests counted by route template (two products are one
// route), orders, gateway calls, refused mails, failed and given-up jobs, the shared caches, and what the
// database says when asked: the job backlog, its oldest job's age and the sweep's lag.
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogue } from "../../mocks/fixtures";
import { createApp } from "../../server/app";
import type { DatabaseHandle } from "../../server/db/database";
import { migrateToLatest } from "../../server/db/migrate";
import { enqueueJob } from "../../server/jobs/queue";
import { CONFIRMATION_MAIL_JOB } from "../../server/services/orders/deps";
import { PAYMENT_SWEEP_JOB } from "../../server/services/orders/sweeper";
import { describeOnEachDatabase } from "../support/databases";
import { memoryDatabase } from "./server-helpers";
import { labelsOf, type ObservedShop, observedShop, sampleOf } from "./server-observability-helpers";

const TOKEN = "scrape-token-7f3a";

describe("what /metrics counts", () => {
  let o: ObservedShop;
  let scrape: string;
  beforeAll(async () => {
    o = await observedShop({ metricsToken: TOKEN });
    const [first, second] = catalogue;
    for (const product of [first, second, first]) {
      expect((await o.call(`/api/v1/product/product/${product._id}`)).status).toBe(200);
    }
    expect((await o.call("/api/v1/product/product/no-such-product")).status).toBe(404);
    expect((await o.call("/no/such/page")).status).toBe(503);

    const { cookie } = await o.shopper();
    expect((await o.order(cookie, "cod")).status).toBe(201);
    o.gateway.down = true;
    expect((await o.order(cookie, "payment")).status).toBe(502);
    o.gateway.down = false;
    // A job of a kind no handler knows, with one try: given up at once.
    await enqueueJob(o.handle.db, { kind: "test.unknown", key: "1", maxAttempts: 1 });
    await o.shop.jobs?.settled();

    const answer = await o.call("/metrics", { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("cache-control")).toBe("no-store");
    expect(answer.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    scrape = await answer.text();
  }, 120_000);
  afterAll(() => o.close());

  it("requests by method, route template and status: two product ids are one route", () => {
    const product = "/api/v1/product/product/{productId}";
    expect(
      sampleOf(scrape, "rangrez_http_requests_total", { method: "GET", route: product, status: "200" }),
    ).toBe(3);
    expect(
      sampleOf(scrape, "rangrez_http_requests_total", { method: "GET", route: product, status: "404" }),
    ).toBe(1);
    expect(
      sampleOf(scrape, "rangrez_http_requests_total", {
        method: "POST",
        route: "/api/v1/order/cod",
        status: "201",
      }),
    ).toBe(1);
    expect(
      sampleOf(scrape, "rangrez_http_requests_total", { method: "GET", route: "page", status: "503" }),
    ).toBe(1);
    expect(
      sampleOf(scrape, "rangrez_http_request_duration_seconds_count", { method: "GET", route: product }),
    ).toBe(4);
    // No raw path or id anywhere among the route labels.
    const routes = labelsOf(scrape, "rangrez_http_requests_total").map((labels) => labels.route);
    expect(
      routes.filter((route) => catalogue.some((p) => route.includes(p._id)) || route.includes("no-such")),
    ).toEqual([]);
  });

  it("the shared API cache: the first answer made (miss), the repeat sent from the cache (hit)", () => {
    expect(sampleOf(scrape, "rangrez_cache_lookups_total", { cache: "api", result: "miss" })).toBe(2);
    expect(sampleOf(scrape, "rangrez_cache_lookups_total", { cache: "api", result: "hit" })).toBe(1);
  });

  it("the gateway's calls by operation and outcome, and its errors", () => {
    expect(sampleOf(scrape, "rangrez_gateway_errors_total", { operation: "initiate" })).toBe(1);
    expect(
      sampleOf(scrape, "rangrez_gateway_request_duration_seconds_count", {
        operation: "initiate",
        outcome: "error",
      }),
    ).toBe(1);
  });

  it("a refused mail is an SMTP error and a failed try of its job; a job out of tries is given up", () => {
    expect(sampleOf(scrape, "rangrez_smtp_errors_total")).toBeGreaterThanOrEqual(1);
    expect(
      sampleOf(scrape, "rangrez_smtp_send_duration_seconds_count", { outcome: "error" }),
    ).toBeGreaterThanOrEqual(1);
    expect(sampleOf(scrape, "rangrez_job_failures_total", { kind: CONFIRMATION_MAIL_JOB })).toBe(1);
    expect(sampleOf(scrape, "rangrez_jobs_given_up_total", { kind: CONFIRMATION_MAIL_JOB })).toBeUndefined();
    expect(sampleOf(scrape, "rangrez_jobs_given_up_total", { kind: "test.unknown" })).toBe(1);
    expect(sampleOf(scrape, "rangrez_jobs_run_seconds_count", { kind: CONFIRMATION_MAIL_JOB })).toBe(1);
  });

  it("the database pool and the process's own metrics", () => {
    // PGlite: one connection.
    expect(sampleOf(scrape, "rangrez_db_pool_total")).toBe(1);
    expect(sampleOf(scrape, "rangrez_db_pool_waiting")).toBe(0);
    expect(sampleOf(scrape, "rangrez_db_pool_acquires_total")).toBeGreaterThan(10);
    expect(sampleOf(scrape, "process_resident_memory_bytes")).toBeGreaterThan(0);
  });
});

describeOnEachDatabase("the backlog and the sweep, read from the database when asked", (database) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await database.open();
    await migrateToLatest(handle.db);
  }, 60_000);
  afterAll(() => handle.close());

  it("due jobs no worker holds, the oldest one's age, and the time since the last sweep finished", async () => {
    const app = createApp({ db: handle.db, build: null, jobs: false });
    const scrape = async () => (await app.request("http://10.0.0.5:3000/metrics")).text();

    // No job and no sweep yet: an empty backlog, and no sweep to be late.
    const empty = await scrape();
    expect(sampleOf(empty, "rangrez_jobs_due")).toBe(0);
    expect(sampleOf(empty, "rangrez_jobs_oldest_due_age_seconds")).toBe(0);
    expect(sampleOf(empty, "rangrez_sweep_lag_seconds")).toBeNaN();

    const at = (secondsAgo: number) => sql<Date>`now() - make_interval(secs => ${secondsAgo})`;
    await handle.db
      .insertInto("jobs")
      .values([
        { kind: "mail.a", key: "due-10-min", run_at: at(600) },
        { kind: "mail.a", key: "due-1-min", run_at: at(60) },
        // Not counted: due later, held by a live lease, done, given up.
        { kind: "mail.a", key: "later", run_at: at(-600) },
        { kind: "mail.a", key: "held", run_at: at(900), locked_until: at(-60), locked_by: "w" },
        { kind: "mail.a", key: "done", run_at: at(1200), done_at: at(1100) },
        { kind: "mail.a", key: "gave-up", run_at: at(1200), failed_at: at(1100) },
        { kind: PAYMENT_SWEEP_JOB, key: "1", run_at: at(400), done_at: at(390) },
        { kind: PAYMENT_SWEEP_JOB, key: "2", run_at: at(100), done_at: at(90) },
      ])
      .execute();
    const text = await scrape();
    expect(sampleOf(text, "rangrez_jobs_due")).toBe(2);
    expect(sampleOf(text, "rangrez_jobs_oldest_due_age_seconds")).toBeGreaterThanOrEqual(600);
    expect(sampleOf(text, "rangrez_jobs_oldest_due_age_seconds")).toBeLessThan(660);
    expect(sampleOf(text, "rangrez_sweep_lag_seconds")).toBeGreaterThanOrEqual(90);
    expect(sampleOf(text, "rangrez_sweep_lag_seconds")).toBeLessThan(150);
    // The pool that answered: at least one connection, and the scrapes' own connections counted.
    expect(sampleOf(text, "rangrez_db_pool_total")).toBeGreaterThanOrEqual(1);
    expect(sampleOf(text, "rangrez_db_pool_acquires_total")).toBeGreaterThanOrEqual(2);
  });
});

describe("who may read /metrics", () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await memoryDatabase();
  }, 60_000);
  afterAll(() => handle.close());

  const scrape = (app: ReturnType<typeof createApp>, authorization?: string) =>
    app.request("http://10.0.0.5:3000/metrics", { headers: authorization ? { authorization } : {} });
  const appWith = (options: { production: boolean; metricsToken?: string }) =>
    createApp({ db: handle.db, build: null, jobs: false, publicUrl: "https://rangrez.example", ...options });

  it("with a token: 401 without it or with another, 200 with it, in production too, for any Host", async () => {
    for (const production of [false, true]) {
      const app = appWith({ production, metricsToken: TOKEN });
      const refused = await scrape(app);
      expect(refused.status).toBe(401);
      expect(refused.headers.get("www-authenticate")).toMatch(/^Bearer/);
      expect(refused.headers.get("cache-control")).toBe("no-store");
      expect(await refused.json()).toEqual({ success: false, message: "A valid metrics token is required" });
      expect((await scrape(app, `Bearer ${TOKEN}x`)).status).toBe(401);
      expect((await scrape(app, TOKEN)).status).toBe(401);
      const allowed = await scrape(app, `Bearer ${TOKEN}`);
      expect(allowed.status).toBe(200);
      expect(await allowed.text()).toContain("# TYPE rangrez_http_requests_total counter");
    }
  });

  it("in production without a token: 404, so the metrics are never public by accident", async () => {
    const answer = await scrape(appWith({ production: true }));
    expect(answer.status).toBe(404);
    expect(answer.headers.get("cache-control")).toBe("no-store");
    expect(await answer.text()).not.toContain("rangrez_");
  });

  it("outside production without a token: open (a developer's machine)", async () => {
    expect((await scrape(appWith({ production: false }))).status).toBe(200);
  });

  it("each app counts its own: a second app over the same database starts from nothing", async () => {
    const first = appWith({ production: false });
    const second = appWith({ production: false });
    await first.request("http://10.0.0.5:3000/api/v1/banner/headlines");
    const text = await (await scrape(second)).text();
    expect(labelsOf(text, "rangrez_cache_lookups_total")).toEqual([]);
  });
});

describeOnEachDatabase("the field vitals' p75, read from the database when asked", (database) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await database.open();
    await migrateToLatest(handle.db);
  }, 60_000);
  afterAll(() => handle.close());

  it("per metric overall, per page type and per connection over the last 7 days, alike on every instance", async () => {
    const apps = [1, 2].map(() => createApp({ db: handle.db, build: null, jobs: false }));
    const scrape = async (app: (typeof apps)[number]) =>
      (await app.request("http://10.0.0.5:3000/metrics")).text();
    expect(labelsOf(await scrape(apps[0]), "rangrez_web_vitals_p75")).toEqual([]);

    const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000);
    const row = (
      value: number,
      pageType: "home" | "product",
      connection: "3g" | "4g",
      takenAt = daysAgo(1),
    ) => ({
      taken_at: takenAt,
      build_id: "metrics-1",
      page_type: pageType,
      connection,
      device: "phone" as const,
      metric: "LCP" as const,
      value,
      rating: "good" as const,
    });
    await handle.db
      .insertInto("web_vitals")
      .values([
        row(1000, "home", "4g"),
        row(2000, "home", "4g"),
        row(3000, "product", "3g"),
        row(5000, "product", "4g"),
        // Older than the 7 days: not counted.
        row(60_000, "product", "3g", daysAgo(7.5)),
      ])
      .execute();
    const texts = await Promise.all(apps.map(scrape));
    expect(texts[1]).toBeDefined();
    for (const text of texts) {
      const p75 = (page_type: string, connection: string) =>
        sampleOf(text, "rangrez_web_vitals_p75", { metric: "LCP", page_type, connection });
      expect(p75("all", "all")).toBe(3500);
      expect(p75("home", "all")).toBe(1750);
      expect(p75("product", "all")).toBe(4500);
      expect(p75("all", "3g")).toBe(3000);
      expect(p75("all", "4g")).toBe(3500);
      expect(
        sampleOf(text, "rangrez_web_vitals_samples", { metric: "LCP", page_type: "all", connection: "all" }),
      ).toBe(4);
      expect(labelsOf(text, "rangrez_web_vitals_p75")).toHaveLength(5);
    }
  });
});
