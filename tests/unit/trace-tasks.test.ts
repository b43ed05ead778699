// bench:lighthouse's reading of a trace: the blocking time after the first paint from the main thread's
// wall time (as Lighthouse counts it) and from its own CPU time, on a hand-made trace.
import { describe, expect, it } from "vitest";
import { blockingAfterFirstPaint } from "../../server/bench/traceTasks";

const MAIN = { pid: 7, tid: 1 };
const task = (atMs: number, wallMs: number, cpuMs: number) => ({
  name: "RunTask",
  ph: "X",
  ...MAIN,
  ts: atMs * 1000,
  dur: wallMs * 1000,
  tdur: cpuMs * 1000,
});

const trace = [
  { name: "thread_name", ph: "M", ...MAIN, ts: 0, args: { name: "CrRendererMain" } },
  task(0, 40, 40), // before the first paint: not counted
  { name: "firstContentfulPaint", ph: "R", ...MAIN, ts: 100_000 },
  task(120, 30, 5), // 30 ms slowed 4× = 120 ms: 70 ms blocking; its CPU, 20 ms: none
  { name: "FunctionCall", ph: "X", ...MAIN, ts: 125_000, dur: 20_000, tdur: 4_000 }, // inside the task
  task(200, 20, 20), // 80 ms: 30 ms blocking either way
  task(300, 10, 10), // 40 ms: under 50 ms, none
  task(350, 25, 20), // the trace's own source rundown: 30 ms blocking, counted apart as well
  { name: "ScriptCatchup", ph: "X", ...MAIN, ts: 351_000, dur: 10, tdur: 7 },
  { name: "ScriptCatchup", ph: "X", ...MAIN, ts: 352_000, dur: 10, tdur: 7 },
  { name: "RunTask", ph: "X", pid: 7, tid: 2, ts: 400_000, dur: 90_000, tdur: 90_000 }, // another thread
];

describe("blocking after the first paint", () => {
  it("counts each main-thread task after the paint, slowed 4×, by its wall time and by its CPU time", () => {
    expect(blockingAfterFirstPaint(trace)).toEqual({ wallMs: 150, cpuMs: 60, rundownCpuMs: 30 });
  });

  it("does not take a task that runs script beside the rundown for the rundown", () => {
    const busy = [...trace, { name: "FunctionCall", ph: "X", ...MAIN, ts: 360_000, dur: 5_000, tdur: 5_000 }];
    expect(blockingAfterFirstPaint(busy).rundownCpuMs).toBe(0);
  });

  it("reads the page's own renderer when the tab's first one was busier (a page in a process of its own)", () => {
    const FIRST = { pid: 3, tid: 1 };
    const blank = [
      { name: "thread_name", ph: "M", ...FIRST, ts: 0, args: { name: "CrRendererMain" } },
      ...[0, 1, 2, 3, 4, 5, 6, 7].map((at) => ({
        name: "RunTask",
        ph: "X",
        ...FIRST,
        ts: 150_000 + at * 10_000,
        dur: 90_000,
        tdur: 90_000,
      })),
    ];
    expect(blockingAfterFirstPaint([...blank, ...trace])).toEqual({
      wallMs: 150,
      cpuMs: 60,
      rundownCpuMs: 30,
    });
  });

  it("is unknown for a trace with no first paint", () => {
    const { wallMs, cpuMs } = blockingAfterFirstPaint(trace.filter((e) => e.name !== "firstContentfulPaint"));
    expect(Number.isNaN(wallMs) && Number.isNaN(cpuMs)).toBe(true);
  });
});
