// Benchmark: Lighthouse 13 (mobile preset: Moto G Power emulation, simulated slow 4G, 4× CPU slowdown) in
// Debian Chromium against the BUILT shop (server + SSR on a fresh in-memory PGlite with the seed catalogue).
// Each page is requested once unmeasured (warm), then measured --runs times; the run with the median
// performance score is reported against the page's budget (budgetFor; docs/decisions/page-start-budgets.md),
// and a miss fails the run (exit 1).
// Run: npm run bench:lighthouse   (builds first)  or  node --import tsx server/bench/lighthouse.ts
//   [--runs 3] [--port N] [--page /path ...]  (default: home, the listings, a product page, and the cart
//   and checkout of a signed-in shopper with one line in the cart; the port defaults to a free one, so a
//   run never collides with a shop or another run on the same machine)
//   [--save DIR]  also write each run's full Lighthouse report (JSON) and its trace there, to see why a
//   page is slow
// Each row ends with every run's TBT and LCP, and in brackets the TBT its trace gives when each task
// counts only the main thread's own CPU time (traceTasks.ts, blockingAfterFirstPaint): the difference is
// time the page's main thread waited for a core of this 2-core machine. "N of it the trace's" is the part
// of that CPU figure in the one task the recording itself adds (V8 writing the page's scripts into the
// trace, traceTasks.isSourceRundown). Both explain a TBT; the budget is judged on Lighthouse's own.
// First, side by side, a bare page: a few lines of static HTML, no script, no stylesheet, from a bare
// node:http server. What it scores is the floor this machine and this Chromium set for any page: once as
// it is, once with the shop's Cross-Origin-Opener-Policy (a renderer process of its own, see
// ownProcessHeaders), the floor for the shop's pages.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { parseArgs } from "node:util";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromiumArgs, chromiumPath } from "../../tests/chromium";
import { SHOPPER_PAGES, scriptCapKb } from "./benchPages";
import { type BenchSessions, needsSignIn, pageAs, startBenchSessions } from "./benchSessions";
import { startBenchShop } from "./shop";
import { blockingAfterFirstPaint } from "./traceTasks";

interface Budget {
  performance: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** JavaScript on first load, as transferred (compressed), in KB. */
  scriptKb?: number;
}

/** The budget (docs/decisions/page-start-budgets.md) for every page: shopper pages and staff screens alike,
 * but for the JavaScript's cap (benchPages.ts). */
const PAGE_BUDGET: Budget = { performance: 98, lcpMs: 1200, tbtMs: 50, cls: 0.01 };
function budgetFor(path: string): Budget {
  return { ...PAGE_BUDGET, scriptKb: scriptCapKb(path) };
}

const { values } = parseArgs({
  options: {
    runs: { type: "string", default: "3" },
    port: { type: "string", default: "0" },
    page: { type: "string", multiple: true },
    save: { type: "string" },
  },
});
const RUNS = Number(values.runs);
const PORT = Number(values.port);
const PAGES = values.page?.length ? values.page : SHOPPER_PAGES;

interface Measure {
  /** Lighthouse could not record the page (e.g. NO_NAVSTART, a tracing hiccup of headless Chromium) */
  failed: boolean;
  performance: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  scriptKb: number;
  /** Blocking time after the first paint counted from the main thread's own CPU time (blockingAfterFirstPaint). */
  cpuBlockingMs: number;
  /** The part of it in the trace's own task, V8 writing the page's sources into it (isSourceRundown). */
  rundownBlockingMs: number;
  /**
   * Lighthouse's measure of the host's speed at the time of the run (`environment.benchmarkIndex`, a fixed
   * piece of work timed in the browser). On this 2-core machine it reads about 2,000–2,500 when the host is
   * quiet and about 900–1,300 when its neighbours load it; TBT multiplies every task by 4, so a slow host
   * turns the same page's 10 ms tasks into blocking ones.
   */
  hostIndex: number;
}

/** CPU time (clock ticks) used so far by a process and every process below it. */
function treeCpuTicks(rootPid: number): number {
  const stats = readdirSync("/proc")
    .filter((name) => /^\d+$/.test(name))
    .map((pid) => {
      try {
        // The command name (field 2) may hold spaces: count fields from after its closing parenthesis.
        const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
        return { pid: Number(pid), ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) };
      } catch {
        return null; // the process ended while we looked
      }
    })
    .filter((stat) => stat !== null);
  const tree = new Set([rootPid]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const stat of stats)
      if (!tree.has(stat.pid) && tree.has(stat.ppid)) {
        tree.add(stat.pid);
        grew = true;
      }
  }
  return stats.filter((stat) => tree.has(stat.pid)).reduce((sum, stat) => sum + stat.ticks, 0);
}

/** CPU time (clock ticks) the whole machine has been busy so far: /proc/stat's user, nice, system, irq,
 * softirq and steal (time the host gave to its other guests). */
function machineBusyTicks(): number {
  const ticks = readFileSync("/proc/stat", "utf8").split("\n")[0].trim().split(/\s+/).slice(1).map(Number);
  return [0, 1, 2, 5, 6, 7].reduce((sum, field) => sum + (ticks[field] ?? 0), 0);
}

/** Resolves true once `busyTicks` grew by under 0.05 s of CPU in half a second, false after `timeoutMs`. */
async function untilQuiet(busyTicks: () => number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  let before = busyTicks();
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    const now = busyTicks();
    if (now - before < 5) return true;
    if (Date.now() > deadline) return false;
    before = now;
  }
}

/**
 * Chromium 156 spends its first seconds building its own UI (the omnibox pop-up's WebUI: ~3 s of CPU on
 * this 2-core machine). A page measured meanwhile shares the cores with it and reads several times slower
 * than it is (TBT 1.7 s instead of ~0.1 s), so the browser is launched once and measured only once it is
 * quiet: under 0.05 s of CPU in the last half second.
 */
async function launchQuietChrome(): Promise<chromeLauncher.LaunchedChrome> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ["--headless=new", ...chromiumArgs],
  });
  if (!(await untilQuiet(() => treeCpuTicks(chrome.pid), 30_000)))
    console.warn("Chromium did not settle in 30 s: measuring anyway");
  return chrome;
}

/**
 * Each run starts on a quiet machine: the previous run's tab closing, its renderer exiting and the shop
 * answering its last requests otherwise share the 2 cores with the next page's load.
 */
async function quietMachine(): Promise<void> {
  if (!(await untilQuiet(machineBusyTicks, 10_000)))
    console.warn("the machine did not settle in 10 s: measuring anyway");
}

async function measure(
  chrome: chromeLauncher.LaunchedChrome,
  origin: string,
  path: string,
  run: number,
): Promise<Measure> {
  const { url, cookie } = pageAs(path, sessions);
  const result = await lighthouse(`${origin}${url}`, {
    port: chrome.port,
    onlyCategories: ["performance"],
    output: "json",
    logLevel: "error",
    ...(cookie ? { extraHeaders: { cookie } } : {}),
  });
  if (!result) throw new Error(`no Lighthouse result for ${path}`);
  if (values.save) {
    saveReport(values.save, path, run, result.lhr);
    // The trace Lighthouse recorded (unthrottled: its simulation multiplies each task by 4), to see which
    // tasks block: open it in Chromium's Performance panel.
    saveReport(values.save, path, run, result.artifacts.Trace, "trace");
  }
  const { audits, categories, runtimeError } = result.lhr;
  // A run Lighthouse could not complete scores 0 and reads NaN: say why instead of reporting it as slow.
  if (runtimeError)
    console.warn(`${path}: Lighthouse run failed: ${runtimeError.code} ${runtimeError.message}`);
  const items = (
    audits["resource-summary"]?.details as { items?: { resourceType: string; transferSize: number }[] }
  )?.items;
  const script = items?.find((item) => item.resourceType === "script")?.transferSize ?? 0;
  const blocking = blockingAfterFirstPaint(result.artifacts.Trace.traceEvents);
  return {
    failed: Boolean(runtimeError),
    performance: Math.round((categories.performance.score ?? 0) * 100),
    lcpMs: audits["largest-contentful-paint"].numericValue ?? Number.NaN,
    cls: audits["cumulative-layout-shift"].numericValue ?? Number.NaN,
    tbtMs: audits["total-blocking-time"].numericValue ?? Number.NaN,
    scriptKb: script / 1024,
    cpuBlockingMs: blocking.cpuMs,
    rundownBlockingMs: blocking.rundownCpuMs,
    hostIndex: result.lhr.environment.benchmarkIndex,
  };
}

function saveReport(dir: string, path: string, run: number, report: unknown, kind = "") {
  mkdirSync(dir, { recursive: true });
  const name = path.replace(/[^a-z0-9]+/gi, "_").replace(/^_|_$/g, "") || "home";
  writeFileSync(join(dir, `${name}-${run + 1}${kind ? `.${kind}` : ""}.json`), JSON.stringify(report));
}

/** A run Lighthouse failed to record says nothing about the page: try it again, up to three times. */
async function measureRecorded(
  chrome: chromeLauncher.LaunchedChrome,
  origin: string,
  path: string,
  run: number,
): Promise<Measure> {
  await quietMachine();
  let measured = await measure(chrome, origin, path, run);
  for (let attempt = 1; measured.failed && attempt < 3; attempt++) {
    await quietMachine();
    measured = await measure(chrome, origin, path, run);
  }
  return measured;
}

/** The run whose performance score is the median. */
const median = (runs: Measure[]) => [...runs].sort((a, b) => a.performance - b.performance)[runs.length >> 1];

function misses(measured: Measure, budget: Budget): string[] {
  const out: string[] = [];
  if (measured.performance < budget.performance)
    out.push(`performance ${measured.performance} < ${budget.performance}`);
  if (measured.lcpMs > budget.lcpMs) out.push(`LCP ${Math.round(measured.lcpMs)} ms > ${budget.lcpMs} ms`);
  if (measured.tbtMs > budget.tbtMs) out.push(`TBT ${Math.round(measured.tbtMs)} ms > ${budget.tbtMs} ms`);
  if (measured.cls > budget.cls) out.push(`CLS ${measured.cls.toFixed(3)} > ${budget.cls}`);
  if (budget.scriptKb !== undefined && measured.scriptKb > budget.scriptKb)
    out.push(`JavaScript ${measured.scriptKb.toFixed(0)} KB > ${budget.scriptKb} KB`);
  return out;
}

/** The bare page: what any page costs here before it has code of its own. */
const BARE_HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Bare page</title></head>
<body><h1>Bare page</h1><p>Static HTML from node:http: no script, no stylesheet, no picture.</p></body></html>`;

/**
 * The shop's pages send Cross-Origin-Opener-Policy: same-origin (server/security.ts), so a page opened from
 * another (here Lighthouse's about:blank) is given a renderer process of its own: nothing in it is warm yet.
 * The bare page is measured with and without the headers that decide it, copied from the shop's own
 * answer, to show what the new process costs by itself.
 */
async function ownProcessHeaders(shopOrigin: string): Promise<Record<string, string>> {
  const answer = await fetch(`${shopOrigin}/`);
  await answer.arrayBuffer();
  const headers: Record<string, string> = {};
  for (const name of ["cross-origin-opener-policy", "origin-agent-cluster"]) {
    const value = answer.headers.get(name);
    if (value) headers[name] = value;
  }
  return headers;
}

async function startBarePage(
  headers: Record<string, string> = {},
): Promise<{ origin: string; stop: () => void }> {
  const server = createServer((_request, response) => {
    response.writeHead(200, { "content-type": "text/html; charset=utf-8", ...headers }).end(BARE_HTML);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${port}`, stop: () => server.close() };
}

/** Each run's TBT and LCP beside the median's: on a 2-core machine they spread widely, and the spread says
 * how far one median is to be trusted. */
function printRow(label: string, m: Measure, verdict: string, runs: Measure[]) {
  const each = runs
    .map(
      (run) =>
        `${Math.round(run.tbtMs)} ms ${(run.lcpMs / 1000).toFixed(2)} s (cpu ${Math.round(run.cpuBlockingMs)} ms${run.rundownBlockingMs > 0 ? `, ${Math.round(run.rundownBlockingMs)} of it the trace's` : ""}, host ${Math.round(run.hostIndex)})`,
    )
    .join(", ");
  console.log(
    `${label} | ${m.performance} | ${(m.lcpMs / 1000).toFixed(2)} s | ${m.cls.toFixed(3)} | ${Math.round(m.tbtMs)} ms | ${m.scriptKb.toFixed(0)} KB | ${verdict} | ${each}`,
  );
}

const shop = await startBenchShop(PORT);
const bare = await startBarePage();
const { origin } = shop;
const isolation = await ownProcessHeaders(origin);
const bareOwnProcess = await startBarePage(isolation);
let sessions: BenchSessions | undefined;
// One browser for every run: Lighthouse gives each run a fresh tab with its cache and storage cleared.
const chrome = await launchQuietChrome();
let failed = false;
try {
  if (PAGES.some(needsSignIn)) sessions = await startBenchSessions(origin);
  console.log(`Lighthouse mobile, median of ${RUNS} runs, ${origin}`);
  console.log(
    "page | performance | LCP | CLS | TBT | JavaScript (transfer) | budget | each run: TBT LCP (TBT from the main thread's own CPU time, host speed: Lighthouse's benchmarkIndex)",
  );
  for (const [label, server, path] of [
    ["(bare page: static HTML, node:http)", bare, "/bare-page"],
    [
      `(bare page with the shop's ${Object.entries(isolation)
        .map(([name, value]) => `${name}: ${value}`)
        .join(", ")})`,
      bareOwnProcess,
      "/bare-page-own-process",
    ],
  ] as const) {
    const bareRuns: Measure[] = [];
    for (let run = 0; run < RUNS; run++)
      bareRuns.push(await measureRecorded(chrome, server.origin, path, run));
    printRow(label, median(bareRuns), "floor", bareRuns);
  }
  for (const path of PAGES) {
    // A page's first render after start-up loads its route modules (about a second, once per process):
    // that is start-up cost, not the page's, so one unmeasured request warms it.
    const { url, cookie } = pageAs(path, sessions);
    const warm = await fetch(`${origin}${url}`, { headers: cookie ? { cookie } : undefined });
    await warm.arrayBuffer();
    // Lighthouse records no trace for a page that answers an error: say which page, rather than fail
    // later on a missing trace.
    if (!warm.ok) throw new Error(`${path} answered ${warm.status}: give --page a page the shop has`);
    const runs: Measure[] = [];
    for (let run = 0; run < RUNS; run++) runs.push(await measureRecorded(chrome, origin, path, run));
    const m = median(runs);
    const missed = misses(m, budgetFor(path));
    if (missed.length) failed = true;
    const verdict = missed.length ? `MISSED: ${missed.join(", ")}` : "met";
    printRow(path, m, verdict, runs);
  }
} finally {
  chrome.kill();
  shop.stop();
  bare.stop();
  bareOwnProcess.stop();
}
process.exit(failed ? 1 : 0);
