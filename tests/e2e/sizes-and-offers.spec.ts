import { catalogue, users } from "../../mocks/fixtures";
import { productPath } from "../../src/lib/paths";
import { expect, type Page, test } from "./guardedTest";
import { gotoHydrated, waitForHydration, waitForHydratedNode } from "./hydrated";
import { emptyCart, logIn } from "./shopping";

// Walked as a shopper: a sold-out waist of jeans asked for by a guest who signs in on the way; the shop's
// offers applied to the bag and still applied after reloads of the cart and the checkout; gift wrap with
// its price before it is ticked; and the size guide read by keyboard on a screen too narrow for it.

// A shopper with a saved address (the bag needs one to go to the checkout).
const shopper = users[1];
const jeans = catalogue.find((p) => p.name === "Charcoal Relaxed Jeans");
if (!jeans) throw new Error("No fixture jeans for the waist journey");
const grey = jeans.variants[0];
const soldOutWaist = grey.sizes.find((s) => s.stock === 0)?.size ?? "32";
/** A tee in stock in its first colour, for the bag. */
const tee = catalogue.find(
  (p) => p.subCategory === "t-shirt" && p.codAvailable && p.variants[0].sizes[0].stock >= 2,
);
if (!tee) throw new Error("No fixture tee for the bag");

async function startWithAnEmptyBag(page: Page) {
  await logIn(page, shopper);
  await emptyCart(page);
  expect((await page.request.delete("/api/v1/cart/coupon")).status()).toBe(200);
  const added = await page.request.post("/api/v1/cart/items", {
    data: {
      productId: tee?._id,
      variantId: tee?.variants[0]._id,
      size: tee?.variants[0].sizes[0].size,
      quantity: 1,
    },
  });
  expect(added.status()).toBe(201);
}

test("jeans by waist: a guest chooses a sold-out waist, signs in, comes back with it and asks to be told", async ({
  page,
}) => {
  await gotoHydrated(page, productPath(jeans._id, grey._id));
  const sizes = page.getByRole("radiogroup", { name: "Size" });
  await expect(sizes.getByRole("radio")).toHaveCount(5);
  await expect(sizes.getByText("30", { exact: true })).toBeVisible();
  await sizes.getByText(soldOutWaist, { exact: true }).click();
  await expect(
    page.getByRole("heading", { name: `Size ${soldOutWaist} is sold out in this colour.` }),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "Add to Cart" })).toHaveCount(0);

  await page.getByRole("button", { name: `Notify me when ${soldOutWaist} is back` }).click();
  await page
    .getByRole("dialog", { name: "Log In or Register" })
    .getByRole("button", { name: "Log In" })
    .click();
  await expect(page).toHaveURL(/\/login\?redirect=/);
  const identifier = page.getByRole("textbox", { name: "Email, username or phone" });
  await expect(identifier).toBeEditable();
  await identifier.fill(shopper.email);
  await page.getByLabel("Password", { exact: true }).fill(shopper.password);
  const logInButton = page.getByRole("button", { name: "Log In", exact: true });
  await waitForHydratedNode(logInButton);
  await logInButton.click();

  await expect(page).toHaveURL(`${productPath(jeans._id, grey._id)}?size=${soldOutWaist}`);
  await expect(page.getByRole("radio", { name: `${soldOutWaist}, sold out` })).toBeChecked();
  await page.getByRole("button", { name: `Notify me when ${soldOutWaist} is back` }).click();
  await expect(page.getByText(`We'll mail you when ${soldOutWaist} is back in stock.`)).toBeVisible();
});

test("offers: one applied from the list stays applied after reloading the bag and the checkout", async ({
  page,
}) => {
  await startWithAnEmptyBag(page);
  // The offers' list is not part of the bag's code: it comes when the shopper reaches for it.
  const offersCode: string[] = [];
  page.on("request", (request) => {
    if (/\/assets\/OffersDialog-[^/]+\.js$/.test(request.url())) offersCode.push(request.url());
  });
  await gotoHydrated(page, "/cart");
  const giftWrap = page.getByRole("checkbox", { name: "Gift wrap this order (+₹25)" });
  await expect(giftWrap).not.toBeChecked();
  expect(offersCode).toEqual([]);

  const coupons = page.getByRole("region", { name: "Coupons" });
  await coupons.getByRole("button", { name: "View offers" }).click();
  const offers = page.getByRole("dialog", { name: "Offers" });
  await expect(offers.getByText("SAVE100", { exact: true })).toBeVisible();
  expect(offersCode).toHaveLength(1);
  await expect(offers.getByText("DISCOUNT10", { exact: true })).toBeVisible();
  await offers.getByRole("button", { name: "Apply SAVE100" }).click();
  const applied = coupons.getByRole("paragraph").filter({ hasText: "Coupon applied! You saved ₹100" });
  await expect(applied).toBeVisible();

  await page.reload();
  await waitForHydration(page);
  await expect(applied).toBeVisible();
  await expect(coupons.getByRole("textbox", { name: "Coupon code" })).toHaveValue("SAVE100");

  await page.getByRole("button", { name: "Place Order" }).click();
  await expect(page).toHaveURL(/\/checkout\?address=/);
  await expect(applied).toBeVisible();
  await page.reload();
  await waitForHydration(page);
  await expect(applied).toBeVisible();
  const bill = page.getByRole("region", { name: /Price Details/ });
  await expect(bill.getByText("Coupon discount (SAVE100)")).toBeVisible();

  // Removed at checkout, it is gone from the bag too.
  await coupons.getByRole("button", { name: "Remove" }).click();
  await expect(applied).toHaveCount(0);
  await gotoHydrated(page, "/cart");
  await expect(coupons.getByRole("textbox", { name: "Coupon code" })).toHaveValue("");
});

test("the size guide fits a 390 px phone, and scrolls by keyboard where it cannot fit", async ({ page }) => {
  const shirt = catalogue.find((p) => p.subCategory === "regular-t-shirt");
  if (!shirt) throw new Error("No fixture regular tee");
  const openGuide = async () => {
    await gotoHydrated(page, productPath(shirt._id, shirt.variants[0]._id));
    await page.getByRole("button", { name: "Size guide" }).click();
    return page.getByRole("dialog", { name: /Size guide/ });
  };

  await page.setViewportSize({ width: 390, height: 844 });
  let guide = await openGuide();
  const sleeve = guide.getByRole("columnheader", { name: "Sleeve" });
  await expect(sleeve).toBeInViewport({ ratio: 1 });
  await expect(guide.getByText("Scroll sideways to see every measurement.")).toHaveCount(0);

  await page.setViewportSize({ width: 300, height: 700 });
  guide = await openGuide();
  await expect(guide.getByText("Scroll sideways to see every measurement.")).toBeVisible();
  const chart = guide.getByRole("region", { name: "Garment measurements in centimetres" });
  // Tab reaches it (after the close button and the units).
  for (let step = 0; step < 6; step += 1) {
    if (await chart.evaluate((box) => box === document.activeElement)) break;
    await page.keyboard.press("Tab");
  }
  await expect(chart).toBeFocused();
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  await expect.poll(() => chart.evaluate((box) => box.scrollLeft)).toBeGreaterThan(0);
});
