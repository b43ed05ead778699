import { expect, type Page, test } from "./guardedTest";
import { holdChunk } from "./heldChunk";
import { axeViolations } from "./axe";
import { scrollThrough } from "./scrollThrough";
import { gotoHydrated, waitForSettled } from "./hydrated";

/** The search calls the page makes from now on. */
function recordSearches(page: Page): string[] {
  const searches: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/api/v1/product/search")) searches.push(request.url());
  });
  return searches;
}

test("search with a typo ('hoddie') finds a hoodie, chosen by keyboard it opens the product", async ({
  page,
}) => {
  const searches = recordSearches(page);
  await gotoHydrated(page, "/new-arrivals");

  const box = page.getByRole("combobox", { name: "Search products" });
  await box.click();
  await box.pressSequentially("hoddie", { delay: 40 });
  await expect(page.getByText("Searching...")).toBeVisible();

  // Real results from the server's full-text + trigram search (not sample data).
  const results = page.locator('[role="listbox"] [role="option"][data-key]');
  await expect(results.first()).toBeVisible({ timeout: 10_000 });
  const names = await results.allTextContents();
  const index = names.findIndex((name) => /hoodie/i.test(name));
  expect(index, `a hoodie among ${JSON.stringify(names)}`).toBeGreaterThanOrEqual(0);
  // One debounced call for the whole word, not one per keystroke.
  expect(searches).toHaveLength(1);
  expect(new URL(searches[0]).searchParams.get("q")).toBe("hoddie");

  const key = await results.nth(index).getAttribute("data-key");
  expect(key).toMatch(/^[^/]+\/[^/]+$/);
  for (let i = 0; i <= index; i += 1) await box.press("ArrowDown");
  await expect(results.nth(index)).toHaveAttribute("data-focused", "true");
  await box.press("Enter");

  await expect(page).toHaveURL(new RegExp(`/display/${key}$`));
  await expect(box).toHaveValue("");
});

test("what is typed before the search's code has arrived stays, keeps the focus and is searched once", async ({
  page,
}) => {
  const searches = recordSearches(page);
  // Hold the combobox's chunk (fetched on first focus) until the shopper has typed.
  const release = await holdChunk(page, "ProductSearch");
  await gotoHydrated(page, "/new-arrivals");

  const box = page.getByRole("combobox", { name: "Search products" });
  await box.click();
  await page.keyboard.type("hoddie");
  await expect(box).toHaveValue("hoddie");
  await expect(page.getByRole("listbox")).toHaveCount(0);

  release();
  const results = page.locator('[role="listbox"] [role="option"][data-key]');
  await expect(results.first()).toBeVisible({ timeout: 10_000 });
  await expect(box).toHaveValue("hoddie");
  await expect(box).toBeFocused();
  expect(searches).toHaveLength(1);
  expect(new URL(searches[0]).searchParams.get("q")).toBe("hoddie");
  await box.press("End");
  await page.keyboard.type("s");
  await expect(box).toHaveValue("hoddies");
});

/** What the server's search answers for `q`, in order: the results page must show the same matches. */
async function searchAnswer(page: Page, q: string) {
  const response = await page.request.get(`/api/v1/product/search?q=${encodeURIComponent(q)}&limit=20`);
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as {
    data: { results: { productId: string; variantId: string; name: string }[]; totalCount: number };
  };
  return body.data;
}

const cards = (page: Page) => page.getByRole("list", { name: "Search results" }).getByRole("article");

test("'black tee' and Enter open the results page; View More reaches the 9th match, which opens", async ({
  page,
}) => {
  const expected = await searchAnswer(page, "black tee");
  expect(expected.totalCount).toBeGreaterThan(8);
  await gotoHydrated(page, "/new-arrivals");

  const box = page.getByRole("combobox", { name: "Search products" });
  await box.click();
  // One focus ring: the field's, none of the input inside it, once the combobox has taken the stand-in's
  // place (on a loaded machine the click can land while the two are being swapped).
  const rings = () =>
    box.evaluate((input: HTMLElement) => {
      const outlined: string[] = [];
      for (let e: HTMLElement | null = input; e && e.tagName !== "FORM"; e = e.parentElement) {
        if (getComputedStyle(e).outlineStyle !== "none") outlined.push(e.tagName);
      }
      return outlined;
    });
  await expect.poll(rings).toEqual(["DIV"]);
  await box.pressSequentially("black tee", { delay: 40 });
  await box.press("Enter");

  await expect(page).toHaveURL(/\/search\?q=black\+tee$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    `${expected.totalCount} results for “black tee”`,
  );
  await expect(page).toHaveTitle("Search results for “black tee” | Rangrez");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await expect(box).toHaveValue("black tee");
  await expect(cards(page)).toHaveCount(8);
  expect(await cards(page).evaluateAll((all) => all.map((card) => card.getAttribute("aria-label")))).toEqual(
    expected.results.slice(0, 8).map((r) => r.name),
  );

  // By keyboard: View More, then the 9th card's link.
  const more = page.getByRole("button", { name: "View More" });
  await more.focus();
  await page.keyboard.press("Enter");
  await expect(cards(page)).toHaveCount(Math.min(expected.totalCount, 16));
  const ninth = expected.results[8];
  const card = cards(page).nth(8);
  await expect(card).toHaveAttribute("aria-label", ninth.name);
  await card.getByRole("link", { name: ninth.name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/display/${ninth.productId}/${ninth.variantId}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(ninth.name);
});

test("on a phone, 'kurta' finds nothing: the page offers categories, searches and products whose links work", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await gotoHydrated(page, "/");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  const box = page.getByRole("combobox", { name: "Search products" });
  await expect(box).toBeFocused();
  await box.pressSequentially("kurta", { delay: 40 });
  await box.press("Enter");

  await expect(page).toHaveURL(/\/search\?q=kurta$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("No results for “kurta”");

  // A category opens its listing, with products.
  await page.getByRole("region", { name: "Shop by category" }).getByRole("link", { name: "Hoodies" }).click();
  await expect(page).toHaveURL(/\/upper-wear\?tab=hoodie$/);
  await expect(page.getByRole("article").first()).toBeVisible();
  await page.goBack();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("No results for “kurta”");

  // Every suggested search finds something; the first opens its results.
  const suggestions = page.getByRole("region", { name: "Try searching for" }).getByRole("link");
  const searches = await suggestions.allTextContents();
  expect(searches.length).toBeGreaterThan(0);
  for (const search of searches)
    expect((await searchAnswer(page, search)).totalCount, search).toBeGreaterThan(0);
  await suggestions.first().click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    new RegExp(`results? for “${searches[0]}”$`),
  );
  await expect(cards(page).first()).toBeVisible();
  await page.goBack();

  // A trending product opens.
  const trending = page.getByRole("region", { name: "Trending now" }).getByRole("article").first();
  const name = await trending.getAttribute("aria-label");
  await trending.getByRole("link", { name: name ?? "", exact: true }).click();
  await expect(page).toHaveURL(/\/display\/[^/]+\/[^/]+$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name ?? "");
});

test("without JavaScript, Enter in the header's box opens the server-rendered results page", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.goto("/new-arrivals");
    const box = page.getByRole("combobox", { name: "Search products" });
    await box.fill("black tee");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/search\?q=black\+tee$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^\d+ results for “black tee”$/);
    await expect(cards(page)).toHaveCount(8);
  } finally {
    await context.close();
  }
});

// As the other pages a shopper meets (pages-axe.spec.ts): composed with the shell and real data, as the
// server sends them and after hydration, at a phone's width and a desktop's.
for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ bypassCSP: true, viewport: { width, height: 900 } });

    test("the search pages pass axe: results, nothing found, nothing typed", async ({ page }) => {
      for (const url of ["/search?q=black+tee", "/search?q=kurta", "/search"]) {
        await page.goto(url);
        await waitForSettled(page);
        await scrollThrough(page);
        expect(await axeViolations(page), url).toEqual([]);
      }
    });
  });
}
