// Reads a Chromium trace (a page load) into what blocks a phone's main thread: each long task of the
// page's main thread, with the trace events inside it and the functions the sampling profiler saw most.
// Used by npm run bench:trace; any trace with the CPU profiler on works (not Lighthouse's: it has none).

/** What a trace records to be read here: the timeline, script execution and the sampling profiler. */
export const TRACE_CATEGORIES = [
  "devtools.timeline",
  "disabled-by-default-devtools.timeline",
  "v8.execute",
  "toplevel",
  "disabled-by-default-v8.cpu_profiler",
  // Which script call made the page restyle or relayout (stacks on the invalidation events).
  "disabled-by-default-devtools.timeline.stack",
  "disabled-by-default-devtools.timeline.invalidationTracking",
];

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  /** The thread's CPU time in the event (µs): less than `dur` when the thread waited or was not running. */
  tdur?: number;
  id?: string;
  args?: { name?: string; data?: Record<string, unknown> & { url?: string; functionName?: string } };
}

interface ProfileNode {
  id: number;
  parent?: number;
  callFrame: { functionName: string; url?: string; lineNumber: number };
}

export interface LongTask {
  /** From the last navigation's start, in ms. */
  startMs: number;
  durationMs: number;
  /** The trace events inside it with the most time, e.g. "Layout 24 ms". */
  events: string[];
  /** The functions whose calls (and what they called) took most of its samples, e.g. "ProductCard 12 ms". */
  functions: string[];
}

const TASK_NAMES = new Set(["RunTask", "ThreadControllerImpl::RunTask"]);

/** The page's main thread: the renderer main thread with the most events. */
function mainThread(events: TraceEvent[]): { pid: number; tid: number } {
  const counts = new Map<string, number>();
  for (const event of events) {
    if (event.ph !== "X") continue;
    const key = `${event.pid}:${event.tid}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const threads = events.filter(
    (event) => event.name === "thread_name" && event.args?.name === "CrRendererMain",
  );
  const busiest = threads.sort(
    (a, b) => (counts.get(`${b.pid}:${b.tid}`) ?? 0) - (counts.get(`${a.pid}:${a.tid}`) ?? 0),
  )[0];
  if (!busiest) throw new Error("no renderer main thread in the trace");
  return { pid: busiest.pid, tid: busiest.tid };
}

/** Self-and-below time per function name, from the CPU profile samples between `from` and `to` (µs). */
function sampledFunctions(events: TraceEvent[], from: number, to: number): Map<string, number> {
  const chunks = events.filter((event) => event.name === "ProfileChunk");
  const sizes = new Map<string, number>();
  for (const chunk of chunks) {
    const key = `${chunk.pid}:${chunk.id}`;
    const samples = (chunk.args?.data?.cpuProfile as { samples?: number[] } | undefined)?.samples ?? [];
    sizes.set(key, (sizes.get(key) ?? 0) + samples.length);
  }
  const profile = [...sizes].sort((a, b) => b[1] - a[1])[0]?.[0];
  const nodes = new Map<number, ProfileNode>();
  const samples: number[] = [];
  const deltas: number[] = [];
  let time = 0;
  for (const event of events) {
    if (`${event.pid}:${event.id}` !== profile) continue;
    if (event.name === "Profile") time = (event.args?.data?.startTime as number) ?? 0;
    if (event.name !== "ProfileChunk") continue;
    const data = event.args?.data as {
      cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
      timeDeltas?: number[];
    };
    for (const node of data.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    samples.push(...(data.cpuProfile?.samples ?? []));
    deltas.push(...(data.timeDeltas ?? []));
  }
  const totals = new Map<string, number>();
  samples.forEach((sample, i) => {
    time += deltas[i];
    if (time < from || time > to) return;
    const seen = new Set<string>();
    for (let node = nodes.get(sample); node; node = node.parent ? nodes.get(node.parent) : undefined) {
      const { functionName, url = "" } = node.callFrame;
      // Named functions of the shop's own files: React's and the browser's frames say less.
      if (!functionName || !url.includes("/assets/") || url.includes("/framework-")) continue;
      if (seen.has(functionName)) continue;
      seen.add(functionName);
      totals.set(functionName, (totals.get(functionName) ?? 0) + (deltas[i + 1] ?? deltas[i]));
    }
  });
  return totals;
}

const top = (totals: Map<string, number>, count: number) =>
  [...totals]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, micros]) => `${name} ${Math.round(micros / 1000)} ms`);

/** A thread's events of duration, in order of start. */
function threadEvents(events: TraceEvent[], thread: { pid: number; tid: number }): TraceEvent[] {
  return events
    .filter((event) => event.pid === thread.pid && event.tid === thread.tid && event.ph === "X")
    .sort((a, b) => a.ts - b.ts);
}

/** The tasks among a thread's events (in order), top-level only: a task nested in another is part of it. */
function topLevelTasks(own: TraceEvent[]): TraceEvent[] {
  const tasks: TraceEvent[] = [];
  for (const event of own) {
    if (!TASK_NAMES.has(event.name)) continue;
    const last = tasks[tasks.length - 1];
    if (last && event.ts < last.ts + (last.dur ?? 0)) continue;
    tasks.push(event);
  }
  return tasks;
}

/** The thread's events that started within `task` (the task itself left out). */
function eventsIn(task: TraceEvent, own: TraceEvent[]): TraceEvent[] {
  const end = task.ts + (task.dur ?? 0);
  return own.filter((event) => event !== task && event.ts >= task.ts && event.ts <= end);
}

/** The main thread's tasks of at least `minMs`, in order, each with what it spent its time on. */
export function longTasks(events: TraceEvent[], minMs: number): LongTask[] {
  const own = threadEvents(events, mainThread(events));
  const starts = events
    .filter((event) => event.name === "navigationStart" && event.args?.data?.isLoadingMainFrame)
    .map((event) => event.ts);
  const origin = starts.length ? Math.max(...starts) : (own[0]?.ts ?? 0);
  return topLevelTasks(own)
    .filter((task) => (task.dur ?? 0) >= minMs * 1000)
    .map((task) => {
      const end = task.ts + (task.dur ?? 0);
      const inside = new Map<string, number>();
      for (const event of eventsIn(task, own)) {
        if (TASK_NAMES.has(event.name)) continue;
        const url = event.args?.data?.url?.replace(/^https?:\/\/[^/]+/, "");
        const key = `${event.name}${url ? ` ${url}` : ""}`;
        inside.set(key, (inside.get(key) ?? 0) + (event.dur ?? 0));
      }
      return {
        startMs: Math.round((task.ts - origin) / 1000),
        durationMs: Math.round((task.dur ?? 0) / 1000),
        events: top(inside, 5),
        functions: top(sampledFunctions(events, task.ts, end), 6),
      };
    });
}

/**
 * Blocking time after the first contentful paint as Lighthouse's simulation counts it (each main-thread
 * task slowed `slowdown` times, its part over 50 ms), twice: from the tasks' wall time, as Lighthouse
 * does, and from the main thread's own CPU time in them. Where the two differ, the main thread was not
 * running (on a 2-core machine, other threads had the cores: the browser's, V8 compiling the page's
 * scripts in the background, the shop's server); a phone's 8 cores would have run it. An approximation
 * (the observed first paint, and to the trace's end, not Lighthouse's simulated window): to read a TBT,
 * not to replace it.
 */
export function blockingAfterFirstPaint(
  events: TraceEvent[],
  slowdown = 4,
): { wallMs: number; cpuMs: number; rundownCpuMs: number } {
  // The page's own renderer: a page that asks for a process of its own (COOP) leaves the tab's first one
  // behind, and on a page with no script that one can have the more events.
  const paint = events.find((event) => event.name === "firstContentfulPaint");
  if (!paint) return { wallMs: Number.NaN, cpuMs: Number.NaN, rundownCpuMs: Number.NaN };
  const own = threadEvents(events, mainThread(events.filter((event) => event.pid === paint.pid)));
  let wallMs = 0;
  let cpuMs = 0;
  let rundownCpuMs = 0;
  for (const task of topLevelTasks(own)) {
    if (task.ts < paint.ts) continue;
    wallMs += Math.max(0, (slowdown * (task.dur ?? 0)) / 1000 - 50);
    const blocking = Math.max(0, (slowdown * (task.tdur ?? 0)) / 1000 - 50);
    cpuMs += blocking;
    if (isSourceRundown(task, own)) rundownCpuMs += blocking;
  }
  return { wallMs, cpuMs, rundownCpuMs };
}

/**
 * A task the trace itself makes: Lighthouse records with V8's source rundown on, and as the page's module
 * graph is instantiated V8 writes every module's source into the trace (`ScriptCatchup` events), in one
 * task: ~15–65 ms of the main thread on this machine for the shop's ~30 modules, that no shopper's phone
 * spends. Nothing else runs in it.
 */
function isSourceRundown(task: TraceEvent, own: TraceEvent[]): boolean {
  const inside = eventsIn(task, own);
  return inside.length > 0 && inside.every((event) => event.name === "ScriptCatchup");
}
