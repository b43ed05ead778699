// The durable job queue (server/jobs/, docs/decisions/durable-jobs.md), on PGlite and on a PostgreSQL
// server: a job exists exactly when the transaction that wrote it committed; one kind and key is one job;
// workers racing for jobs run each once; a failed try keeps its error and waits longer each time; the last
// try gives the job up; a lease that runs out lets another worker take the job; a stopping worker hands back
// what it still runs; periodic work runs once per interval however many workers ask; the commit's NOTIFY
// wakes a worker that does not poll; a job's Message-ID is the same on every try; a worker claims only when
// something may be due (a freed slot with jobs waiting, not a job ending with nothing left).
import { sql } from "kysely";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { DatabaseHandle } from "../../server/db/database";
import { migrateToLatest } from "../../server/db/migrate";
import { enqueueJob } from "../../server/jobs/queue";
import { redactPersonal } from "../../server/jobs/redact";
import { type JobContext, type JobHandlers, retryDelayMs, startJobWorker } from "../../server/jobs/worker";
import { describeOnEachDatabase } from "../support/databases";
import { captureLogs } from "../support/logLines";

describeOnEachDatabase("background jobs", (database) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await database.open();
    await migrateToLatest(handle.db);
  }, 60_000);
  afterAll(() => handle.close());
  beforeEach(async () => {
    await handle.db.deleteFrom("jobs").execute();
  });

  const jobRow = (kind: string, key: string) =>
    handle.db
      .selectFrom("jobs")
      .selectAll()
      .where("kind", "=", kind)
      .where("key", "=", key)
      .executeTakeFirstOrThrow();

  /** A worker that is only woken (by NOTIFY or by `settled`), never polls. */
  const worker = (handlers: JobHandlers, options: Partial<Parameters<typeof startJobWorker>[0]> = {}) =>
    startJobWorker({ db: handle.db, handlers, pollMs: null, ...options });

  it("a job exists only when its transaction commits, and one kind and key is one job", async () => {
    await expect(
      handle.db.transaction().execute(async (trx) => {
        await enqueueJob(trx, { kind: "test.mail", key: "rolled-back" });
        throw new Error("the change failed");
      }),
    ).rejects.toThrow("the change failed");
    const first = await handle.db.transaction().execute((trx) =>
      enqueueJob(trx, {
        kind: "test.mail",
        key: "order-1",
        payload: { n: 1 },
      }),
    );
    const again = await handle.db.transaction().execute((trx) =>
      enqueueJob(trx, {
        kind: "test.mail",
        key: "order-1",
        payload: { n: 2 },
      }),
    );
    expect([first, again]).toEqual([true, false]);
    const rows = await handle.db.selectFrom("jobs").select(["key", "payload"]).execute();
    expect(rows).toEqual([{ key: "order-1", payload: { n: 1 } }]);
  });

  it("three workers racing for 30 jobs run each exactly once", async () => {
    const runs: string[] = [];
    const handlers: JobHandlers = {
      "test.count": {
        run: async (payload) => {
          // A yield between claim and record, as a real send has.
          await new Promise((resolve) => setImmediate(resolve));
          runs.push(String(payload.n));
        },
      },
    };
    const workers = [worker(handlers), worker(handlers), worker(handlers)];
    await handle.db.transaction().execute(async (trx) => {
      for (let n = 0; n < 30; n++)
        await enqueueJob(trx, {
          kind: "test.count",
          key: `k${n}`,
          payload: { n },
        });
    });
    await Promise.all(workers.map((w) => w.settled()));
    await Promise.all(workers.map((w) => w.stop()));
    expect(runs.slice().sort()).toEqual(Array.from({ length: 30 }, (_, n) => String(n)).sort());
    const done = await handle.db
      .selectFrom("jobs")
      .select(["done_at", "payload", "attempts"])
      .where("kind", "=", "test.count")
      .execute();
    expect(done.every((row) => row.done_at !== null && row.attempts === 1)).toBe(true);
    // What a job carried is not kept once it is done.
    expect(done.every((row) => JSON.stringify(row.payload) === "{}")).toBe(true);
  });

  it("the commit's NOTIFY wakes a worker that never polls", async () => {
    const ran = vi.fn(async () => {});
    const w = worker({ "test.wake": { run: ran } });
    try {
      // Let the worker's first look (and its LISTEN) finish before the job is written.
      await w.settled();
      await handle.db.transaction().execute((trx) => enqueueJob(trx, { kind: "test.wake", key: "a" }));
      await vi.waitFor(() => expect(ran).toHaveBeenCalledTimes(1), {
        timeout: 5_000,
      });
    } finally {
      await w.stop();
    }
  });

  it("jobs waiting for a free slot run as slots free, with no poll", async () => {
    const ran = vi.fn(async () => {});
    const w = worker({ "test.queue": { run: ran } }, { concurrency: 1 });
    try {
      await w.settled();
      await handle.db.transaction().execute(async (trx) => {
        for (const key of ["a", "b", "c"]) await enqueueJob(trx, { kind: "test.queue", key });
      });
      await vi.waitFor(() => expect(ran).toHaveBeenCalledTimes(3), { timeout: 5_000 });
    } finally {
      await w.stop();
    }
  });

  it("a job that ends with nothing else due costs no claim", async () => {
    let open: () => void = () => {};
    const gate = new Promise<void>((resolve) => (open = resolve));
    const ran = vi.fn(() => gate);
    const w = worker({ "test.ends": { run: ran } });
    try {
      await w.settled();
      await handle.db.transaction().execute(async (trx) => {
        for (const key of ["a", "b", "c"]) await enqueueJob(trx, { kind: "test.ends", key });
      });
      await vi.waitFor(() => expect(ran).toHaveBeenCalledTimes(3), { timeout: 5_000 });
      // The worker's claims from here on: its one statement that sets locked_by to a lease.
      const executed = vi.spyOn(handle.db.getExecutor(), "executeQuery");
      open();
      await vi.waitFor(async () => {
        const left = await handle.db.selectFrom("jobs").select("id").where("done_at", "is", null).execute();
        expect(left).toEqual([]);
      });
      await w.stop();
      const claims = executed.mock.calls.filter(([query]) => query.sql.includes("set locked_by ="));
      executed.mockRestore();
      expect(claims).toEqual([]);
    } finally {
      await w.stop();
    }
  });

  it("a failed try keeps the error (no shopper's address in it) and waits longer each time; the last gives up", async () => {
    const givenUp = vi.fn(async () => {});
    const logs = captureLogs();
    const handlers: JobHandlers = {
      "test.fail": {
        run: async () => {
          throw new Error("550 mailbox unavailable for priya.sharma@example.com");
        },
        givenUp,
      },
    };
    try {
      await handle.db.transaction().execute((trx) =>
        enqueueJob(trx, {
          kind: "test.fail",
          key: "a",
          payload: { x: 1 },
          maxAttempts: 3,
        }),
      );
      const slow = worker(handlers, {
        backoffMs: { base: 3_600_000, max: 3_600_000 },
      });
      await slow.settled();
      await slow.stop();
      const afterOne = await jobRow("test.fail", "a");
      expect(afterOne).toMatchObject({
        attempts: 1,
        failed_at: null,
        done_at: null,
        locked_until: null,
      });
      expect(afterOne.last_error).toBe("550 mailbox unavailable for [email]");
      expect(new Date(afterOne.run_at).getTime()).toBeGreaterThan(Date.now() + 3_500_000);
      expect(givenUp).not.toHaveBeenCalled();
      // Due again: the next tries run at once with no backoff, up to the third, which gives it up.
      await handle.db.updateTable("jobs").set({ run_at: sql`now()` }).where("key", "=", "a").execute();
      const fast = worker(handlers, { backoffMs: { base: 0, max: 0 } });
      await fast.settled();
      await fast.stop();
      const last = await jobRow("test.fail", "a");
      expect(last.attempts).toBe(3);
      expect(last.failed_at).not.toBeNull();
      expect(givenUp).toHaveBeenCalledTimes(1);
      expect(givenUp).toHaveBeenCalledWith({ x: 1 }, expect.objectContaining({ attempt: 3 }));
      expect(logs.lines()).toContainEqual(
        expect.objectContaining({
          level: "error",
          msg: expect.stringContaining("failed on try 3 of 3, given up"),
        }),
      );
      expect(logs.text()).not.toContain("priya.sharma@example.com");
    } finally {
      logs.restore();
    }
  });

  it("the wait before the next try doubles up to its cap", () => {
    const backoff = { base: 5_000, max: 60_000 };
    expect([1, 2, 3, 4, 5, 6].map((n) => retryDelayMs(n, backoff))).toEqual([
      5_000, 10_000, 20_000, 40_000, 60_000, 60_000,
    ]);
  });

  it("a job whose worker died is taken again when its lease runs out, with the same Message-ID", async () => {
    await handle.db.transaction().execute((trx) => enqueueJob(trx, { kind: "test.lease", key: "a" }));
    // Claimed by a worker that then died (killed mid-send): its lease runs for 800 ms more.
    await handle.db
      .updateTable("jobs")
      .set({ locked_by: "dead-worker", locked_until: sql`now() + interval '800 milliseconds'`, attempts: 1 })
      .where("key", "=", "a")
      .execute();
    const seen: JobContext[] = [];
    const other = worker({ "test.lease": { run: async (_, job) => void seen.push(job) } });
    other.wake();
    expect(await jobRow("test.lease", "a")).toMatchObject({ locked_by: "dead-worker", done_at: null });
    await vi.waitFor(
      async () => {
        other.wake();
        expect((await jobRow("test.lease", "a")).done_at).not.toBeNull();
      },
      { timeout: 10_000, interval: 100 },
    );
    await other.stop();
    expect(seen.map((job) => job.attempt)).toEqual([2]);
    // The dead worker's try had the same id: a mail it did send is the same message as this one.
    expect(seen[0]?.messageId("rangrez.in")).toBe(`<job-${seen[0]?.id}-test.lease@rangrez.in>`);
  });

  it("a stopping worker hands back the job it still runs, and the try does not count", async () => {
    let started = false;
    const stuck = worker({
      "test.stop": {
        run: () => {
          started = true;
          return new Promise<void>(() => {});
        },
      },
    });
    await handle.db.transaction().execute((trx) => enqueueJob(trx, { kind: "test.stop", key: "a" }));
    await vi.waitFor(() => expect(started).toBe(true), { timeout: 5_000 });
    await stuck.stop(100);
    expect(await jobRow("test.stop", "a")).toMatchObject({
      attempts: 0,
      locked_until: null,
      done_at: null,
    });
    const ran = vi.fn(async () => {});
    const next = worker({ "test.stop": { run: ran } });
    await next.settled();
    await next.stop();
    expect(ran).toHaveBeenCalledTimes(1);
  });

  it("periodic work runs once per interval however many workers ask for it", async () => {
    const sweeps = vi.fn(async () => {});
    const handlers: JobHandlers = { "test.sweep": { run: sweeps } };
    const periodic = [{ kind: "test.sweep", everyMs: 3_600_000 }];
    const workers = [1, 2, 3].map(() => startJobWorker({ db: handle.db, handlers, periodic, pollMs: 50 }));
    await vi.waitFor(
      async () => {
        const rows = await handle.db
          .selectFrom("jobs")
          .select("done_at")
          .where("kind", "=", "test.sweep")
          .execute();
        expect(rows).toHaveLength(1);
        expect(rows[0]?.done_at).not.toBeNull();
      },
      { timeout: 10_000 },
    );
    await Promise.all(workers.map((w) => w.stop()));
    expect(sweeps).toHaveBeenCalledTimes(1);
  });
});

describe("what a log line may say", () => {
  it("names no email address or phone number", () => {
    expect(
      redactPersonal("550 <neel.k+orders@mail.example.co.in> refused; call +91 98765 43210 or 9876543210"),
    ).toBe("550 <[email]> refused; call [phone] or [phone]");
    expect(redactPersonal("order RZ-2026-000123 for ₹1,299 at 110001")).toBe(
      "order RZ-2026-000123 for ₹1,299 at 110001",
    );
  });
});
