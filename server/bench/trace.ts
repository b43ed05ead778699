// Benchmark aid: where a page's main thread blocks on a phone. Loads each page of the BUILT shop (server +
// SSR on a fresh in-memory PGlite, as bench:lighthouse) in Debian Chromium at a phone's size with the CPU
// slowed down as Lighthouse's mobile preset assumes (4×), records a trace with the sampling profiler, and
// prints every long task of the main thread: when, how long, the trace events in it and the shop's
// functions the profiler saw most. The trace is saved for Chromium's Performance panel.
// Run: npm run bench:trace -- --page /trending   (builds first; NO_MINIFY=1 npm run bench:trace keeps
//   function names)  [--cpu 4] [--min 30] (ms: shorter tasks are not listed) [--save DIR]
// Lighthouse's own traces (bench:lighthouse --save) have no profiler: this is the one to read for names.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { chromium } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "../../tests/chromium";
import { settled } from "./pageSettled";
import { startBenchShop } from "./shop";
import { needsSignIn, pageAs, startBenchSessions } from "./benchSessions";
import { longTasks, TRACE_CATEGORIES } from "./traceTasks";

const { values } = parseArgs({
  options: {
    page: { type: "string", multiple: true },
    cpu: { type: "string", default: "4" },
    min: { type: "string", default: "30" },
    save: { type: "string", default: "test-results/traces" },
  },
});
const PAGES = values.page?.length ? values.page : ["/"];
const shop = await startBenchShop();
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
// The shopper's own pages and the staff screens are traced as bench:lighthouse measures them: signed in,
// one line in the cart, an order.
const sessions = PAGES.some(needsSignIn) ? await startBenchSessions(shop.origin) : undefined;
try {
  mkdirSync(values.save, { recursive: true });
  for (const path of PAGES) {
    const { url, cookie } = pageAs(path, sessions);
    // Lighthouse's phone: a Moto G Power's screen.
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      ...(cookie ? { extraHTTPHeaders: { cookie } } : {}),
    });
    const page = await context.newPage();
    await page.goto(shop.origin + url); // warm: the server's caches, the browser's compiled code
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: Number(values.cpu) });
    await browser.startTracing(page, { categories: TRACE_CATEGORIES });
    await page.goto(shop.origin + url, { waitUntil: "load" });
    await settled(cdp);
    const trace = await browser.stopTracing();
    const file = join(
      values.save,
      `${path.replace(/[^a-z0-9]+/gi, "_").replace(/^_|_$/g, "") || "home"}.json`,
    );
    writeFileSync(file, trace);
    const tasks = longTasks(JSON.parse(trace.toString()).traceEvents, Number(values.min));
    console.log(`\n${path} (CPU ${values.cpu}× slower; trace: ${file})`);
    for (const task of tasks) {
      console.log(`  at ${task.startMs} ms: ${task.durationMs} ms | ${task.events.join(", ")}`);
      if (task.functions.length) console.log(`      ${task.functions.join(", ")}`);
    }
    await context.close();
  }
} finally {
  await browser.close();
  shop.stop();
}
