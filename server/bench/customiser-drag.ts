// Benchmark: does dragging a layer in the customiser keep up with the screen on a phone? Opens /customized
// on the BUILT shop (server + SSR on a fresh in-memory PGlite, as bench:trace) in Debian Chromium at a
// phone's size, adds a graphic, slows the CPU down 4× (Lighthouse's mobile preset), then drags the layer by
// mouse for a few seconds with a pointer move every 16 ms, recording a trace. It prints the frames the page
// drew during the drag (its requestAnimationFrame callbacks: each is a frame the main thread produced),
// the frame rate, the slowest frames, and the main thread's tasks over one frame's budget in the trace.
// Run: npm run bench:drag  [-- --cpu 4] [--seconds 3] [--save DIR]
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { chromium } from "@playwright/test";
import { customiser } from "../../mocks/fixtures";
import { chromiumArgs, chromiumPath } from "../../tests/chromium";
import { settled } from "./pageSettled";
import { startBenchShop } from "./shop";

const { values } = parseArgs({
  options: {
    cpu: { type: "string", default: "4" },
    seconds: { type: "string", default: "3" },
    save: { type: "string", default: "test-results/traces" },
  },
});
const FRAME_MS = 1000 / 60;
const graphic = customiser.graphics.find((g) => g.categoryId === customiser.graphicCategories[0]._id);
if (!graphic) throw new Error("the first graphic category has graphics");

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tid: number;
  pid: number;
  args?: { name?: string };
}

/** The renderer main thread's tasks longer than a frame, from a trace (ms each). */
function longMainThreadTasks(events: TraceEvent[]): number[] {
  const main = events.find((e) => e.name === "thread_name" && e.args?.name === "CrRendererMain");
  if (!main) return [];
  return events
    .filter(
      (e) =>
        e.pid === main.pid && e.tid === main.tid && e.name === "RunTask" && (e.dur ?? 0) > FRAME_MS * 1000,
    )
    .map((e) => Math.round((e.dur ?? 0) / 100) / 10);
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];

const shop = await startBenchShop();
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
try {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
  });
  const page = await context.newPage();
  await page.goto(`${shop.origin}/customized`);
  const cdp = await context.newCDPSession(page);
  await settled(cdp);
  await page.getByRole("button", { name: `Add graphic ${graphic.name}` }).click();
  const frame = page.getByTestId("selected-layer");
  await frame.waitFor();
  // On a phone the graphics sit below the stage: bring the stage back, and grab the layer's own box (the
  // frame's includes its turn handle above it).
  await page
    .getByRole("group", { name: /your design/ })
    .first()
    .scrollIntoViewIfNeeded();
  const box = await frame.locator("rect").first().boundingBox();
  if (!box) throw new Error("the selected layer has no box on screen");
  const before = await frame.getAttribute("transform");

  await cdp.send("Emulation.setCPUThrottlingRate", { rate: Number(values.cpu) });
  // Every frame the page draws while the pointer moves, timed by the page itself.
  await cdp.send("Runtime.evaluate", {
    expression: `window.__frames = []; (function tick(t) { window.__frames.push(t); if (!window.__stopFrames) requestAnimationFrame(tick); })(performance.now());`,
  });
  await browser.startTracing(page, { categories: ["devtools.timeline", "toplevel"] });
  const start = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  let pressed = false;
  const mouse = (type: "mousePressed" | "mouseMoved" | "mouseReleased", x: number, y: number) => {
    if (type !== "mouseMoved") pressed = type === "mousePressed";
    return cdp.send("Input.dispatchMouseEvent", {
      type,
      x,
      y,
      button: type === "mouseMoved" && !pressed ? "none" : "left",
      buttons: pressed ? 1 : 0,
      clickCount: type === "mouseMoved" ? 0 : 1,
    });
  };
  // The pointer arrives over the layer before it presses, as a real one does.
  await mouse("mouseMoved", start.x, start.y);
  await mouse("mousePressed", start.x, start.y);
  const moves = Math.round((Number(values.seconds) * 1000) / FRAME_MS);
  const began = performance.now();
  for (let i = 1; i <= moves; i += 1) {
    // Slow circles of 60 px, as a finger wanders while placing a print; it ends 60 px left of the start.
    const angle = (i / moves) * Math.PI * 3.5;
    await mouse("mouseMoved", start.x + 60 * Math.sin(angle), start.y + 60 * (1 - Math.cos(angle)) * 0.5);
    const due = began + i * FRAME_MS;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  }
  await mouse("mouseReleased", start.x - 60, start.y + 30);
  const trace = await browser.stopTracing();
  const frames = (
    await cdp.send("Runtime.evaluate", {
      expression: "window.__stopFrames = true; JSON.stringify(window.__frames)",
      returnByValue: true,
    })
  ).result.value as string;
  const after = await frame.getAttribute("transform");

  const times: number[] = JSON.parse(frames);
  const intervals = times.slice(1).map((t, i) => t - times[i]);
  const duration = times[times.length - 1] - times[0];
  const sorted = [...intervals].sort((a, b) => a - b);
  const dropped = intervals.reduce((n, gap) => n + Math.max(0, Math.round(gap / FRAME_MS) - 1), 0);
  mkdirSync(values.save, { recursive: true });
  const file = join(values.save, "customiser-drag.json");
  writeFileSync(file, trace);
  const long = longMainThreadTasks(JSON.parse(trace.toString()).traceEvents);

  console.log(
    `\n/customized, dragging a graphic for ${values.seconds} s (CPU ${values.cpu}× slower; trace: ${file})`,
  );
  console.log(`  layer moved: ${before !== after ? "yes" : "NO"} (${before} → ${after})`);
  console.log(
    `  frames drawn: ${times.length} in ${Math.round(duration)} ms = ${((times.length - 1) / (duration / 1000)).toFixed(1)} fps`,
  );
  console.log(
    `  frame interval: median ${percentile(sorted, 0.5).toFixed(1)} ms, p95 ${percentile(sorted, 0.95).toFixed(1)} ms, worst ${sorted[sorted.length - 1].toFixed(1)} ms; frames missed: ${dropped}`,
  );
  console.log(
    `  main-thread tasks over ${FRAME_MS.toFixed(1)} ms: ${long.length ? long.join(", ") : "none"}`,
  );
  await context.close();
} finally {
  await browser.close();
  await shop.stop();
}
