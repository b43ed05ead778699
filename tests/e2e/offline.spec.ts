import { expect, type Page, test } from "./guardedTest";
import { buyable, sizesOf } from "./shopping";
import { connectionThatDrops } from "./connectionThatDrops";
import { gotoHydrated, waitForHydration, waitForSettled } from "./hydrated";
import { OFFLINE_ACTION_MESSAGE } from "../../src/lib/online";
import { OFFLINE_BAR_TEXT } from "../../src/features/shell/Offline/offlineWords";
import { askToSaveData } from "./saveData";

// The offline shop against the built server (docs/decisions/offline-shop.md): a shopper browses with the
// network on while the service worker takes the page over, then loses the network mid-walk. A page seen
// opens from the worker's copy with the offline bar; a page never seen shows the offline page with the
// bag's count; Add to Cart says it needs the network; back online the bar goes.

/** Until the service worker, registered once the page settled, controls this page. */
async function waitForServiceWorker(page: Page) {
  await waitForSettled(page);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/** Until the worker keeps `path`'s whole page (it asks for it at idle after a client-side navigation). */
async function waitUntilKept(page: Page, path: string) {
  await expect
    .poll(() =>
      page.evaluate(async (url) => (await caches.match(url, { ignoreVary: true })) !== undefined, path),
    )
    .toBe(true);
}

const offlineBar = (page: Page) => page.getByRole("status").filter({ hasText: OFFLINE_BAR_TEXT });

test("offline: pages seen open from the cache with the bar, others show the offline page, actions wait for the network", async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  // With the network: home, until the service worker has the page, then a listing and a product.
  await gotoHydrated(page, "/");
  await waitForServiceWorker(page);
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "New Arrivals" }).click();
  await expect(page).toHaveURL(/\/new-arrivals$/);
  // The listing itself, not home's carousels still on screen while it renders: its title, then a product
  // on it that can go into the bag.
  await expect(page.getByRole("heading", { level: 1, name: "New Arrivals" })).toBeVisible();
  const orderNow = page.getByRole("main").getByRole("link", { name: /^Order Now: / });
  let product: (typeof buyable)[number] | undefined;
  await expect
    .poll(
      async () => {
        const names = await orderNow.evaluateAll((links) => links.map((l) => l.getAttribute("aria-label")));
        product = buyable.find((p) => names.includes(`Order Now: ${p.name}`));
        return product?.name;
      },
      { message: "a product on New Arrivals that can go into the bag" },
    )
    .toBeDefined();
  if (!product) throw new Error("No product on New Arrivals can go into the bag");
  const { name } = product;
  const size = sizesOf(product).first;
  await page.getByRole("link", { name: `Order Now: ${name}` }).click();
  await expect(page).toHaveURL(/\/display\//);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  const productPath = new URL(page.url()).pathname;

  // Into the bag, with the network: the header counts it.
  await page.getByRole("radiogroup", { name: "Size" }).getByText(size, { exact: true }).click();
  await page.getByRole("button", { name: "Add to Cart" }).click();
  await expect(page.getByText("Product added to cart successfully")).toBeVisible();
  await expect(page.getByRole("link", { name: "Cart, 1 item" })).toBeVisible();
  await waitUntilKept(page, productPath);

  // The network goes: the page on screen says so.
  await context.setOffline(true);
  await expect(offlineBar(page)).toBeVisible();

  // A page never opened: the offline page, in the shop's look, with the bag's count.
  await page.goto("/trending");
  await waitForHydration(page);
  await expect(page).toHaveURL(/\/offline\?from=%2Ftrending$/);
  await expect(page.getByRole("heading", { level: 1, name: "You are offline" })).toBeVisible();
  await expect(page.getByText("Your bag has 1 item. It is kept for when you are back online.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Cart, 1 item" })).toBeVisible();

  // The product seen before: from the worker's copy, with the bar.
  await page.goto(productPath);
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(offlineBar(page)).toBeVisible();

  // Add to Cart needs the server: the shopper is told, and nothing that changes anything is sent. (A read may
  // go: the page asks whether the shop answers again, a HEAD of the manifest, where a browser still says
  // it is online: docs/decisions/offline-shop.md.)
  const sent: string[] = [];
  page.on("request", (request) => {
    if (!["GET", "HEAD"].includes(request.method())) sent.push(`${request.method()} ${request.url()}`);
  });
  await page.getByRole("radiogroup", { name: "Size" }).getByText(size, { exact: true }).click();
  await page.getByRole("button", { name: "Add to Cart" }).click();
  await expect(page.getByText(OFFLINE_ACTION_MESSAGE)).toBeVisible();
  expect(sent).toEqual([]);

  // Back online: the bar goes, and the page asks again, by itself, for what it shows (the bag here).
  const refreshed = page.waitForRequest(
    (request) => new URL(request.url()).pathname === "/api/v1/cart/getusercart",
  );
  await context.setOffline(false);
  await expect(offlineBar(page)).toHaveCount(0);
  await refreshed;
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
});

test("a page the service worker answers asks for the shop's typeface from its head, before the first paint", async ({
  page,
}) => {
  await gotoHydrated(page, "/new-arrivals");
  await waitForServiceWorker(page);
  // The next page's head finds the worker, which keeps the typeface: it is preloaded rather than held
  // for the first paint (src/lib/brandFontTurn.ts), and asked for before anything is painted.
  await gotoHydrated(page, "/upper-wear");
  await expect(page.locator('head link[rel="preload"][as="font"]')).toHaveAttribute(
    "href",
    /^\/assets\/outfit-core-wght-[\w-]+\.woff2$/,
  );
  const asked = await page.evaluate(() => {
    const font = performance
      .getEntriesByType("resource")
      .find((entry) => /\/outfit-core-wght-[\w-]+\.woff2$/.test(entry.name)) as PerformanceResourceTiming;
    const paint = performance.getEntriesByName("first-contentful-paint")[0];
    return { by: font?.initiatorType, beforePaint: font !== undefined && font.startTime < paint.startTime };
  });
  expect(asked).toEqual({ by: "link", beforePaint: true });
});

test("on a connection that says it is online but carries nothing, a page seen opens from the copy with the bar, which goes once the shop answers", async ({
  page,
  baseURL,
}) => {
  const connection = await connectionThatDrops(baseURL ?? "");
  try {
    const at = (path: string) => `${connection.origin}${path}`;
    await gotoHydrated(page, at("/new-arrivals"));
    await waitForServiceWorker(page);
    await gotoHydrated(page, at("/upper-wear"));
    await waitUntilKept(page, "/upper-wear");

    // Nothing gets through, but the browser still says it is online.
    connection.cut();
    await page.goto(at("/upper-wear"));
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1, name: "Upper Wear" })).toBeVisible();
    expect(await page.evaluate(() => navigator.onLine)).toBe(true);
    await expect(offlineBar(page)).toBeVisible();
    // Links open whole pages, so the worker decides: a page never kept shows the offline page.
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Trending" }).click();
    await expect(page).toHaveURL(/\/offline\?from=%2Ftrending$/);
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1, name: "You are offline" })).toBeVisible();

    // The shop answers again: the page asked for opens by itself, without the browser's "online" event.
    connection.restore();
    await expect(page).toHaveURL(at("/trending"), { timeout: 20_000 });
    await expect(page.getByRole("heading", { level: 1, name: "Trending" })).toBeVisible();
    await expect(offlineBar(page)).toHaveCount(0);
  } finally {
    await connection.close();
  }
});

test("a shopper who asked to save data is given no service worker: nothing is downloaded for offline use", async ({
  page,
  browser,
}) => {
  /** Opens a listing and answers whether, by the time the page says it has settled, the worker's start
   * had asked for its code (the root starts what waits for the settled page before it sets the mark). */
  async function askedForTheWorker(tab: Page): Promise<boolean> {
    const workerCode: string[] = [];
    tab.on("request", (request) => {
      const { pathname } = new URL(request.url());
      if (/^\/assets\/serviceWorker-[\w-]+\.js$/.test(pathname) || pathname === "/sw.js")
        workerCode.push(pathname);
    });
    await gotoHydrated(tab, "/new-arrivals");
    await waitForSettled(tab);
    // A request the page makes now is reported after any it made before: once it is seen, so is the
    // worker's code if it was asked for.
    const after = tab.waitForRequest((request) => new URL(request.url()).searchParams.has("after-settled"));
    await tab.evaluate(() => void fetch("/manifest.webmanifest?after-settled", { method: "HEAD" }));
    await after;
    return workerCode.length > 0;
  }
  // A shopper who did not ask: the worker's start has begun when the mark is set.
  const otherContext = await browser.newContext();
  try {
    expect(await askedForTheWorker(await otherContext.newPage())).toBe(true);
  } finally {
    await otherContext.close();
  }
  await askToSaveData(page);
  expect(await askedForTheWorker(page)).toBe(false);
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
});
