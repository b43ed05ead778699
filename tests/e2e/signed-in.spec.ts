import { expect, test } from "@playwright/test";
import { catalogue, shopper } from "../../mocks/fixtures";
import { cartBadgeText } from "../../src/features/bag/useCartCount";
import { productPath } from "../../src/lib/paths";
import { gotoHydrated } from "./hydrated";

// A signed-in shopper's pages: the header shows the shopper's cart (GET /cart/getusercart: read by the
// browser after logging in, by the server's render on every page loaded; other specs may have put lines
// in it). No request fails, nothing is logged as an error.
test("a signed-in shopper's pages load with no failed request and no console error", async ({ page }) => {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(`console error: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
  page.on("response", (response) => {
    if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
  });
  page.on("requestfailed", (request) => {
    // Leaving a page cancels what it was still loading (lazy images): that is the test navigating.
    const reason = request.failure()?.errorText ?? "";
    if (reason !== "net::ERR_ABORTED") problems.push(`failed ${request.url()}: ${reason}`);
  });

  /** The header's cart link says how many products the shopper's cart holds (as the cart API answers). */
  const expectCartShown = async (where: string) => {
    const answer = await page.request.get("/api/v1/cart/getusercart");
    expect(answer.status(), where).toBe(200);
    expect(answer.headers()["cache-control"], where).toBe("private, no-store");
    const cart = (await answer.json()).data;
    expect(cart.userId, where).toBe(shopper._id);
    const count: number = cart.products.length;
    const badge = cartBadgeText(count);
    const name = badge ? `Cart, ${badge} ${count === 1 ? "item" : "items"}` : "Cart";
    await expect(page.getByRole("link", { name, exact: true }), where).toBeVisible();
  };

  await gotoHydrated(page, "/login");
  await page.getByRole("textbox", { name: "Email, username or phone" }).fill(shopper.email);
  await page.getByLabel("Password", { exact: true }).fill(shopper.password);
  // Signed in without leaving the page: the browser reads the cart itself.
  const cartRead = page.waitForResponse((response) => response.url().endsWith("/api/v1/cart/getusercart"));
  await page.getByRole("button", { name: "Log In", exact: true }).click();
  expect((await cartRead).status()).toBe(200);
  await expect(page).toHaveURL(/\/$/);
  await expectCartShown("after logging in");

  // Each page's server render reads the cart with the shopper's cookie; the browser hydrates its answer.
  const product = productPath(catalogue[0]._id, catalogue[0].variantId);
  for (const path of ["/new-arrivals", "/upper-wear", "/account/addresses", "/wishlist", product]) {
    await gotoHydrated(page, path);
    await expectCartShown(path);
  }
  expect(problems).toEqual([]);
});
