import { expect, type Page, test } from "./guardedTest";
import { gotoHydrated, waitForSettled } from "./hydrated";
import { askToSaveData } from "./saveData";

// Next pages fetched ahead on the shopper's intent (docs/decisions/prefetching-next-pages.md).

const PRODUCT_API = /\/api\/v1\/product\/product\/[^/?]+/;
const PRODUCT_PAGE_DATA = /\/display\/[^?]+\.data/;

/** The listing's first product card, its name and the link that opens it. */
async function firstCard(page: Page) {
  const card = page.locator("main article").first();
  const name = (await card.getByRole("heading").textContent())?.trim() ?? "";
  return { name, link: card.getByRole("link", { name, exact: true }) };
}

/** Every request the page makes to the shop from now on, by URL. */
function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on("request", (request) => urls.push(request.url()));
  return urls;
}

test("a hovered product card is fetched ahead, so opening it asks the server for nothing more", async ({
  page,
}) => {
  await gotoHydrated(page, "/new-arrivals");
  const { name, link } = await firstCard(page);

  const productData = page.waitForResponse((response) => PRODUCT_API.test(response.url()));
  await link.hover();
  expect((await productData).ok()).toBe(true);
  // The route's code too, before any click.
  await expect
    .poll(() => page.evaluate(() => Boolean(window.__reactRouterManifest?.routes["routes/product"])))
    .toBe(true);

  const afterClick = recordRequests(page);
  await link.click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  const asked = afterClick.filter((url) => PRODUCT_API.test(url) || PRODUCT_PAGE_DATA.test(url));
  expect(asked).toEqual([]);
  // What the page shows below the first screen comes right after it.
  await expect(page.getByRole("heading", { name: "Similar Products" })).toBeVisible();
});

test("with Save-Data on, nothing is fetched ahead: the product opens from the server", async ({ page }) => {
  await askToSaveData(page);
  const requests = recordRequests(page);
  await gotoHydrated(page, "/new-arrivals");
  await waitForSettled(page);
  const { name, link } = await firstCard(page);
  await link.hover();
  await link.focus();
  await expect(link).toHaveAttribute("data-hovered", "true");
  await link.click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  // The page's data came with the navigation, as React Router asks for it; no call went ahead of it.
  expect(requests.filter((url) => PRODUCT_PAGE_DATA.test(url))).toHaveLength(1);
  expect(requests.filter((url) => PRODUCT_API.test(url))).toEqual([]);
});

test("before the page's script runs, browsers with Speculation Rules may fetch a product on intent; after, the rules are gone", async ({
  request,
  page,
}) => {
  const html = await (await request.get("/new-arrivals")).text();
  expect(html).toMatch(/<script type="speculationrules"[^>]*>[^<]*\/display\/\*/);
  await gotoHydrated(page, "/new-arrivals");
  await expect(page.locator('script[type="speculationrules"]')).toHaveCount(0);
});

test("a product opened from a listing draws its picture, name and price first, and its purchase panel a frame later", async ({
  page,
}) => {
  await gotoHydrated(page, "/new-arrivals");
  const { name, link } = await firstCard(page);
  // What the page held when its name first appeared, seen by an observer that runs before any paint.
  await page.evaluate(() => {
    const seen = new MutationObserver(() => {
      if (!document.querySelector("h1#product-name")) return;
      seen.disconnect();
      const product = document.querySelector("article[aria-labelledby='product-name']");
      const buttons = [...(product?.querySelectorAll("button") ?? [])];
      Object.assign(window, {
        firstScreen: {
          price: product?.textContent?.includes("₹") ?? false,
          addToCart: buttons.some((button) => button.textContent?.includes("Add to Cart")),
        },
      });
    });
    seen.observe(document.body, { childList: true, subtree: true });
  });
  await link.click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { firstScreen: unknown }).firstScreen)).toEqual({
    price: true,
    addToCart: false,
  });
  // The frame after, the panel is there and works.
  await expect(page.getByRole("button", { name: "Add to Cart" })).toBeVisible();
  await expect(page.getByRole("radiogroup", { name: "Size" })).toBeVisible();
});

test("Back to a product opened from a listing returns the shopper to where they were on it, not a frame-late column further on", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await gotoHydrated(page, "/new-arrivals");
  const { name, link } = await firstCard(page);
  await link.click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  const similar = page.getByRole("region", { name: "Similar Products" });
  await similar.scrollIntoViewIfNeeded();
  await expect(similar.getByRole("article").first()).toBeVisible();
  // Left from where the shopper is (the header's bag, without scrolling to it).
  const left = await page.evaluate(() => {
    const y = scrollY;
    document.querySelector<HTMLAnchorElement>('header a[href="/cart"]')?.click();
    return y;
  });
  expect(left).toBeGreaterThan(1000);
  await expect(page).toHaveURL(/\/cart$/);
  await page.goBack();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  // Where they were, give or take a line (the parts further down keep their estimated heights until
  // their code and data are in; a column drawn a frame late put them a screen and a half further on).
  const near = async () => Math.abs((await page.evaluate(() => scrollY)) - left) < 80;
  await expect.poll(near).toBe(true);
  // And there it stays, two frames on.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  expect(await near()).toBe(true);
});
