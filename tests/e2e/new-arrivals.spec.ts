import { expect, test } from "@playwright/test";
import { gotoHydrated } from "./hydrated";

test("New Arrivals shows 8 products, then 16 after View More", async ({ page }) => {
  const listingCalls: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/api/v1/product/tags/")) listingCalls.push(request.url());
  });
  const response = await gotoHydrated(page, "/new-arrivals");
  expect(response?.status()).toBe(200);

  const cards = page.getByRole("article");
  await expect(cards).toHaveCount(8);
  // Hydration reuses the server's data: the browser asked for no listing of its own.
  expect(listingCalls).toEqual([]);

  await page.getByRole("button", { name: "View More" }).click();
  await expect(cards).toHaveCount(16);
  expect(listingCalls).toHaveLength(1);
  expect(listingCalls[0]).toContain("page=2");
});

test("the first HTML already holds the product names and styles", async ({ request }) => {
  const response = await request.get("/new-arrivals");
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toMatch(/<h1[^>]*>New Arrivals<\/h1>/);
  expect(html).toMatch(/<link rel="stylesheet" href="\/assets\/[^"]+\.css"/);
  expect((html.match(/<article/g) ?? []).length).toBe(8);
});

test("an unknown path shows the 404 screen with status 404", async ({ page }) => {
  const response = await page.goto("/no/such/page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Oops! Page Not Found" })).toBeVisible();
  await page.getByRole("link", { name: "Go Home" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { name: "Shop by Category" })).toBeVisible();
});
