import { expect, test } from "@playwright/test";
import { catalogue, shopper } from "../../mocks/fixtures";
import { cartBadgeText } from "../../src/features/cart/useCartCount";
import { productPath } from "../../src/features/catalog/productLinks";
import { gotoHydrated } from "./hydrated";

// A signed-in shopper's pages: the header reads the cart (GET /cart/getusercart) on every page, and the
// server answers it with this shopper's cart (other specs may have put lines in it). No request fails,
// nothing is logged as an error.
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

  /** The next cart read's answer, checked (read before the page is left, while its body is there). */
  const nextCartRead = async (where: string, action: () => Promise<unknown>) => {
    const read = page.waitForResponse((response) => response.url().endsWith("/api/v1/cart/getusercart"));
    await action();
    const answer = await read;
    expect(answer.status(), where).toBe(200);
    expect(answer.headers()["cache-control"], where).toBe("private, no-store");
    const cart = (await answer.json()).data;
    expect(cart.userId, where).toBe(shopper._id);
    // The header's cart link says how many products the cart holds (the same read).
    const count: number = cart.products.length;
    const badge = cartBadgeText(count);
    const name = badge ? `Cart, ${badge} ${count === 1 ? "item" : "items"}` : "Cart";
    await expect(page.getByRole("link", { name, exact: true }), where).toBeVisible();
  };

  await gotoHydrated(page, "/login");
  await page.getByRole("textbox", { name: "Email, username or phone" }).fill(shopper.email);
  await page.getByLabel("Password", { exact: true }).fill(shopper.password);
  await nextCartRead("after logging in", () =>
    page.getByRole("button", { name: "Log In", exact: true }).click(),
  );
  await expect(page).toHaveURL(/\/$/);

  const product = productPath(catalogue[0]._id, catalogue[0].variantId);
  for (const path of ["/new-arrivals", "/upper-wear", "/account/addresses", "/wishlist", product]) {
    await nextCartRead(path, () => page.goto(path));
  }
  expect(problems).toEqual([]);
});
