import { productsWithTag } from "../../mocks/fixtures";
import { productPath } from "../../src/lib/paths";
import { COMPILE_HINT } from "../../src/app/bundle/compileHints";
import { FEATURED_LIMIT, FEATURED_TAG } from "../../src/features/home/featuredListing";
import { isLowStock } from "../../src/features/product/stock";
import type { Page } from "@playwright/test";
import { expect, test } from "./guardedTest";
import { holdChunk } from "./heldChunk";
import { gotoHydrated, waitForHydratedNode, waitForHydration } from "./hydrated";

// What a phone does first on a page (docs/decisions/page-start-budgets.md): paint the first screen from the
// HTML, then fetch the code and hydrate that screen; the parts further down are hydrated, and the similar
// products asked for, only as the shopper scrolls towards them.
test.use({ viewport: { width: 390, height: 844 } });

const product = productsWithTag("newarrival")[0];
const productPage = productPath(product._id, product.variants[0]._id);
const inStock = product.variants[0].sizes.find((s) => !isLowStock(s.stock) && s.stock > 0)?.size ?? "M";

/** Holds the product's main picture (its front photo) until the answer is called: the page is painted,
 * its first screen waiting for the picture, its code not yet asked for. */
async function holdMainPicture(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/media\/products\/.+-front-\d+\.(webp|avif)$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test("the HTML arrives whole and in reading order, its scripts inert until the first paint", async ({
  request,
  page,
}) => {
  const html = await (await request.get(productPage)).text();
  // No part is sent later and moved into place by a script.
  expect(html).not.toContain("$RC(");
  expect(html.indexOf("Similar Products")).toBeGreaterThan(html.indexOf('id="product-name"'));
  // The module preloads and the module script wait for the first paint (src/app/hydrateAfterPaint.ts).
  expect(html).not.toContain('rel="modulepreload"');
  expect(html).not.toMatch(/<script[^>]*type="module"/);
  expect(html).toContain('rel="rz-modulepreload"');
  expect(html).toContain('type="rz-deferred-module"');

  // In the browser they are turned back (a few per task) and the page hydrates: every preload is a
  // preload again, and the size picker answers.
  const preloads = html.match(/<link rel="rz-modulepreload"/g)?.length ?? 0;
  expect(preloads).toBeGreaterThan(4);
  await gotoHydrated(page, productPage);
  expect(await page.locator('link[rel="modulepreload"]').count()).toBe(preloads);
  expect(await page.locator('link[rel="rz-modulepreload"]').count()).toBe(0);
  const sizes = page.getByRole("radiogroup", { name: "Size" });
  await sizes.getByText(inStock, { exact: true }).click();
  await expect(sizes.getByRole("radio", { name: inStock, exact: true })).toBeChecked();
});

test("the scripts a page starts with ask V8 to compile them eagerly; a part loaded on demand does not", async ({
  page,
  request,
}) => {
  await gotoHydrated(page, productPage);
  const atStart = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => link.href),
  );
  expect(atStart.some((href) => /\/framework-[^/]+\.js$/.test(href))).toBe(true);
  for (const href of atStart) {
    const code = await (await request.get(href)).text();
    expect(code.split("\n")[0], href).toBe(COMPILE_HINT.trim());
  }
  // The size guide's dialog is fetched when first opened, and then runs a few of its functions.
  const dialogCode = page.waitForResponse((answer) => /\/SizeGuideDialog-[^/]+\.js$/.test(answer.url()));
  await page.getByRole("button", { name: "Size guide" }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  expect(await (await dialogCode).text()).not.toContain(COMPILE_HINT.trim());
});

test("no stylesheet is added to the page once it has painted (a new one restyles and relays out every element)", async ({
  page,
}) => {
  // Every <style> and stylesheet link that arrives after the server's HTML, recorded from the start.
  await page.addInitScript(() => {
    const added: string[] = [];
    (window as unknown as { addedStyles: string[] }).addedStyles = added;
    let parsed = false;
    document.addEventListener("DOMContentLoaded", () => {
      parsed = true;
    });
    new MutationObserver((records) => {
      if (!parsed) return;
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (
            node instanceof HTMLStyleElement ||
            (node instanceof HTMLLinkElement && node.rel === "stylesheet")
          ) {
            added.push(node.outerHTML.slice(0, 120));
          }
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
  await gotoHydrated(page, productPage);
  // The size picker's chips are react-aria pressables: their rule is the server's, and it applies.
  const sizes = page.getByRole("radiogroup", { name: "Size" });
  await sizes.getByText(inStock, { exact: true }).click();
  const pressable = page.locator("[data-react-aria-pressable]").first();
  await expect(pressable).toBeAttached();
  // Chromium reads "pan-x pan-y pinch-zoom" as "manipulation".
  expect(await pressable.evaluate((node) => getComputedStyle(node).touchAction)).toBe("manipulation");
  const parsedByTheServer = await page.evaluate(() =>
    [...document.querySelectorAll("style")].filter((style) =>
      style.textContent?.includes("data-react-aria-pressable"),
    ),
  );
  expect(parsedByTheServer).toHaveLength(1);
  // Only what the HTML parser put there: nothing inserted once the page was parsed.
  const added = await page.evaluate(() => (window as unknown as { addedStyles: string[] }).addedStyles);
  expect(added).toEqual([]);
});

test("a page's code is asked for only once its first content is on screen", async ({ page }) => {
  for (const path of ["/new-arrivals", productPage]) {
    await gotoHydrated(page, path);
    const { firstPaint, firstScript } = await page.evaluate(() => {
      const paint = performance.getEntriesByName("first-contentful-paint")[0];
      const scripts = performance
        .getEntriesByType("resource")
        .filter((entry) => new URL(entry.name).pathname.startsWith("/assets/") && entry.name.endsWith(".js"));
      return {
        firstPaint: paint?.startTime ?? Number.NaN,
        firstScript: Math.min(...scripts.map((entry) => entry.startTime)),
      };
    });
    // Paint timing's time is when the frame was shown, not when the main thread finished it.
    expect(firstPaint, path).toBeGreaterThan(0);
    expect(firstScript, path).toBeGreaterThanOrEqual(firstPaint);
  }
});

test("the shop's icon and manifest are named once the page's main picture is on screen, not before", async ({
  page,
}) => {
  const release = await holdMainPicture(page);
  await page.goto(productPage, { waitUntil: "domcontentloaded" });
  await page.locator("main h1").waitFor();
  // Inert meanwhile (the browser asks for neither), an empty icon in their place (nor for a /favicon.ico).
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute("href", "data:,");
  await expect(page.locator('link[rel="manifest"]')).toHaveCount(0);
  await expect(page.locator('link[rel="rz-icon"]')).toHaveAttribute("href", /^\/assets\/favicon-/);
  release();
  await waitForHydration(page);
  // Turned back before the page hydrates: one icon, the shop's, and the manifest.
  await expect(page.locator('link[rel="icon"]')).toHaveCount(1);
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute("href", /^\/assets\/favicon-/);
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute("href", "/manifest.webmanifest");
  await expect(page.locator('link[rel^="rz-"]')).toHaveCount(0);
});

test("a product's other photos are asked for once its main picture is on screen, not alongside it", async ({
  page,
}) => {
  const release = await holdMainPicture(page);
  const otherPhotos: string[] = [];
  page.on("request", (asked) => {
    if (/\/media\/products\/.+-(back|detail)-\d+\.(webp|avif)$/.test(asked.url()))
      otherPhotos.push(asked.url());
  });
  await page.goto(productPage, { waitUntil: "domcontentloaded" });
  await page.locator("main h1").waitFor();
  const gallery = page.getByRole("list", { name: /images, use the arrow keys/ });
  // Hidden pictures are out of the accessibility tree meanwhile: counted as elements.
  await expect(gallery.locator("img")).toHaveCount(product.variants[0].images.length);
  // The two other photos lie to the right of the first, within the browser's lazy-load margin: held, they
  // are out of layout (their slides keep their size) and not asked for.
  await expect(page.locator("html")).toHaveAttribute("data-pictures-wait", "");
  await expect(gallery.locator("img").nth(1)).toBeHidden();
  const slide = await gallery.locator("li").nth(1).boundingBox();
  expect(slide?.width).toBeGreaterThan(300);
  expect(otherPhotos).toEqual([]);
  release();
  await waitForHydration(page);
  await expect(page.locator("html")).not.toHaveAttribute("data-pictures-wait");
  await expect.poll(() => otherPhotos.length).toBeGreaterThanOrEqual(2);
});

test("the shop's icon is a small picture, kept by the browser (an SVG icon is a document laid out on the main thread)", async ({
  page,
  request,
}) => {
  await gotoHydrated(page, "/new-arrivals");
  const icon = page.locator('link[rel="icon"]');
  await expect(icon).toHaveCount(1);
  const href = (await icon.getAttribute("href")) ?? "";
  const answer = await request.get(href);
  expect(answer.status()).toBe(200);
  expect(answer.headers()["content-type"]).toBe("image/png");
  expect(answer.headers()["cache-control"]).toContain("immutable");
  // It is a picture the browser can show, square, at a tab's size.
  const size = await page.evaluate(async (src) => {
    const image = new Image();
    image.src = src;
    await image.decode();
    return [image.naturalWidth, image.naturalHeight];
  }, href);
  expect(size).toEqual([32, 32]);
});

test("a page of the shop's own words fetches only the core of its typeface; an accented letter fetches the rest", async ({
  page,
}) => {
  const fonts: string[] = [];
  page.on("request", (asked) => {
    if (asked.resourceType() === "font") fonts.push(new URL(asked.url()).pathname);
  });
  await gotoHydrated(page, "/");
  await page.evaluate(() => document.fonts.ready);
  expect(fonts).toEqual([expect.stringMatching(/^\/assets\/outfit-core-wght-[\w-]+\.woff2$/)]);

  // On the next page (where a first visit's text turns to the typeface), a name with an accent (a
  // review's, an address's) is drawn in the shop's letters too, once the extra file has come.
  await page.getByRole("contentinfo").getByRole("link", { name: "New Arrivals" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "New Arrivals" })).toBeVisible();
  await expect(page.locator("html")).not.toHaveAttribute("data-font-wait");
  const extra = page.waitForRequest((asked) => /\/outfit-extra-wght-[\w-]+\.woff2$/.test(asked.url()));
  await page.evaluate(() => {
    const name = document.createElement("p");
    name.textContent = "Zoë’s café";
    document.querySelector("main")?.append(name);
  });
  await extra;
  await expect.poll(() => page.evaluate(() => document.fonts.check("16px Outfit", "ë é"))).toBe(true);
});

test("on a first visit the shop's typeface is asked for once the first screen is painted and shown from the next page on, the text drawn meanwhile in its fallback", async ({
  page,
}) => {
  const release = await holdMainPicture(page);
  const fonts: string[] = [];
  page.on("request", (asked) => {
    if (asked.resourceType() === "font") fonts.push(new URL(asked.url()).pathname);
  });
  await page.goto(productPage, { waitUntil: "domcontentloaded" });
  const title = page.locator("main h1");
  await title.waitFor();
  const family = () => title.evaluate((element) => getComputedStyle(element).fontFamily);
  await expect(page.locator("html")).toHaveAttribute("data-font-wait", "");
  expect(await family()).toMatch(/^"Outfit Fallback"/);
  // Neither preloaded nor asked for by the text.
  await expect(page.locator('link[rel="preload"][as="font"]')).toHaveCount(0);
  expect(fonts).toEqual([]);
  release();
  await waitForHydration(page);
  // Fetched once the page is on screen, and kept for the next page: this one stays as it was laid out.
  await expect.poll(() => page.evaluate(() => document.fonts.check("16px Outfit", "Rangrez"))).toBe(true);
  expect(fonts).toEqual([expect.stringMatching(/^\/assets\/outfit-core-wght-[\w-]+\.woff2$/)]);
  await expect(page.locator("html")).toHaveAttribute("data-font-wait", "");
  expect(await family()).toMatch(/^"Outfit Fallback"/);

  // The next page is drawn in it, with nothing fetched again.
  await page.getByRole("contentinfo").getByRole("link", { name: "New Arrivals" }).click();
  const heading = page.getByRole("heading", { level: 1, name: "New Arrivals" });
  await expect(heading).toBeVisible();
  await expect(page.locator("html")).not.toHaveAttribute("data-font-wait");
  expect(await heading.evaluate((element) => getComputedStyle(element).fontFamily)).toMatch(/^Outfit,/);
  expect(fonts).toHaveLength(1);
});

test("the home page's lower parts are hydrated, and Featured Products asked for, as the shopper scrolls to them", async ({
  page,
}) => {
  const featuredAsked: string[] = [];
  page.on("request", (request) => {
    if (
      request.url().includes(`/product/tags/${FEATURED_TAG}?`) &&
      request.url().includes(`limit=${FEATURED_LIMIT}`)
    )
      featuredAsked.push(request.url());
  });
  await gotoHydrated(page, "/");
  // At the top of the page: Featured Products, screens below, has not been asked for.
  expect(featuredAsked).toEqual([]);
  const trending = page.getByRole("list", { name: "Trending products" });
  const firstCard = trending.getByRole("article").first().getByRole("link").first();
  // In the HTML, but left to the server's markup while it is screens away.
  await expect(firstCard).toBeAttached();
  expect(
    await firstCard.evaluate((node) => Object.keys(node).some((key) => key.startsWith("__reactFiber"))),
  ).toBe(false);
  await firstCard.scrollIntoViewIfNeeded();
  await waitForHydratedNode(firstCard);

  await page.getByRole("heading", { level: 2, name: "Featured Products" }).scrollIntoViewIfNeeded();
  const featured = page.getByRole("list", { name: "Featured Products" });
  // Its page of new arrivals, less what the two grids above show.
  const shownAbove = await page
    .getByRole("list", { name: /^(New arrivals|Trending products)$/ })
    .getByRole("article")
    .evaluateAll((cards) => cards.map((card) => card.getAttribute("aria-label")));
  const listed = productsWithTag(FEATURED_TAG).slice(0, FEATURED_LIMIT);
  await expect(featured.getByRole("article")).toHaveCount(
    listed.filter((product) => !shownAbove.includes(product.name)).length,
  );
  expect(featuredAsked).toHaveLength(1);
  // The arrows scroll the list.
  await page.getByRole("button", { name: "Scroll right" }).click();
  await expect.poll(() => featured.evaluate((list) => list.scrollLeft)).toBeGreaterThan(0);
});

test("a product's similar products are asked for when the shopper nears them", async ({ page }) => {
  const asked: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/similar")) asked.push(request.url());
  });
  await gotoHydrated(page, productPage);
  const similar = page.getByRole("region", { name: "Similar Products" });
  await expect(similar).toBeAttached();
  expect(asked).toEqual([]);
  await similar.scrollIntoViewIfNeeded();
  await expect(similar.getByRole("article").first()).toBeVisible();
  expect(asked).toHaveLength(1);
});

test("a form sent before the page's code has arrived is held, then sent once the page is hydrated", async ({
  page,
}) => {
  // The framework's file is held: the page is painted and can be typed into, but not yet hydrated.
  const release = await holdChunk(page, "framework");
  await page.goto("/contact");
  await page.getByRole("textbox", { name: "Name" }).fill("Meera Shah");
  await page.getByRole("button", { name: "Send Message" }).click();
  // Not sent away as a plain form: the page and what was typed stay.
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByRole("textbox", { name: "Name" })).toHaveValue("Meera Shah");
  expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
  // Once hydrated, the press counts: the form checks its fields (the email is still missing).
  release();
  await waitForHydration(page);
  await expect(page.getByText("Please enter your email address.")).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Name" })).toHaveValue("Meera Shah");
});

test("a form filled in and sent before the page's code has arrived is sent whole once the page is hydrated", async ({
  page,
}) => {
  const release = await holdChunk(page, "framework");
  await page.goto("/contact");
  const stamp = Date.now();
  await page.getByRole("textbox", { name: "Name" }).fill("Meera Shah");
  await page.getByRole("textbox", { name: "Email" }).fill(`meera.${stamp}@example.in`);
  await page.getByRole("textbox", { name: "Message" }).fill(`Sent before hydration (e2e ${stamp})`);
  await page.getByRole("button", { name: "Send Message" }).click();
  expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
  const sent = page.waitForRequest((request) => request.url().endsWith("/api/v1/contact/submit"));
  release();
  // What was typed is what is sent, and the shopper is thanked.
  expect((await sent).postDataJSON()).toMatchObject({
    name: "Meera Shah",
    email: `meera.${stamp}@example.in`,
    message: `Sent before hydration (e2e ${stamp})`,
  });
  await expect(page.getByText("Thank you for your message. We will get back to you soon!")).toBeVisible();
});

test("a reloaded page opens where the shopper left it; a new page reads no saved position before it paints", async ({
  page,
}) => {
  // Every read of the saved scroll positions while the HTML is parsed, before any of the page's code has
  // run (the inline script of src/app/ScrollRestorationScript.tsx).
  await page.addInitScript(() => {
    const reads: number[] = [];
    (window as unknown as { earlyReads: number[] }).earlyReads = reads;
    const getItem = Storage.prototype.getItem;
    Storage.prototype.getItem = function (key: string) {
      if (key === "react-router-scroll-positions" && document.readyState === "loading") {
        reads.push(window.scrollY);
      }
      return getItem.call(this, key);
    };
  });
  // Every write of the history state once the HTML is parsed (the router's start included).
  await page.addInitScript(() => {
    const writes: unknown[] = [];
    (window as unknown as { lateStateWrites: unknown[] }).lateStateWrites = writes;
    const replaceState = History.prototype.replaceState;
    History.prototype.replaceState = function (data: unknown, unused: string, url?: string | URL | null) {
      if (document.readyState !== "loading") writes.push(data);
      return replaceState.call(this, data, unused, url);
    };
  });
  await gotoHydrated(page, "/new-arrivals");
  const earlyReads = () => page.evaluate(() => (window as unknown as { earlyReads: number[] }).earlyReads);
  expect(await earlyReads()).toEqual([]);
  // The new history entry got the key its position is saved under, and the router's index, so the
  // router did not write the state again as it started.
  expect(await page.evaluate(() => window.history.state)).toEqual({ key: expect.any(String), idx: 0 });
  expect(
    await page.evaluate(() => (window as unknown as { lateStateWrites: unknown[] }).lateStateWrites),
  ).toEqual([]);

  await page.evaluate(() => window.scrollTo(0, 900));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(900);
  await page.reload();
  await waitForHydration(page);
  // Read once, while the HTML was parsed, and scrolled there.
  expect(await earlyReads()).toHaveLength(1);
  expect(await page.evaluate(() => window.scrollY)).toBe(900);
  await expect(page.getByRole("heading", { level: 1 })).not.toBeInViewport();
});
