// A try that runs longer than the job lease (a picture's renditions on a busy machine:
// docs/decisions/durable-jobs.md#long-tries) stays its worker's: the worker renews the lease while it runs,
// so other workers polling all along never take the job, and it runs once. Past its kind's longest run it is
// counted failed, as before. On PGlite and on a PostgreSQL server.
import { afterAll, beforeAll, beforeEach, expect, it, vi } from "vitest";
import type { DatabaseHandle } from "../../server/db/database";
import { migrateToLatest } from "../../server/db/migrate";
import { enqueueJob } from "../../server/jobs/queue";
import { type JobHandlers, startJobWorker } from "../../server/jobs/worker";
import { describeOnEachDatabase } from "../support/databases";

/** Short, but not so short that PGlite, which answers on the test's own thread, holds up the renewal's
 * timer past it on a busy machine. */
const LEASE_MS = 1_000;

describeOnEachDatabase("tries longer than the lease", (database) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await database.open();
    await migrateToLatest(handle.db);
  }, 60_000);
  afterAll(() => handle.close());
  beforeEach(async () => {
    await handle.db.deleteFrom("jobs").execute();
  });

  const jobRow = (key: string) =>
    handle.db.selectFrom("jobs").selectAll().where("key", "=", key).executeTakeFirstOrThrow();
  /** Three workers looking for due jobs every 50 ms, with a short lease and retries at once. */
  const workers = (handlers: JobHandlers) =>
    [1, 2, 3].map(() =>
      startJobWorker({
        db: handle.db,
        handlers,
        leaseMs: LEASE_MS,
        pollMs: 50,
        backoffMs: { base: 10, max: 10 },
      }),
    );

  /** A try that takes `ms` (the job under test is slow; the test itself waits on the job's row). */
  const slow = (ms: number, runs: { n: number }) => async () => {
    runs.n += 1;
    await new Promise((resolve) => setTimeout(resolve, ms));
  };

  it("a try three leases long runs once, its lease renewed, and the job is done", async () => {
    const runs = { n: 0 };
    const all = workers({ "test.slow": { run: slow(3 * LEASE_MS, runs), maxRunMs: 20_000 } });
    await handle.db.transaction().execute((trx) => enqueueJob(trx, { kind: "test.slow", key: "a" }));
    await vi.waitFor(async () => expect((await jobRow("a")).done_at).not.toBeNull(), {
      timeout: 15_000,
      interval: 50,
    });
    await Promise.all(all.map((w) => w.stop()));
    expect(runs.n).toBe(1);
    expect(await jobRow("a")).toMatchObject({ attempts: 1, last_error: null });
  });

  it("a try past its kind's longest run is counted failed and tried again", async () => {
    const runs = { n: 0 };
    const all = workers({ "test.hung": { run: slow(3 * LEASE_MS, runs), maxRunMs: LEASE_MS / 2 } });
    await handle.db
      .transaction()
      .execute((trx) => enqueueJob(trx, { kind: "test.hung", key: "b", maxAttempts: 2 }));
    await vi.waitFor(async () => expect((await jobRow("b")).failed_at).not.toBeNull(), {
      timeout: 15_000,
      interval: 50,
    });
    await Promise.all(all.map((w) => w.stop()));
    expect(await jobRow("b")).toMatchObject({
      attempts: 2,
      last_error: `still running after ${LEASE_MS / 2} ms`,
    });
  });
});
