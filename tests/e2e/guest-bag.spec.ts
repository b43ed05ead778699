import { readFile } from "node:fs/promises";
import { staffUser, users } from "../../mocks/fixtures";
import { GUEST_BAG_COOKIE } from "../../server/api/guestBagCookie";
import { CHECKOUT_LOGIN_MESSAGE } from "../../src/features/auth/checkoutHandoff";
import { pdfText } from "../support/pdfText";
import { expect, type Page, test } from "./guardedTest";
import { gotoHydrated, waitForHydration } from "./hydrated";
import { addToCart, buyable, emptyCart, logIn, orderOf, signUpOnScreen, sizesOf } from "./shopping";

// A guest's bag, end to end against the built shop: a guest fills a bag (the header counts it, pages
// rendered for them carry the count and are never shared), the cart shows it with its bill, Place Order
// has them sign in at the checkout, and the bag is then the account's, with the line the account already
// held. A new shopper who signs up there finds their full name on the checkout, the confirmation and the
// GST invoice (its PDF's text is read), never their username.

const bagCookie = async (page: Page) =>
  (await page.context().cookies()).find((cookie) => cookie.name === GUEST_BAG_COOKIE);

/** From the cart, Place Order as a guest: the checkout sends them to log in, saying why. */
async function placeOrderAsGuest(page: Page) {
  await gotoHydrated(page, "/cart");
  await page.getByRole("button", { name: "Place Order" }).click();
  await expect(page).toHaveURL(/\/login\?redirect=%2Fcheckout$/);
  await expect(page.getByText(CHECKOUT_LOGIN_MESSAGE)).toBeVisible();
}

test("a guest's bag survives sign-in at checkout, joining the line the account already held", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const shopper = users[0];
  const [held, first, second] = buyable.slice(0, 3);

  // The account holds a line already (added in another browser, which then goes away).
  const elsewhere = await browser.newContext();
  const other = await elsewhere.newPage();
  await logIn(other, shopper);
  await emptyCart(other);
  await addToCart(other, held, sizesOf(held).first, 1);
  await elsewhere.close();

  // A guest: two products into the bag, and the header counts them.
  await addToCart(page, first, sizesOf(first).first, 1);
  await expect(page.getByRole("link", { name: "Cart, 1 item" })).toBeVisible();
  await addToCart(page, second, sizesOf(second).second, 2);
  await expect(page.getByRole("link", { name: "Cart, 2 items" })).toBeVisible();
  expect(await bagCookie(page)).toMatchObject({ httpOnly: true, secure: true, sameSite: "Lax" });

  // A page rendered for this guest carries their count, and no cache keeps it for anyone else.
  const listing = await page.request.get("/new-arrivals");
  expect(listing.headers()["cache-control"]).toBe("private, no-store");
  expect(await listing.text()).toContain('aria-label="Cart, 2 items"');

  // The cart shows the bag with its bill; Place Order has the guest sign in at the checkout.
  await gotoHydrated(page, "/cart");
  await expect(page.getByRole("list", { name: "Items in your bag" }).getByRole("article")).toHaveCount(2);
  await expect(page.getByRole("region", { name: /^Price Details \(/ })).toBeVisible();
  await placeOrderAsGuest(page);
  await page.getByRole("textbox", { name: "Email, username or phone" }).fill(shopper.email);
  await page.getByLabel("Password", { exact: true }).fill(shopper.password);
  await page.getByRole("button", { name: "Log In", exact: true }).click();

  // Back at the checkout, signed in: the account's bag holds all three, and the guest's bag is spent.
  await expect(page).toHaveURL(/\/checkout$/);
  const items = page.getByRole("list", { name: "Items in this order" });
  await expect(items.getByRole("listitem")).toHaveCount(3);
  for (const product of [held, first, second]) await expect(items).toContainText(product.name);
  await expect(page.getByRole("link", { name: "Cart, 3 items" })).toBeVisible();
  expect(await bagCookie(page)).toBeUndefined();
  const cart = await (await page.request.get("/api/v1/cart/getusercart")).json();
  expect(
    cart.data.products.map((line: { productId: string; quantity: number }) => [
      line.productId,
      line.quantity,
    ]),
  ).toEqual([
    [held._id, 1],
    [first._id, 1],
    [second._id, 2],
  ]);
  await emptyCart(page);
});

test("a new shopper's name from sign-up is the delivery name on checkout, the confirmation and the GST invoice", async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const stamp = Date.now().toString().slice(-8);
  const shopper = { name: "Ananya Iyer", username: `ananya_${stamp}`, email: `ananya.${stamp}@example.in` };
  const product = buyable[4];
  await addToCart(page, product, sizesOf(product).first, 1);
  await placeOrderAsGuest(page);

  // Not yet a shopper: sign up from the login page, which keeps the way back to the checkout.
  await page.getByRole("link", { name: "Sign up" }).click();
  await expect(page).toHaveURL(/\/signup\?redirect=%2Fcheckout$/);
  await signUpOnScreen(page, { ...shopper, street: "21 Sapna Sangeeta Road" });

  // The checkout: the bag came along, and the delivery name is the shopper's own.
  await expect(page).toHaveURL(/\/checkout$/);
  await waitForHydration(page);
  await expect(page.getByRole("list", { name: "Items in this order" })).toContainText(product.name);
  await expect(page.getByRole("textbox", { name: "Full name" })).toHaveValue(shopper.name);
  await page.getByRole("textbox", { name: "Phone number" }).fill("9811122233");
  await expect(page.getByText("Delivery is available at this pincode.")).toBeVisible();
  const cod = page.getByRole("radio", { name: /^Cash on Delivery/ });
  await page.locator("label", { has: cod }).click();
  await page.getByRole("button", { name: "Place Order" }).click();

  // The confirmation names them.
  await expect(page).toHaveURL(/\/order-confirmed\//);
  const orderId = page.url().split("/order-confirmed/")[1];
  const main = page.getByRole("main");
  await expect(main).toContainText(shopper.name);
  await expect(main).not.toContainText(shopper.username);
  expect((await orderOf(page, orderId)).name).toBe(shopper.name);

  // Staff deliver it (through the staff API), which issues the GST invoice.
  const staffContext = await browser.newContext();
  const staff = staffContext.request;
  const login = await staff.post("/api/v1/auth/login", {
    data: { identifier: staffUser.email, password: staffUser.password },
  });
  expect(login.status()).toBe(200);
  for (const action of [
    { action: "confirm" },
    { action: "ship", courier: "Delhivery", trackingNumber: `DL${stamp}IN` },
    { action: "out_for_delivery" },
    { action: "deliver" },
  ]) {
    const moved = await staff.post(`/api/v1/admin/orders/${orderId}/actions`, { data: action });
    expect(moved.status(), action.action).toBe(200);
  }
  await staffContext.close();

  // The invoice the shopper downloads bills their name, not their username.
  const { invoice } = await orderOf(page, orderId);
  await gotoHydrated(page, `/orders/${orderId}`);
  const link = page.getByRole("link", { name: `Download invoice ${invoice.number}` });
  const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
  const text = await pdfText(await readFile(await download.path()));
  expect(text).toContain("Tax Invoice");
  expect(text).toContain(shopper.name);
  expect(text).not.toContain(shopper.username);
});
