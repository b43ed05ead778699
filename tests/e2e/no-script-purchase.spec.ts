// The purchase path as plain HTML, before the page's code has arrived or without JavaScript at all
// (docs/decisions/forms-before-hydration.md): search, a product's size and Add to Cart, the delivery
// check, the bag's quantity and Remove are forms the server answers; with JavaScript the same forms stay
// in the page (no document is loaded again). A form posted from another site is refused.
import { productPath } from "../../src/lib/paths";
import { expect, type Page, test } from "./guardedTest";
import { holdChunk } from "./heldChunk";
import { gotoHydrated, waitForHydration } from "./hydrated";
import { buyable, sizesOf } from "./shopping";

const product = buyable[0];
const variant = product.variants[0];
const { first: size } = sizesOf(product);
const productPage = productPath(product._id, variant._id);

/** The header's bag link, named with its count. */
const bagLink = (page: Page) => page.getByRole("link", { name: /^Cart/ });

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("search, a product, its size, Add to Cart, the bag's line, its quantity and Remove", async ({
    page,
  }) => {
    await page.goto("/new-arrivals");
    const box = page.getByRole("combobox", { name: "Search products" });
    await box.fill(product.name);
    await box.press("Enter");
    await expect(page).toHaveURL(/\/search\?q=/);
    await page
      .getByRole("link", { name: `Order Now: ${product.name}` })
      .first()
      .click();
    await expect(page).toHaveURL(productPage);
    await expect(page.getByRole("heading", { level: 1, name: product.name })).toBeVisible();

    // What needs the code is a link instead: the size guide to the page's own measurements.
    await expect(page.getByRole("button", { name: "Size guide" })).toBeHidden();
    await page.getByRole("link", { name: "Size guide" }).click();
    await expect(page).toHaveURL(/#measurements-title$/);
    await expect(page.getByRole("heading", { name: "Size measurements" })).toBeInViewport();
    await expect(page.getByRole("button", { name: "Profile" })).toBeHidden();
    await expect(page.getByRole("link", { name: "Profile" })).toHaveAttribute("href", "/login");

    // The delivery check answers in the page the server sends back.
    await page.getByRole("textbox", { name: "Pincode" }).fill("560001");
    await page.getByRole("button", { name: "Check", exact: true }).click();
    await expect(page).toHaveURL(/[?&]pincode=560001$/);
    await expect(page.getByText("Delivery is available at this pincode.")).toBeVisible();
    await page.getByRole("textbox", { name: "Pincode" }).fill("12");
    await page.getByRole("button", { name: "Check", exact: true }).click();
    await expect(page.getByText("Please enter a valid 6-digit pincode.")).toBeVisible();

    // No size: the page says so, and nothing is added.
    await page.getByRole("button", { name: "Add to Cart" }).click();
    await expect(page.getByRole("alert")).toHaveText("Please select a size.");
    await expect(bagLink(page)).toHaveAccessibleName("Cart");

    // A size, then Add to Cart: the page says so and the header counts the line.
    await page.getByRole("radiogroup", { name: "Size" }).getByText(size, { exact: true }).click();
    await expect(page.getByRole("radio", { name: new RegExp(`^${size}\\b`) })).toBeChecked();
    await page.getByRole("button", { name: "Add to Cart" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Added to your bag" })).toBeVisible();
    await expect(bagLink(page)).toHaveAccessibleName("Cart, 1 item");
    await expect(page.getByRole("radio", { name: new RegExp(`^${size}\\b`) })).toBeChecked();

    // The bag shows the line; a quantity of 2, then Remove.
    await bagLink(page).click();
    await expect(page).toHaveURL(/\/cart$/);
    const line = page.getByRole("article", { name: product.name });
    await expect(line).toBeVisible();
    await line.getByRole("combobox", { name: `Qty of ${product.name}, size ${size}` }).selectOption("2");
    await line.getByRole("button", { name: "Update" }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(line.getByRole("button", { name: /^2 Qty/ })).toBeVisible();
    await expect(line.getByText("each")).toBeVisible();
    await line.getByRole("button", { name: "Remove" }).click();
    await expect(page.getByText("Your cart is empty.")).toBeVisible();
    await expect(bagLink(page)).toHaveAccessibleName("Cart");
  });
});

test("before the page's code has arrived, Add to Cart is sent as a form and answered; a menu pressed says it is loading, then opens", async ({
  page,
}) => {
  // The framework's file is held: the page is painted but not hydrated.
  const release = await holdChunk(page, "framework");
  await page.goto(productPage);
  await page.getByRole("radiogroup", { name: "Size" }).getByText(size, { exact: true }).click();
  await page.getByRole("button", { name: "Add to Cart" }).click();
  await expect(page).toHaveURL(`${productPage}?added=${size}`);
  await expect(page.getByRole("status").filter({ hasText: "Added to your bag" })).toBeVisible();
  await expect(bagLink(page)).toHaveAccessibleName("Cart, 1 item");
  expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();

  // The profile needs the code: pressed, it shows so, and the page says "Loading…" until it has arrived.
  const profile = page.getByRole("button", { name: "Profile" });
  await profile.click();
  await expect(profile).toHaveAttribute("data-pressed", "true");
  await expect(page.locator("html")).toHaveAttribute("data-early-press", "");
  expect(await page.evaluate(() => getComputedStyle(document.documentElement, "::after").content)).toBe(
    '"Loading…"',
  );
  release();
  await waitForHydration(page);
  await expect(page.locator("html")).not.toHaveAttribute("data-early-press");
  await expect(page.getByRole("dialog")).toBeVisible();
});

test("a size and quantity chosen before the page's code has arrived are the ones the hydrated page adds", async ({
  page,
}) => {
  const release = await holdChunk(page, "framework");
  await page.goto(productPage);
  // The quantity typed, then the size chosen: the quantity's field was left before the code arrived.
  await page.getByRole("textbox", { name: "Quantity" }).fill("2");
  await page.getByRole("radiogroup", { name: "Size" }).getByText(size, { exact: true }).click();
  expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
  release();
  await waitForHydration(page);
  // The page's code takes the form as the shopper left it: the size still chosen, the quantity kept.
  await expect(page.getByRole("radio", { name: new RegExp(`^${size}\\b`) })).toBeChecked();
  await expect(page.getByRole("textbox", { name: "Quantity" })).toHaveValue("2");
  const added = page.waitForRequest(
    (request) => request.method() === "POST" && request.url().endsWith("/api/v1/cart/items"),
  );
  await page.getByRole("button", { name: "Add to Cart" }).click();
  expect((await added).postDataJSON()).toMatchObject({ size, quantity: 2 });
  await expect(page.getByText("Product added to cart successfully")).toBeVisible();
  await expect(page.getByText("Please select a size.")).toBeHidden();
  await expect(bagLink(page)).toHaveAccessibleName("Cart, 1 item");
});

test("hydrated, Add to Cart, the quantity and Remove change the bag without loading a page again", async ({
  page,
}) => {
  await gotoHydrated(page, productPage);
  // A full page load would start a new document, and this mark would be gone.
  await page.evaluate(() => {
    (window as unknown as { samePage: boolean }).samePage = true;
  });
  await page.getByRole("button", { name: "Add to Cart" }).click();
  await expect(page.getByText("Please select a size.")).toBeVisible();
  await page.getByRole("radiogroup", { name: "Size" }).getByText(size, { exact: true }).click();
  await page.getByRole("button", { name: "Add to Cart" }).click();
  await expect(page.getByText("Product added to cart successfully")).toBeVisible();
  await expect(page).toHaveURL(productPage);
  await expect(bagLink(page)).toHaveAccessibleName("Cart, 1 item");

  await bagLink(page).click();
  await expect(page).toHaveURL(/\/cart$/);
  const line = page.getByRole("article", { name: product.name });
  await line.getByRole("button", { name: /Qty/ }).click();
  await page.getByRole("option", { name: "2" }).click();
  await expect(line.getByText("each")).toBeVisible();
  // Removed by the bag's own call, not by posting the line's form.
  const removed = page.waitForResponse(
    (answer) => answer.request().method() === "DELETE" && answer.url().includes("/api/v1/cart/items/"),
  );
  await line.getByRole("button", { name: "Remove" }).click();
  expect((await removed).status()).toBe(200);
  await expect(page.getByText("Your cart is empty.")).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
});

test("a form posted to the shop from another site is refused, and nothing is added", async ({ page }) => {
  await page.goto("/");
  const shop = new URL(page.url()).origin;
  const post = (origin: string, form: Record<string, string> = { size, quantity: "1", intent: "add" }) =>
    page.request.post(productPage, { headers: { Origin: origin }, form, maxRedirects: 0 });
  const refused = await post("https://elsewhere.example");
  expect(refused.status()).toBe(403);
  expect(refused.headers()["set-cookie"]).toBeUndefined();
  // The action's input goes through the API's contract check: a size or quantity it does not know is
  // refused, and nothing is added.
  for (const form of [
    { size: "XXXXL", quantity: "1", intent: "add" },
    { size, quantity: "two", intent: "add" },
  ]) {
    const refusedInput = await post(shop, form);
    expect(refusedInput.status()).toBe(400);
    expect(refusedInput.headers()["set-cookie"]).toBeUndefined();
  }
  // From the shop's own page the same post adds the line: the page again, with the new bag's cookie.
  const added = await post(shop);
  expect(added.status()).toBe(302);
  expect(added.headers().location).toBe(`${productPage}?added=${size}`);
  expect(added.headers()["set-cookie"]).toMatch(/rz_bag=/);
});
