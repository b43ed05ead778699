// Benchmark: a public API answer served from the shop's cache (server/api/publicCache.ts) against a bare
// node:http server sending the same bytes (bare-server.ts: the same status, headers and body as the shop's
// cached answer), side by side in one run. Each is loaded in turn by autocannon with 50 connections asking
// as a browser does (Brotli or gzip accepted). The shop (server/main.ts on an in-memory PGlite with the seed
// catalogue, as bench:lighthouse starts it), the bare server and the load generator are separate processes:
// on 2 cores, a load generator in the server's process would be measured as the server's own work.
// Run: npm run bench:api [-- --duration 10 --connections 50 --path /api/v1/…]
//   [--warmup 3]  seconds of load before each measurement (not counted: JIT, the cache's first fill)
//   [--only answer|page|mix|search]  one part alone (default: all four)
//   [--postgres]  the shop on a throw-away PostgreSQL cluster of the installed binaries (as the tests start
//   one) instead of PGlite; DATABASE_URL=postgres://… for a server of your own
//   [--cpu-prof DIR]  the shop's CPU profile written into DIR when it stops (node --cpu-prof)
// Then a guest page (/trending, server/guestPages.ts) under 200 connections: its requests/s must be at least
// 220 (ten times the 22 the shop held before pages were kept for guests).
// Then the mixed run (browseMix.ts): guests browsing listings, product answers, product pages and /trending,
// alone and while one shopper places and cancels orders in a loop; browsing with the orders must keep at
// least 70 % of its requests/s alone.
// Then uncached searches (searchQueries.ts): 20 connections, every request a query never asked before
// (10 s of them first, not counted); p99 at most 50 ms.
// Exits 1 when the shop's requests/s is below 80 % of the bare server's, its p99 above 10 ms, the page's
// requests/s below 220, browsing with orders below 70 % of browsing alone, the searches' p99 above 50 ms,
// or any request or order failed.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import type { RecordedAnswer } from "./bare-server";
import { postgresBinDir, startPostgres } from "../../tests/support/postgres";
import { browseMixHar, orderInLoop } from "./browseMix";
import { startBenchShop } from "./shop";

const { values } = parseArgs({
  options: {
    duration: { type: "string", default: "10" },
    warmup: { type: "string", default: "3" },
    connections: { type: "string", default: "50" },
    path: { type: "string", default: "/api/v1/product/tags/newarrival?page=1&limit=8" },
    page: { type: "string", default: "/trending" },
    "page-connections": { type: "string", default: "200" },
    only: { type: "string" },
    postgres: { type: "boolean", default: false },
    "cpu-prof": { type: "string" },
  },
});
const PARTS = ["answer", "page", "mix", "search"] as const;
if (values.only && !PARTS.some((part) => part === values.only)) {
  throw new Error(`--only: one of ${PARTS.join(", ")}`);
}
/** Whether the run measures this part. */
const runs = (part: (typeof PARTS)[number]) => !values.only || values.only === part;
const DURATION_S = Number(values.duration);
const WARMUP_S = Number(values.warmup);
const CONNECTIONS = Number(values.connections);
const PATH = values.path;
const PAGE = values.page;
const PAGE_CONNECTIONS = Number(values["page-connections"]);
/** Ten times the 22 requests/s /trending held under 200 connections before guest pages were kept. */
const MIN_PAGE_RPS = 220;
/** The shop must answer at least this share of the bare server's requests per second. */
const MIN_RATIO = 0.8;
/** Browsing beside a shopper's orders must keep at least this share of its requests per second alone. */
const MIN_MIX_RATIO = 0.7;
const P99_BUDGET_MS = 10;
/** Uncached searches: connections, and the p99 they must hold. */
const SEARCH_CONNECTIONS = 20;
const SEARCH_P99_BUDGET_MS = 50;
/** Seconds of other new searches before the measured ones (measureSearch). */
const SEARCH_WARMUP_S = 10;
/** More different queries than a run asks (no query is asked twice). */
const SEARCH_QUERIES = 60_000;
/** What Chromium sends for a fetch of JSON. */
const REQUEST_HEADERS = { accept: "application/json", "accept-encoding": "gzip, deflate, br, zstd" };
/** Headers each server writes for itself on every answer. */
const HOP_BY_HOP = new Set(["date", "connection", "keep-alive", "transfer-encoding"]);

interface Load {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  failed: number;
}

/** One answer as it came over the wire (body bytes still compressed). */
function fetchRaw(url: string, headers: Record<string, string> = REQUEST_HEADERS): Promise<RecordedAnswer> {
  return new Promise((resolve, reject) => {
    request(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("error", reject);
      response.on("end", () => {
        const headers: Record<string, string> = {};
        for (const [name, value] of Object.entries(response.headers)) {
          if (!HOP_BY_HOP.has(name) && typeof value === "string") headers[name] = value;
        }
        resolve({
          status: response.statusCode ?? 0,
          headers,
          body: Buffer.concat(chunks).toString("base64"),
        });
      });
    })
      .on("error", reject)
      .end();
  });
}

/** The shop's cached answer: asked twice, the second must come from the cache. */
async function cachedAnswer(origin: string): Promise<RecordedAnswer> {
  await fetchRaw(`${origin}${PATH}`);
  const answer = await fetchRaw(`${origin}${PATH}`);
  if (answer.status !== 200 || answer.headers["x-cache"] !== "hit") {
    throw new Error(
      `${PATH} is not answered from the cache: ${answer.status} X-Cache ${answer.headers["x-cache"]}`,
    );
  }
  return answer;
}

/** Starts bare-server.ts with the answer; its origin and a stop. */
async function startBareServer(answerFile: string): Promise<{ origin: string; stop: () => void }> {
  const child = spawn(process.execPath, ["--import", "tsx", "server/bench/bare-server.ts", answerFile], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`the bare server exited (${code})`)));
    child.stdout.once("data", (line: Buffer) => resolve(Number(line.toString().trim())));
  });
  return { origin: `http://localhost:${port}`, stop: () => child.kill() };
}

const autocannon = createRequire(import.meta.url).resolve("autocannon");

/** What autocannon loads: one URL asked as a browser asks (Accept as given), or a HAR file's requests in
 * turn (each with its own headers) on the origin. */
type Target = { url: string; accept?: string } | { har: string; origin: string };

function targetArgs(target: Target): string[] {
  if ("har" in target) return ["--har", target.har, target.origin];
  const asked = { ...REQUEST_HEADERS, accept: target.accept ?? REQUEST_HEADERS.accept };
  return [...Object.entries(asked).flatMap(([name, value]) => ["-H", `${name}=${value}`]), target.url];
}

/** `seconds` of load on the target from an autocannon process. */
function load(target: Target, seconds: number, connections = CONNECTIONS): Promise<Load> {
  const args = [autocannon, "-c", String(connections), "-d", String(seconds), "-j", ...targetArgs(target)];
  const child = spawn(process.execPath, args, { stdio: ["ignore", "pipe", "inherit"] });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  return new Promise((resolve, reject) => {
    child.once("error", reject);
    child.once("exit", (code) => {
      if (code !== 0) return reject(new Error(`autocannon exited ${code}`));
      const result = JSON.parse(output.trim().split("\n").pop() ?? "{}");
      resolve({
        requestsPerSecond: result.requests.average,
        p50: result.latency.p50,
        p99: result.latency.p99,
        failed: result.errors + result.timeouts + result.non2xx,
      });
    });
  });
}

async function measure(label: string, target: Target, connections = CONNECTIONS): Promise<Load> {
  if (WARMUP_S > 0) await load(target, WARMUP_S, connections);
  const measured = await load(target, DURATION_S, connections);
  console.log(
    `  ${label.padEnd(9)} ${Math.round(measured.requestsPerSecond).toLocaleString("en").padStart(10)}` +
      `${String(measured.p50).padStart(9)}${String(measured.p99).padStart(9)}` +
      (measured.failed ? `   ${measured.failed} failed` : ""),
  );
  return measured;
}

/** The mixed run: the browse mix alone, then beside a shopper's orders; whether it met its target. */
async function measureMix(origin: string): Promise<boolean> {
  const har = join(dir, "browse.har");
  const mix = browseMixHar(origin);
  writeFileSync(har, JSON.stringify(mix));
  console.log(
    `\nBrowse mix (${mix.log.entries.length} requests in turn), ${CONNECTIONS} connections, ${DURATION_S} s each`,
  );
  // Each page rendered once before the load: on a busy machine 50 connections waiting for the first
  // renders would otherwise take the warm-up and more (the full run's earlier parts do this for it).
  for (const { request: asked } of mix.log.entries) {
    await fetchRaw(asked.url, Object.fromEntries(asked.headers.map((h) => [h.name, h.value])));
  }
  console.log("              requests/s   p50 ms   p99 ms");
  const alone = await measure("browse", { har, origin });
  const shopper = await orderInLoop(origin);
  const started = performance.now();
  const busy = await measure("+ orders", { har, origin });
  const orders = await shopper.stop();
  const seconds = (performance.now() - started) / 1000;
  const ratio = busy.requestsPerSecond / alone.requestsPerSecond;
  const ok = ratio >= MIN_MIX_RATIO && alone.failed === 0 && busy.failed === 0;
  console.log(
    `  ${orders} orders placed and cancelled meanwhile (${(orders / seconds).toFixed(1)} per second)\n` +
      `  browse with orders / alone: ${(ratio * 100).toFixed(0)} % of the requests/s (target ≥ ${MIN_MIX_RATIO * 100} %${ratio >= MIN_MIX_RATIO ? "" : ": MISSED"})`,
  );
  return ok;
}

/** The cached answer against the bare server; whether it met its targets. */
async function measureAnswer(origin: string): Promise<boolean> {
  const answer = await cachedAnswer(origin);
  const answerFile = join(dir, "answer.json");
  writeFileSync(answerFile, JSON.stringify(answer));
  const bare = await startBareServer(answerFile);
  try {
    const bytes = Buffer.from(answer.body, "base64").byteLength;
    const coding = answer.headers["content-encoding"] ?? "identity";
    console.log(`GET ${PATH} (${coding}, ${bytes} bytes), ${CONNECTIONS} connections, ${DURATION_S} s each`);
    console.log("              requests/s   p50 ms   p99 ms");
    const shopLoad = await measure("shop", { url: `${origin}${PATH}` });
    const bareLoad = await measure("bare", { url: `${bare.origin}${PATH}` });
    // Still a hit: nothing during the run made the shop run its queries again.
    await cachedAnswer(origin);
    const ratio = shopLoad.requestsPerSecond / bareLoad.requestsPerSecond;
    const ratioOk = ratio >= MIN_RATIO;
    const p99Ok = shopLoad.p99 <= P99_BUDGET_MS;
    console.log(
      `  shop / bare: ${(ratio * 100).toFixed(0)} % of the requests/s (target ≥ ${MIN_RATIO * 100} %${ratioOk ? "" : ": MISSED"}); ` +
        `shop p99 ${shopLoad.p99} ms (budget ≤ ${P99_BUDGET_MS} ms${p99Ok ? "" : ": MISSED"})`,
    );
    return ratioOk && p99Ok && shopLoad.failed === 0 && bareLoad.failed === 0;
  } finally {
    bare.stop();
  }
}

/** One row of a search load's result: requests/s, p50 and p99. */
function searchRow(
  label: string,
  result: { requests: { average: number }; latency: { p50: number; p99: number } },
) {
  return (
    `  ${label.padEnd(8)}${Math.round(result.requests.average).toLocaleString("en").padStart(12)}` +
    `${String(result.latency.p50).padStart(9)}${String(result.latency.p99).padStart(9)}`
  );
}

/**
 * Searches the shop has never been asked, under SEARCH_CONNECTIONS (searchLoad.ts); whether their p99 met
 * its budget. First SEARCH_WARMUP_S of searches the measured run does not ask again: a shop on a sale day
 * has been searched before, and the first seconds after a start are V8 compiling the search's code and
 * PGlite's (their figures are printed as "warm-up", not counted).
 */
async function measureSearch(origin: string): Promise<boolean> {
  console.log(
    `\nUncached searches (every query new), ${SEARCH_CONNECTIONS} connections, ${DURATION_S} s after ${SEARCH_WARMUP_S} s of others`,
  );
  console.log("                requests/s   p50 ms   p99 ms");
  const args = ["--import", "tsx", "server/bench/searchLoad.ts", origin, String(SEARCH_CONNECTIONS)];
  const child = spawn(
    process.execPath,
    [...args, String(SEARCH_WARMUP_S), String(DURATION_S), String(SEARCH_QUERIES)],
    { stdio: ["ignore", "pipe", "inherit"] },
  );
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
  if (code !== 0) throw new Error(`the search load exited ${code}`);
  const result = JSON.parse(output.trim().split("\n").pop() ?? "{}");
  // A failed search in the warm-up is a failure too.
  const failed = [result, result.warmup]
    .filter(Boolean)
    .reduce((sum, run) => sum + run.errors + run.timeouts + run.non2xx, 0);
  if (result.warmup) console.log(`${searchRow("warm-up", result.warmup)}   (not counted)`);
  console.log(searchRow("search", result) + (failed ? `   ${failed} failed` : ""));
  const ok = result.latency.p99 <= SEARCH_P99_BUDGET_MS;
  console.log(
    `  ${result.asked} different searches; p99 ${result.latency.p99} ms (budget ≤ ${SEARCH_P99_BUDGET_MS} ms${ok ? "" : ": MISSED"})`,
  );
  return ok && failed === 0;
}

/** The guest page under PAGE_CONNECTIONS; whether it met its target. */
async function measurePage(origin: string): Promise<boolean> {
  console.log(`\nGET ${PAGE} (a guest's page), ${PAGE_CONNECTIONS} connections, ${DURATION_S} s`);
  console.log("              requests/s   p50 ms   p99 ms");
  const pageLoad = await measure("page", { url: `${origin}${PAGE}`, accept: "text/html" }, PAGE_CONNECTIONS);
  const pageOk = pageLoad.requestsPerSecond >= MIN_PAGE_RPS;
  console.log(
    `  ${PAGE}: ${Math.round(pageLoad.requestsPerSecond)} requests/s (target ≥ ${MIN_PAGE_RPS}${pageOk ? "" : ": MISSED"})`,
  );
  return pageOk && pageLoad.failed === 0;
}

/** A throw-away PostgreSQL cluster for --postgres. */
async function startCluster() {
  const bin = postgresBinDir();
  if (!bin) throw new Error("--postgres: no PostgreSQL binaries found (set POSTGRES_BIN)");
  return startPostgres(bin);
}

const dir = mkdtempSync(join(tmpdir(), "rangrez-bench-api-"));
const cluster = values.postgres ? await startCluster() : null;
const databaseUrl = cluster?.adminUrl ?? process.env.DATABASE_URL;
let failed = false;
try {
  const shop = await startBenchShop(
    0,
    databaseUrl ? { DATABASE_URL: databaseUrl } : {},
    values["cpu-prof"] ? ["--cpu-prof", `--cpu-prof-dir=${values["cpu-prof"]}`] : [],
  );
  console.log(`The shop on ${databaseUrl ? "PostgreSQL" : "PGlite"}\n`);
  try {
    const results: boolean[] = [];
    if (runs("answer")) results.push(await measureAnswer(shop.origin));
    if (runs("page")) results.push(await measurePage(shop.origin));
    if (runs("mix")) results.push(await measureMix(shop.origin));
    if (runs("search")) results.push(await measureSearch(shop.origin));
    failed = results.includes(false);
  } finally {
    // Before its cluster goes: a shop whose database vanishes mid-shutdown fails loudly.
    await shop.stop();
  }
} catch (error) {
  console.error(error);
  failed = true;
} finally {
  await cluster?.stop();
  rmSync(dir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
