// What JavaScript a page makes a phone download and run before anyone touches it: the modules its HTML
// names (modulepreload links and the inline entry's imports) and any chunk fetched after that while the
// page loads and hydrates (lazy parts). Sizes are those of the built files, raw and gzipped (zlib level 6:
// a fixed yardstick; the server sends the build's Brotli copies, about a sixth smaller, to browsers that
// take them, as Lighthouse's transfer sizes show), so two builds compare byte for byte whatever the load.
// Every page is held to its cap on the gzipped total: 130 KB for a shopper page, 200 KB for a staff
// screen (docs/decisions/page-start-budgets.md; exit 1 when one misses it). The shopper's own pages are
// opened signed in, with a line in the cart and an order; the staff screens as the sample staff member.
// Run: npm run build && node --import tsx server/bench/page-js.ts [--page /path ...] [--port N] [--verbose]
//   (default: every shopper page of benchPages.ts and the staff screens; a free port unless --port)
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";
import { chromium } from "playwright-core";
import { chromiumArgs, chromiumPath } from "../../tests/chromium";
import { SHOPPER_PAGES, STAFF_PAGES, scriptCapKb } from "./benchPages";
import { type BenchSessions, needsSignIn, pageAs, startBenchSessions } from "./benchSessions";
import { startBenchShop } from "./shop";

const { values } = parseArgs({
  options: {
    port: { type: "string", default: "0" },
    page: { type: "string", multiple: true },
    verbose: { type: "boolean", default: false },
  },
});
const PAGES = values.page?.length ? values.page : [...SHOPPER_PAGES, ...STAFF_PAGES];

interface Sized {
  file: string;
  raw: number;
  gzip: number;
}

function sized(url: string): Sized {
  const file = new URL(url).pathname;
  const bytes = readFileSync(join("build/client", file));
  return { file, raw: bytes.length, gzip: gzipSync(bytes).length };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const total = (files: Sized[]) => files.reduce((sum, f) => [sum[0] + f.raw, sum[1] + f.gzip], [0, 0]);

/** The script URLs the server-rendered HTML itself names, before any script runs. */
function namedByHtml(html: string, origin: string): Set<string> {
  const urls = new Set<string>();
  for (const match of html.matchAll(/<link rel="(?:rz-)?modulepreload"[^>]*? href="([^"]+)"/g))
    urls.add(match[1]);
  for (const match of html.matchAll(/import\(?\s*"([^"]+\.js)"/g)) urls.add(match[1]);
  return new Set([...urls].map((url) => new URL(url, origin).href));
}

const shop = await startBenchShop(Number(values.port));
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
const sessions: BenchSessions | undefined = PAGES.some(needsSignIn)
  ? await startBenchSessions(shop.origin)
  : undefined;
let missedAny = false;
try {
  for (const path of PAGES) {
    const opened = pageAs(path, sessions);
    const url = `${shop.origin}${opened.url}`;
    const headers = opened.cookie ? { cookie: opened.cookie } : undefined;
    const html = await fetch(url, { headers }).then((answer) => answer.text());
    const initial = namedByHtml(html, shop.origin);
    // A phone-sized viewport, like Lighthouse's mobile preset: what loads may depend on the layout.
    const page = await browser.newPage({
      viewport: { width: 412, height: 823 },
      isMobile: true,
      extraHTTPHeaders: headers,
    });
    const requested: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script" && request.url().startsWith(shop.origin))
        requested.push(request.url());
    });
    await page.goto(url, { waitUntil: "networkidle" });
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await page.waitForLoadState("networkidle");
    await page.close();

    const first = [...initial].map(sized);
    const later = [...new Set(requested)].filter((u) => !initial.has(u)).map(sized);
    const [firstRaw, firstGzip] = total(first);
    const [laterRaw, laterGzip] = total(later);
    console.log(`\n${path}`);
    console.log(`  named by the HTML: ${first.length} files, ${kb(firstRaw)} raw, ${kb(firstGzip)} gzip`);
    console.log(
      `  fetched after, untouched: ${later.length} files, ${kb(laterRaw)} raw, ${kb(laterGzip)} gzip`,
    );
    const allGzip = firstGzip + laterGzip;
    const missed = allGzip / 1024 > scriptCapKb(path);
    if (missed) missedAny = true;
    const cap = ` (cap ${scriptCapKb(path)} KB: ${missed ? "MISSED" : "met"})`;
    console.log(`  all on load: ${kb(firstRaw + laterRaw)} raw, ${kb(allGzip)} gzip${cap}`);
    if (values.verbose) {
      for (const f of [...first, ...later].sort((a, b) => b.raw - a.raw))
        console.log(
          `    ${later.includes(f) ? "later" : "html "} ${kb(f.raw).padStart(9)} ${kb(f.gzip).padStart(9)}  ${f.file}`,
        );
    }
  }
} finally {
  await browser.close();
  shop.stop();
}
console.log(`\n${missedAny ? "Some pages MISSED their cap." : "Every page met its cap."}`);
if (missedAny) process.exitCode = 1;
