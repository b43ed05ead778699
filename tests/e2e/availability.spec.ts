import { expect, type Page, test } from "./guardedTest";
import { gotoHydrated, waitForHydration } from "./hydrated";

// The coming-soon notice (/store) and the availability page (/info): Close and Back go one
// step back while that stays in the shop, and home when the shopper came from elsewhere.

const storeNotice = (page: Page) => page.getByRole("dialog", { name: "Store Opening Soon" });

test("the Store notice's Close goes back to the page the shopper came from", async ({ page }) => {
  await gotoHydrated(page, "/new-arrivals");
  await page.getByRole("contentinfo").getByRole("link", { name: "Store", exact: true }).click();
  await storeNotice(page).getByRole("button", { name: "Close" }).click();
  await expect(page).toHaveURL(/\/new-arrivals$/);
});

test("the same after a full page load from another page of the shop", async ({ page }) => {
  await gotoHydrated(page, "/new-arrivals");
  await gotoHydrated(page, "/store");
  await storeNotice(page).getByRole("button", { name: "Close" }).click();
  await expect(page).toHaveURL(/\/new-arrivals$/);
});

test("the Store notice opened directly: Close goes home", async ({ page }) => {
  await gotoHydrated(page, "/store");
  await storeNotice(page).getByRole("button", { name: "Close" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { name: "Shop by Category" })).toBeVisible();
});

test("the Store notice reached from another site: Close goes home, not back to that site", async ({
  page,
  baseURL,
}) => {
  // A page of no origin of ours, linking to the shop (as a search result or a social post would).
  await page.goto(`data:text/html,<a href="${baseURL}/store">Rangrez store</a>`);
  await page.getByRole("link", { name: "Rangrez store" }).click();
  await waitForHydration(page);
  await storeNotice(page).getByRole("button", { name: "Close" }).click();
  await expect(page).toHaveURL(`${baseURL}/`);
});

test("/info opened directly: Back goes home", async ({ page }) => {
  await gotoHydrated(page, "/info?type=store");
  await page.getByRole("button", { name: "Back" }).click();
  await expect(page).toHaveURL(/\/$/);
});
