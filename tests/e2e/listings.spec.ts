import { expect, type Page, test } from "./guardedTest";
import { banners, catalogue, type Product, type Size } from "../../mocks/fixtures";
import { gotoHydrated, waitForHydration } from "./hydrated";

// The server is seeded from the same fixtures, so what a shopper should see can be computed here.
const SIZES: Size[] = ["S", "M", "L", "XL", "XXL"];
const TSHIRT_SLUGS = ["t-shirt", "oversize-t-shirt", "regular-t-shirt"];

function newestFirst(a: Product, b: Product) {
  if (a.createdAt !== b.createdAt) return a.createdAt < b.createdAt ? 1 : -1;
  return a._id < b._id ? 1 : -1;
}
const inStock = (p: Product, size: Size) =>
  p.variants.some((v) => v.sizes.some((s) => s.size === size && s.stock > 0));

/** The paths of the scripts the page asks for from now on, as it asks for them. */
function scriptsRequested(page: Page): string[] {
  const paths: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") paths.push(new URL(request.url()).pathname);
  });
  return paths;
}

const tshirts = catalogue
  .filter((p) => p.category === "upperwear" && TSHIRT_SLUGS.includes(p.subCategory))
  .sort(newestFirst);
// The size that narrows the Tshirt tab the most while still listing something.
const size = SIZES.map((s) => ({ s, n: tshirts.filter((p) => inStock(p, s)).length }))
  .filter(({ n }) => n > 0 && n < tshirts.length)
  .sort((a, b) => a.n - b.n)[0].s;
const narrowed = tshirts.filter((p) => inStock(p, size));

const cardNames = (page: Page) =>
  page.getByRole("article").evaluateAll((cards) => cards.map((c) => c.getAttribute("aria-label")));

test("Upper Wear: a category plus a size filter narrows the list, lives in the URL and survives a reload", async ({
  page,
}) => {
  await gotoHydrated(page, "/upper-wear");
  await expect(page.getByRole("article")).toHaveCount(8);

  await page
    .getByRole("navigation", { name: "Upper wear categories" })
    .getByRole("link", { name: "T-Shirts", exact: true })
    .click();
  await expect(page).toHaveURL(/\/upper-wear\?tab=tshirt$/);
  await expect(page.getByText(`${tshirts.length} products`, { exact: true })).toBeVisible();

  await page.getByRole("button", { name: "Filters", exact: true }).click();
  await page.getByRole("checkbox", { name: size, exact: true }).click({ force: true });
  await expect(page).toHaveURL(new RegExp(`/upper-wear\\?tab=tshirt&size=${size}$`));
  await expect(page.getByText(`${narrowed.length} products`, { exact: true })).toBeVisible();
  const expectedNames = narrowed.slice(0, 8).map((p) => p.name);
  await expect.poll(() => cardNames(page)).toEqual(expectedNames);
  // Every listed product has stock in the chosen size.
  for (const name of await cardNames(page)) {
    const product = catalogue.find((p) => p.name === name);
    expect(product && inStock(product, size)).toBe(true);
  }

  // A reload shows the same tab, filter and list, rendered by the server.
  const listingCalls: string[] = [];
  page.on("request", (r) => {
    if (r.url().includes("/api/v1/product/")) listingCalls.push(r.url());
  });
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByRole("link", { name: "T-Shirts", exact: true })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await page.getByRole("button", { name: "Filters (1)", exact: true }).click();
  await expect(page.getByRole("checkbox", { name: size, exact: true })).toBeChecked();
  await expect.poll(() => cardNames(page)).toEqual(expectedNames);
  expect(listingCalls).toEqual([]);

  // Back undoes the filter.
  await page.goBack();
  await expect(page).toHaveURL(/\/upper-wear\?tab=tshirt$/);
  await expect(page.getByText(`${tshirts.length} products`, { exact: true })).toBeVisible();
});

test("Upper Wear's categories are links that work before the page's code runs", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.goto(`/upper-wear?size=${size}`);
    await page.getByRole("link", { name: "T-Shirts", exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/upper-wear\\?size=${size}&tab=tshirt$`));
    await expect(page.getByRole("link", { name: "T-Shirts", exact: true })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(page.getByText(`${narrowed.length} products`, { exact: true })).toBeVisible();
  } finally {
    await context.close();
  }
});

test("on a phone the sheet's filters narrow a server-rendered listing; the inline filters (fetched only once opened) agree when the window widens", async ({
  page,
}) => {
  const scripts = scriptsRequested(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await gotoHydrated(page, "/upper-wear?tab=tshirt");
  await expect(page.getByText(`${tshirts.length} products`, { exact: true })).toBeVisible();
  // The inline filters are hidden on a phone: their code is not fetched until the sheet needs it.
  expect(scripts.filter((path) => /\/FilterGroups-/.test(path))).toEqual([]);
  await page.getByRole("button", { name: "Filters", exact: true }).click();
  const sheet = page.getByRole("dialog");
  await sheet.getByRole("checkbox", { name: size, exact: true }).click({ force: true });
  await expect(page).toHaveURL(new RegExp(`/upper-wear\\?tab=tshirt&size=${size}$`));
  await expect(page.getByText(`${narrowed.length} products`, { exact: true }).first()).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(sheet).toHaveCount(0);

  await page.setViewportSize({ width: 1000, height: 800 });
  const inline = page.getByRole("region", { name: "Sort and filter" });
  await inline.getByRole("button", { name: "Filters (1)", exact: true }).click();
  await expect(inline.getByRole("checkbox", { name: size, exact: true })).toBeChecked();
  // And it works: clearing the size there lists every T-shirt again.
  await inline.getByRole("checkbox", { name: size, exact: true }).click({ force: true });
  await expect(page).toHaveURL(/\/upper-wear\?tab=tshirt$/);
  await expect(page.getByText(`${tshirts.length} products`, { exact: true })).toBeVisible();
});

test("on a wide screen a listing reached by a link arrives with its inline filters working", async ({
  page,
}) => {
  const scripts = scriptsRequested(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await gotoHydrated(page, "/");
  expect(scripts.filter((path) => /\/FilterGroups-/.test(path))).toEqual([]);
  await page.getByRole("banner").getByRole("link", { name: "Upper Wear", exact: true }).click();
  await expect(page).toHaveURL(/\/upper-wear$/);
  // The route fetched the filters' code with its data, before the page changed: they open at once.
  expect(scripts.filter((path) => /\/FilterGroups-/.test(path))).toHaveLength(1);
  const inline = page.getByRole("region", { name: "Sort and filter" });
  await inline.getByRole("button", { name: "Filters", exact: true }).click();
  await inline.getByRole("checkbox", { name: size, exact: true }).click({ force: true });
  await expect(page).toHaveURL(new RegExp(`/upper-wear\\?size=${size}$`));
});

test("the server's HTML of a filtered Upper Wear URL holds the narrowed list and ItemList JSON-LD", async ({
  request,
}) => {
  const response = await request.get(`/upper-wear?tab=tshirt&size=${size}`);
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect((html.match(/<article/g) ?? []).length).toBe(Math.min(8, narrowed.length));
  expect(html).toContain(`${narrowed.length} products`);
  const ld = html.match(/<script type="application\/ld\+json">(.*?)<\/script>/s);
  expect(ld).not.toBeNull();
  const itemList = JSON.parse(ld?.[1] ?? "{}");
  expect(itemList["@type"]).toBe("ItemList");
  // The card opens the first variant with stock in the chosen size.
  const shown = narrowed[0].variants.find((v) => v.sizes.some((s) => s.size === size && s.stock > 0));
  expect(itemList.itemListElement[0].url).toContain(`/display/${narrowed[0]._id}/${shown?._id}`);
});

test("a min price above the max is kept as given and lists nothing, saying why, from the server's HTML on", async ({
  page,
}) => {
  const refused: string[] = [];
  page.on("response", (response) => {
    if (response.status() >= 400) refused.push(`${response.status()} ${response.url()}`);
  });
  const response = await gotoHydrated(page, "/upper-wear?tab=tshirt&minPrice=2000&maxPrice=500");
  expect(response?.status()).toBe(200);
  const html = (await response?.text()) ?? "";
  expect(html).toContain("No products can match this price range.");
  expect((html.match(/<article/g) ?? []).length).toBe(0);
  const ld = JSON.parse(html.match(/<script type="application\/ld\+json">(.*?)<\/script>/s)?.[1] ?? "{}");
  expect(ld).toMatchObject({ "@type": "ItemList", numberOfItems: 0 });
  // The boxes show both limits as the URL has them, marked, with what to do.
  await page.getByRole("button", { name: "Filters (1)", exact: true }).click();
  await expect(page.getByRole("textbox", { name: "Min price" })).toHaveValue("2000");
  await expect(page.getByRole("textbox", { name: "Max price" })).toHaveValue("500");
  await expect(page.getByRole("alert")).toHaveText(
    "The min price (₹2,000) is above the max price (₹500). Lower the min or raise the max.",
  );
  await expect(page.getByText("0 products", { exact: true })).toBeVisible();
  // Clear price lists every T-shirt again.
  await page.getByRole("button", { name: "Clear price" }).click();
  await expect(page).toHaveURL(/\/upper-wear\?tab=tshirt$/);
  await expect(page.getByText(`${tshirts.length} products`, { exact: true })).toBeVisible();
  // Nothing was refused on the way: the reversed pair never went to the server.
  expect(refused).toEqual([]);
});

test("New Arrivals: size and colour match the same variant, and the card opens that variant", async ({
  page,
}) => {
  const tee = catalogue.find((p) => p.name === "Rangrez Logo Crew Tee");
  const white = tee?.variants.find((v) => v.color === "White");
  if (!tee || !white) throw new Error("fixture: the Logo Crew Tee in White");
  const inColourAndSize = (p: Product, color: string, size: Size) =>
    p.variants.some((v) => v.color === color && v.sizes.some((s) => s.size === size && s.stock > 0));
  // The tee has a Black variant and stock in S, but not in the same variant.
  const blackS = catalogue
    .filter((p) => p.tags.includes("newarrival") && inColourAndSize(p, "Black", "S"))
    .sort(newestFirst);
  expect(blackS.map((p) => p.name)).not.toContain(tee.name);

  await page.goto("/new-arrivals?size=S&color=Black");
  await expect(page.getByText(`${blackS.length} products`, { exact: true })).toBeVisible();
  await expect.poll(() => cardNames(page)).toEqual(blackS.slice(0, 8).map((p) => p.name));

  await page.goto("/new-arrivals?size=S&color=White");
  const card = page.getByRole("article", { name: tee.name });
  await expect(card.getByRole("img")).toHaveAttribute("alt", `${tee.name} in White`);
  await expect(card.getByRole("link", { name: tee.name, exact: true })).toHaveAttribute(
    "href",
    `/display/${tee._id}/${white._id}`,
  );
});

test("Trending, Bottom Wear, Store and the availability notice render on the server", async ({ request }) => {
  const trending = await (await request.get("/trending")).text();
  expect(trending).toContain("Discover what&#x27;s popular right now");
  expect((trending.match(/<article/g) ?? []).length).toBe(8);
  const ld = JSON.parse(trending.match(/<script type="application\/ld\+json">(.*?)<\/script>/s)?.[1] ?? "{}");
  expect(ld).toMatchObject({ "@type": "ItemList", numberOfItems: 8 });
  expect(ld.itemListElement[0].url).toMatch(/\/display\/[^/]+\/[^/]+$/);
  expect(await (await request.get("/store")).text()).toContain("Store Opening Soon");
  // Bottom Wear lists the joggers and jeans the shop sells (the original shop's page was a coming-soon
  // notice).
  const bottomWear = await (await request.get("/bottom-wear")).text();
  expect(bottomWear).not.toContain("Coming Soon");
  expect(bottomWear).toContain("Everyday Cotton Joggers");
  expect(bottomWear).toContain("Slim Fit Stretch Jeans");
  expect((bottomWear.match(/<article/g) ?? []).length).toBe(6);
  expect(await (await request.get("/info?type=store")).text()).toContain("Store Availability");
  expect(await (await request.get("/info")).text()).toContain("Product Availability");
});

test("Trending's first HTML carries each carousel's first picture only; the others come once the page has settled", async ({
  request,
  page,
}) => {
  const slides = banners.mobiletrending.length;
  expect(slides).toBeGreaterThan(1);
  const html = await (await request.get("/trending")).text();
  const pictured = (list: typeof banners.trending) =>
    list.filter((banner) => html.includes(`src="${banner.imagePath}"`)).map((banner) => banner.imagePath);
  expect(pictured(banners.trending)).toEqual([banners.trending[0]?.imagePath]);
  expect(pictured(banners.mobiletrending)).toEqual([banners.mobiletrending[0]?.imagePath]);
  // The grid starts below the banner and the tiles: none of its pictures is asked for first.
  expect(html).not.toMatch(/<article[\s\S]*?loading="eager"/);

  await gotoHydrated(page, "/trending");
  const carousel = page.getByRole("region", { name: "Trending offers" }).filter({ visible: true });
  await expect(carousel.locator("img")).toHaveCount(slides);
});

test("the sort list's code comes when the shopper opens it, and the products follow the order chosen", async ({
  page,
}) => {
  const scripts = scriptsRequested(page);
  await gotoHydrated(page, "/trending");
  // The server's closed Select: a button announced as opening a list, with no list code loaded.
  const sort = page.getByRole("button", { name: /Sort by/ });
  await expect(sort).toHaveAttribute("aria-haspopup", "listbox");
  await expect(sort).toHaveAttribute("aria-expanded", "false");
  expect(scripts.filter((path) => /\/ListSelect-/.test(path))).toEqual([]);

  await sort.click();
  await page.getByRole("option", { name: "Price: Low to High" }).click();
  await expect(page).toHaveURL(/[?&]sort=price-asc/);
  // Every card's price (the first amount on it; a struck original follows it) no lower than the last.
  await expect
    .poll(async () => {
      const texts = await page.getByRole("article").allTextContents();
      const prices = texts.map((text) => Number(/₹([\d,]+)/.exec(text)?.[1].replaceAll(",", "")));
      return prices.length > 1 && prices.every((price, i) => i === 0 || price >= prices[i - 1]);
    })
    .toBe(true);
  await expect(page.getByRole("button", { name: /Sort by/ })).toHaveAccessibleName(/Price: Low to High/);
});
