// Benchmark: how fast a product opens from a listing on a phone. The BUILT shop (as bench:lighthouse)
// in Debian Chromium at a phone's size, the CPU slowed 4× and the network throttled to Lighthouse's
// "slow 4G" (150 ms round trips, 1.6 Mbps down, 750 kbps up), a touch screen without hover. The listing
// is opened and left to settle; the shopper looks at it for `--dwell` ms (on a phone, cards that stay on
// screen are the intent the shop prefetches on: docs/decisions/prefetching-next-pages.md) and taps the
// first product card. Printed per run: the time from the tap to the product page's name in the document
// (and the frame after it), and the bytes fetched while the shopper looked; the median of the runs is
// judged against the target (exit 1 on a miss).
// Run: npm run bench:next-page   (builds first)  [--runs 5] [--dwell 3000] [--page /new-arrivals]
//   [--trace DIR]  the last run's tap traced with the sampling profiler: the trace saved in DIR for
//   Chromium's Performance panel, and the main thread's tasks of 10 ms or more printed with the shop's
//   functions in them (NO_MINIFY=1 npm run bench:next-page keeps their names)
import { parseArgs } from "node:util";
import { chromium } from "@playwright/test";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { chromiumArgs, chromiumPath } from "../../tests/chromium";
import { settled } from "./pageSettled";
import { startBenchShop } from "./shop";
import { longTasks, TRACE_CATEGORIES } from "./traceTasks";

const TARGET_MS = 100;

const { values } = parseArgs({
  options: {
    runs: { type: "string", default: "5" },
    dwell: { type: "string", default: "3000" },
    page: { type: "string", default: "/new-arrivals" },
    trace: { type: "string" },
  },
});

const shop = await startBenchShop();
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
const opened: number[] = [];
try {
  for (let run = 0; run < Number(values.runs); run++) {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
      connectionType: "cellular4g",
    });
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await page.goto(shop.origin + values.page, { waitUntil: "load" });
    await settled(cdp);
    let prefetchedBytes = 0;
    const traced = values.trace !== undefined && run === Number(values.runs) - 1;
    if (traced) await browser.startTracing(page, { categories: TRACE_CATEGORIES });
    const card = `main article a[href^="/display/"]`;
    const answer = await cdp.send("Runtime.evaluate", {
      awaitPromise: true,
      returnByValue: true,
      expression: `(async () => {
        const link = document.querySelector(${JSON.stringify(card)});
        const before = performance.getEntriesByType("resource").length;
        await new Promise((resolve) => setTimeout(resolve, ${Number(values.dwell)}));
        const fetched = performance.getEntriesByType("resource").slice(before)
          .reduce((sum, entry) => sum + (entry.transferSize || 0), 0);
        return await new Promise((resolve) => {
          const tapped = performance.now();
          const observer = new MutationObserver(() => {
            if (!document.querySelector("h1#product-name")) return;
            observer.disconnect();
            requestAnimationFrame(() => resolve({ ms: performance.now() - tapped, fetched }));
          });
          observer.observe(document.body, { childList: true, subtree: true });
          link.dispatchEvent(new PointerEvent("pointerdown", { bubbles: true, pointerType: "touch" }));
          link.click();
        });
      })()`,
    });
    if (answer.exceptionDetails) throw new Error(answer.exceptionDetails.exception?.description);
    if (traced && values.trace) {
      const trace = await browser.stopTracing();
      mkdirSync(values.trace, { recursive: true });
      const file = join(values.trace, "next-page.json");
      writeFileSync(file, trace);
      console.log(`  the tap's trace: ${file}`);
      for (const task of longTasks(JSON.parse(trace.toString()).traceEvents, 10)) {
        console.log(`    at ${task.startMs} ms: ${task.durationMs} ms | ${task.events.join(", ")}`);
        if (task.functions.length) console.log(`        ${task.functions.join(", ")}`);
      }
    }
    const { ms, fetched } = answer.result.value as { ms: number; fetched: number };
    prefetchedBytes = fetched;
    opened.push(ms);
    console.log(
      `  run ${run + 1}: product page in ${ms.toFixed(0)} ms after the tap (${(prefetchedBytes / 1024).toFixed(1)} KB fetched while the shopper looked)`,
    );
    await context.close();
  }
} finally {
  await browser.close();
  await shop.stop();
}
const median = [...opened].sort((a, b) => a - b)[Math.floor(opened.length / 2)];
const met = median <= TARGET_MS;
console.log(
  `\n${values.page} → its first product, tapped ${values.dwell} ms after the listing settled: median ${median.toFixed(0)} ms (target ≤ ${TARGET_MS} ms: ${met ? "met" : "MISSED"})`,
);
if (!met) process.exitCode = 1;
