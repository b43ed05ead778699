import { FEATURED_LIMIT, FEATURED_TAG } from "../../src/features/home/featuredListing";
import { expect, type Page, test } from "./guardedTest";
import { holdChunk } from "./heldChunk";
import { gotoHydrated } from "./hydrated";
import { scrollThrough } from "./scrollThrough";

/** The names of the cards in the list named `name`, as the page shows them. */
const cardNames = (page: Page, name: string) =>
  page
    .getByRole("list", { name })
    .getByRole("article")
    .evaluateAll((cards) => cards.map((card) => card.getAttribute("aria-label") ?? ""));

/** Scrolls to Featured Products (asked for as the shopper nears it) and answers its cards' names once all
 * are drawn: the server's page of new arrivals without what the two grids above show. */
async function featuredNames(page: Page, shownAbove: readonly string[]): Promise<string[]> {
  const answer = await page.request.get(
    `/api/v1/product/tags/${FEATURED_TAG}?page=1&limit=${FEATURED_LIMIT}`,
  );
  const listed: string[] = (await answer.json()).data.data.data.products.map((p: { name: string }) => p.name);
  const expected = listed.filter((name) => !shownAbove.includes(name));
  await page.getByRole("heading", { level: 2, name: "Featured Products" }).scrollIntoViewIfNeeded();
  await expect(page.getByRole("list", { name: "Featured Products" }).getByRole("article")).toHaveCount(
    expected.length,
  );
  return cardNames(page, "Featured Products");
}

test("the home page shows all its sections with real data", async ({ page }) => {
  const consoleErrors: string[] = [];
  const failedRequests: string[] = [];
  page.on("console", (message) => {
    // A guest is a normal state: the session check answers 200, so no failed load is logged either.
    if (message.type() === "error") consoleErrors.push(message.text());
  });
  page.on("response", (r) => {
    if (r.status() >= 400) failedRequests.push(r.url());
  });
  const response = await gotoHydrated(page, "/");
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(/Men's Clothing/);

  // Hero (image mode: the seeded video config has no usable paths), once.
  await expect(page.getByTestId("hero-banner")).toHaveCount(1);
  await expect(page.getByTestId("hero-banner").locator("img")).toBeVisible();
  // The home banner carousel.
  const carousel = page.getByRole("region", { name: "Offers and collections" });
  await expect(carousel).toHaveAttribute("aria-roledescription", "carousel");
  await expect(carousel.getByRole("group", { name: /^Slide 1 of \d+$/ })).toBeVisible();

  const main = page.locator("main");
  for (const name of ["Shop by Category", "New Arrivals", "Trending", "Featured Products"]) {
    await expect(main.getByRole("heading", { level: 2, name, exact: true })).toBeVisible();
  }
  await expect(page.getByRole("link", { name: "T-Shirts", exact: true })).toHaveAttribute("href", "/tshirts");
  await expect(page.getByRole("list", { name: "New arrivals" }).getByRole("article")).toHaveCount(8);
  await expect(page.getByRole("list", { name: "Trending products" }).getByRole("article")).toHaveCount(8);
  await expect(page.getByRole("link", { name: /^Design Your Own / })).toHaveAttribute("href", "/customized");
  // Where the hero used to come again: the trending banner, leading to Trending.
  const trendingBanner = page.getByRole("region", { name: "Trending now" });
  await expect(trendingBanner.getByRole("link", { name: /^Trending Now / })).toHaveAttribute(
    "href",
    "/trending",
  );
  // Featured Products is asked for as the shopper nears it: new arrivals the grids do not show.
  const above = [...(await cardNames(page, "New arrivals")), ...(await cardNames(page, "Trending products"))];
  expect((await featuredNames(page, above)).length).toBeGreaterThan(0);

  const promo = page.getByRole("heading", { level: 2, name: /Trending Oversized T-Shirts, Hoodies/ });
  await expect(promo).toBeVisible();
  // Hydration went cleanly: no mismatch or other error reported.
  expect(consoleErrors).toEqual([]);
  expect(failedRequests).toEqual([]);

  await page.getByRole("link", { name: "Shop Now", exact: true }).click();
  await expect(page).toHaveURL(/\/trending$/);
});

test("New Arrivals, Trending and Featured show different products, chosen from the server's listings", async ({
  page,
}) => {
  const listed = async (tag: string, limit: number): Promise<string[]> => {
    const answer = await page.request.get(`/api/v1/product/tags/${tag}?page=1&limit=${limit}`);
    return (await answer.json()).data.data.data.products.map((p: { name: string }) => p.name);
  };
  await gotoHydrated(page, "/");
  const newArrivals = await cardNames(page, "New arrivals");
  const trending = await cardNames(page, "Trending products");
  // The newest eight new arrivals; the first eight trending products that are not among them.
  expect(newArrivals).toEqual((await listed("newarrival", 8)).slice(0, 8));
  const trendingListed = await listed("trending", 16);
  expect(trendingListed.slice(0, 8).some((name) => newArrivals.includes(name))).toBe(true);
  expect(trending).toEqual(trendingListed.filter((name) => !newArrivals.includes(name)).slice(0, 8));
  const featured = await featuredNames(page, [...newArrivals, ...trending]);
  expect(featured.length).toBeGreaterThan(0);
  const all = [...newArrivals, ...trending, ...featured];
  expect(new Set(all).size).toBe(all.length);
  // The same data, the same page.
  await gotoHydrated(page, "/");
  expect(await cardNames(page, "Trending products")).toEqual(trending);
});

test("the first HTML already holds the products, the meta description and Organization JSON-LD", async ({
  request,
}) => {
  const response = await request.get("/");
  expect(response.status()).toBe(200);
  const html = await response.text();
  // New Arrivals and Trending grids (8 each), server-rendered; Featured Products' heading is there, its
  // cards are asked for as the shopper nears them (tests/e2e/page-start.spec.ts).
  expect((html.match(/<article/g) ?? []).length).toBe(16);
  expect(html).toContain("Shop by Category");
  expect(html).toContain("Featured Products");
  // The grids lie below the hero and the offers: their pictures load as the shopper nears them, never
  // ahead of the hero's.
  const productPictures = html.match(/<img[^>]*\/media\/products\/[^>]*>/g) ?? [];
  expect(productPictures.length).toBeGreaterThanOrEqual(16);
  for (const picture of productPictures) expect(picture).toContain('loading="lazy"');
  // The hero's banner image is in the HTML too, with its mobile source.
  expect(html).toMatch(/<source media="\(max-width: 639px\)" srcSet="\/media\/banners\/[^"]+-mobile\.webp"/);

  const description = html.match(/<meta name="description" content="([^"]+)"/)?.[1] ?? "";
  for (const word of ["T-shirts", "joggers", "jeans", "COD", "7-day returns", "across India"]) {
    expect(description).toContain(word);
  }

  const jsonLd = html.match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/)?.[1];
  expect(jsonLd).toBeDefined();
  const organization = JSON.parse(jsonLd ?? "{}");
  expect(organization["@type"]).toBe("Organization");
  expect(organization.name).toBe("Rangrez");
  // The shop's public origin (PUBLIC_URL, the default for local runs), never a made-up or Host-given one.
  expect(organization.url).toBe(new URL("/", response.url()).href);
  expect(organization.email).toMatch(/@/);
  expect(organization.address.addressCountry).toBe("IN");
  expect(organization.sameAs.length).toBeGreaterThan(0);
});

test("the first HTML names the seeded products", async ({ request, page }) => {
  // The names the API returns for the first new arrivals are in the server's HTML before any script runs.
  const listing = await request.get("/api/v1/product/tags/newarrival?page=1&limit=8");
  const names: string[] = (await listing.json()).data.data.data.products.map((p: { name: string }) => p.name);
  expect(names).toHaveLength(8);
  const html = await (await request.get("/")).text();
  for (const name of names) expect(html).toContain(name.replace(/&/g, "&amp;").replace(/'/g, "&#x27;"));
  // And the browser asks for no listing of its own after hydration.
  const listingCalls: string[] = [];
  page.on("request", (r) => {
    if (r.url().includes("/api/v1/product/tags/")) listingCalls.push(r.url());
  });
  await gotoHydrated(page, "/");
  expect(listingCalls).toEqual([]);
});

test("the head preloads the hero's art for each width with high priority, and a wide screen fetches only its own", async ({
  page,
  request,
}) => {
  const html = await (await request.get("/")).text();
  const head = html.slice(0, html.indexOf("</head>"));
  const preloadOf = (file: string) =>
    head.match(new RegExp(`<link rel="preload" href="/media/banners/${file}"[^>]*>`))?.[0] ?? "";
  const mobile = preloadOf("new-drops-mobile.webp");
  const desktop = preloadOf("new-drops-desktop.webp");
  expect(mobile).toContain('media="(max-width: 639px)"');
  expect(desktop).toContain('media="not all and (max-width: 639px)"');
  for (const link of [mobile, desktop]) {
    expect(link).toContain('as="image"');
    expect(link).toContain('fetchPriority="high"');
    // Asked for before the stylesheet, which the browser would otherwise fetch first.
    expect(head.indexOf(link)).toBeLessThan(head.indexOf('rel="stylesheet"'));
  }

  const mobileArt: string[] = [];
  page.on("request", (r) => {
    if (/\/media\/banners\/[^/]*-mobile\./.test(r.url())) mobileArt.push(r.url());
  });
  await gotoHydrated(page, "/");
  const hero = page.getByTestId("hero-banner");
  expect(await hero.locator("img").evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(
    /new-drops-desktop\.webp$/,
  );
  expect(mobileArt).toEqual([]);
});

test("the category paths redirect to the Upper Wear tabs", async ({ request }) => {
  for (const [path, target] of [
    ["/men", "/upper-wear"],
    ["/tshirts", "/upper-wear?tab=tshirt"],
    ["/sweatshirts", "/upper-wear?tab=hoodie"],
  ] as const) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(302);
    expect(response.headers().location, path).toBe(target);
  }
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the hero takes its phone picture's shape and the banners show their mobile art, fetching no desktop art", async ({
    page,
  }) => {
    const desktopArt: string[] = [];
    page.on("request", (request) => {
      if (/\/media\/banners\/[^/]*-desktop\./.test(request.url())) desktopArt.push(request.url());
    });
    const consoleErrors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error" && !message.text().startsWith("Failed to load resource")) {
        consoleErrors.push(message.text());
      }
    });
    await gotoHydrated(page, "/");
    const hero = page.getByTestId("hero-banner");
    // 4∶5 at 390 px: 487.5 px, the picture filling it (no band under it).
    expect((await hero.boundingBox())?.height).toBeCloseTo(487.5, 0);
    expect((await hero.locator("img").boundingBox())?.height).toBeCloseTo(487.5, 0);
    // The <picture> picks the mobile image straight from the server's HTML.
    expect(await hero.locator("img").evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(
      /-mobile\.webp$/,
    );
    // The carousel of the mobile list is the one displayed, from the server's HTML on.
    const slide = page.getByRole("region", { name: "Offers and collections" }).getByRole("group");
    await expect(slide.locator("img")).toHaveAttribute("src", /-mobile\.webp$/);
    expect(await slide.locator("img").evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(
      /-mobile\.webp$/,
    );
    // Scrolled through, everything that asked for answered, the page has still asked for no picture made
    // for wide screens.
    await scrollThrough(page);
    expect(desktopArt).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  test("the hero's words and Shop Now are text in the server's HTML, and the first products are one screen down", async ({
    page,
    request,
  }) => {
    // Before any script: the heading and the link are in the page as sent.
    const html = await (await request.get("/")).text();
    expect(html).toMatch(/<h2[^>]*>New Drops Every Month<\/h2>/);
    const shopNow = html.match(/<a[^>]*aria-label="Shop Now: New Drops Every Month"[^>]*>Shop Now<\/a>/)?.[0];
    expect(shopNow).toContain('href="/new-arrivals"');

    await gotoHydrated(page, "/");
    const hero = page.getByTestId("hero-banner");
    await expect(hero.getByRole("heading", { name: "New Drops Every Month" })).toBeVisible();
    await hero.getByRole("link", { name: "Shop Now: New Drops Every Month" }).click();
    await expect(page).toHaveURL(/\/new-arrivals$/);
    await expect(page.getByRole("heading", { level: 1, name: "New Arrivals" })).toBeVisible();

    // Back home: after one screen of scrolling the first new arrival is in view.
    await gotoHydrated(page, "/");
    await page.evaluate(() => window.scrollTo(0, window.innerHeight));
    const firstCard = page.getByRole("list", { name: "New arrivals" }).getByRole("article").first();
    await expect(firstCard).toBeInViewport();
    // The category tiles are one row scrolling sideways here, every tile a link.
    const tiles = page.locator("#home-categories").locator("..").getByRole("link");
    await expect(tiles).toHaveCount(8);
    const rows = new Set(
      await tiles.evaluateAll((links) => links.map((l) => Math.round(l.getBoundingClientRect().top))),
    );
    expect(rows.size).toBe(1);
  });

  test("the menu's code comes on first opening: a spinner while it is on its way, then the menu, focus inside", async ({
    page,
  }) => {
    const release = await holdChunk(page, "MobileMenu");
    await gotoHydrated(page, "/");
    const opener = page.getByRole("button", { name: "Open menu" });
    await opener.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("progressbar", { name: "Loading menu" })).toBeVisible();
    release();
    const menu = page.getByRole("dialog", { name: "Menu" });
    await expect(menu).toBeVisible();
    await expect(page.getByRole("progressbar", { name: "Loading menu" })).toHaveCount(0);
    await expect(menu.getByRole("link", { name: "Trending" })).toBeVisible();
    expect(await menu.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    await page.keyboard.press("Escape");
    await expect(menu).toHaveCount(0);
    await expect(opener).toBeFocused();
  });
});
