// The shutdown's ordered steps (server/shutdown.ts): run in order, each after the one before has finished;
// a failing step does not keep the next ones (the pool) from stopping; a deadline ends it as a failure.
import { describe, expect, it } from "vitest";
import { ShutdownPlan, shutdownGraceFromEnv } from "../../server/shutdown";

describe("the shutdown plan", () => {
  it("runs its steps in the order they were added, each after the previous one finished", async () => {
    const done: string[] = [];
    let release: () => void = () => {};
    const slow = new Promise<void>((resolve) => {
      release = resolve;
    });
    const plan = new ShutdownPlan()
      .step("readiness", () => {
        done.push("readiness");
      })
      .step("listener", async () => {
        setImmediate(release);
        await slow;
        done.push("listener");
      })
      .step("workers", () => {
        done.push("workers");
      })
      .step("pool", async () => {
        done.push("pool");
      });
    const lines: string[] = [];
    expect(plan.names).toEqual(["readiness", "listener", "workers", "pool"]);
    expect(await plan.run({ deadlineMs: 10_000, log: (line) => lines.push(line) })).toBe(true);
    expect(done).toEqual(["readiness", "listener", "workers", "pool"]);
    expect(lines).toEqual([
      "shutdown: readiness: done",
      "shutdown: listener: done",
      "shutdown: workers: done",
      "shutdown: pool: done",
    ]);
  });

  it("a step that fails is logged, the later steps still run, and the outcome is a failure", async () => {
    const done: string[] = [];
    const lines: string[] = [];
    const plan = new ShutdownPlan()
      .step("mailer", () => {
        throw new Error("smtp gone");
      })
      .step("pool", () => {
        done.push("pool");
      });
    expect(await plan.run({ deadlineMs: 10_000, log: (line) => lines.push(line) })).toBe(false);
    expect(done).toEqual(["pool"]);
    expect(lines[0]).toBe("shutdown: mailer: failed: smtp gone");
  });

  it("past the deadline it answers failure, naming the step still running", async () => {
    const lines: string[] = [];
    const plan = new ShutdownPlan().step("stuck worker", () => new Promise<void>(() => {}));
    expect(await plan.run({ deadlineMs: 50, log: (line) => lines.push(line) })).toBe(false);
    expect(lines).toEqual(["shutdown: gave up after 50 ms, still at: stuck worker"]);
  });
});

describe("SHUTDOWN_GRACE_MS", () => {
  it("defaults to 5 s, takes whole milliseconds (0 in tests), refuses anything else", () => {
    expect(shutdownGraceFromEnv({})).toBe(5000);
    expect(shutdownGraceFromEnv({ SHUTDOWN_GRACE_MS: "0" })).toBe(0);
    expect(shutdownGraceFromEnv({ SHUTDOWN_GRACE_MS: "1500" })).toBe(1500);
    for (const value of ["-1", "5s", "1.5"]) {
      expect(() => shutdownGraceFromEnv({ SHUTDOWN_GRACE_MS: value })).toThrow("SHUTDOWN_GRACE_MS");
    }
  });
});
