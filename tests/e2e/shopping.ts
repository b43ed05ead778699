import { randomUUID } from "node:crypto";
import { fileURLToPath } from "node:url";
import type { APIRequestContext } from "@playwright/test";
import { catalogue, type users } from "../../mocks/fixtures";
import { type CaughtMail, readCaughtMails } from "../../server/services/mail/catcher";
import { productPath } from "../../src/lib/paths";
import { SIGNUP_MAIL_SUBJECT } from "../../src/lib/accountApiMessages";
import { expect, type Page } from "./guardedTest";
import { gotoHydrated } from "./hydrated";

// What the buying and after-purchase specs do as a shopper (or staff): log in, fill the bag, place an
// order, read it back from the server, and wait for a mail in the shop's SMTP catcher.

export type Shopper = (typeof users)[number];
export type Product = (typeof catalogue)[number];

const MAIL_DIR = fileURLToPath(new URL("../../test-results/mail", import.meta.url));

/** Products a test may buy: cash on delivery allowed, and at least 3 of two different sizes in stock. */
export const buyable = catalogue.filter(
  (p) => p.codAvailable && p.variants[0].sizes.filter((s) => s.stock >= 3).length >= 2,
);

export function sizesOf(product: Product) {
  const [first, second] = product.variants[0].sizes.filter((s) => s.stock >= 3);
  return { first: first.size, second: second.size };
}

export async function logIn(page: Page, user: Shopper) {
  await gotoHydrated(page, "/login");
  await page.getByRole("textbox", { name: "Email, username or phone" }).fill(user.email);
  await page.getByLabel("Password", { exact: true }).fill(user.password);
  await page.getByRole("button", { name: "Log In", exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
}

/** Starts from an empty bag (other specs may have left lines in this shopper's cart). */
export async function emptyCart(page: Page) {
  const cart = await (await page.request.get("/api/v1/cart/getusercart")).json();
  for (const line of cart.data.products as Array<{ _id: string }>) {
    expect((await page.request.delete(`/api/v1/cart/items/${line._id}`)).status()).toBe(200);
  }
}

/** On the product page: a size, a quantity, Add to Cart, and the page's success toast. */
export async function addToCart(page: Page, product: Product, size: string, quantity: number) {
  await gotoHydrated(page, productPath(product._id, product.variants[0]._id));
  await page.getByRole("radiogroup", { name: "Size" }).getByText(size, { exact: true }).click();
  for (let n = 1; n < quantity; n += 1) {
    await page.getByRole("button", { name: /^Increase/ }).click();
  }
  await expect(page.getByRole("textbox", { name: "Quantity" })).toHaveValue(String(quantity));
  await page.getByRole("button", { name: "Add to Cart" }).click();
  await expect(page.getByText("Product added to cart successfully")).toBeVisible();
}

/** The server's record of an order (the signed-in shopper's own session). */
export async function orderOf(page: Page, orderId: string) {
  const answer = await page.request.get(`/api/v1/order/${orderId}`);
  expect(answer.status()).toBe(200);
  return (await answer.json()).data;
}

/** Waits for a mail to `to` whose subject is `subject` to reach the SMTP catcher, and answers it. */
export async function mailWithSubject(to: string, subject: string): Promise<CaughtMail> {
  let mail: CaughtMail | undefined;
  await expect
    .poll(
      async () => {
        mail = (await readCaughtMails(MAIL_DIR)).find((m) => m.to.includes(to) && m.subject === subject);
        return mail !== undefined;
      },
      { timeout: 15_000, message: `a mail to ${to}: ${subject}` },
    )
    .toBe(true);
  return mail as CaughtMail;
}

/** The 6-digit code of the newest mail to `address` with this subject (a sign-up code's by default), once
 * it has arrived. */
export async function mailedCode(address: string, subject = SIGNUP_MAIL_SUBJECT): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const mails = (await readCaughtMails(MAIL_DIR)).filter(
          (m) => m.subject === subject && [...m.to, ...m.envelope.to].includes(address),
        );
        code = mails.at(-1)?.text.match(/\b(\d{6})\b/)?.[1];
        return code !== undefined;
      },
      { timeout: 10_000, message: `a code mailed to ${address} (${subject}) in ${MAIL_DIR}` },
    )
    .toBe(true);
  return code as string;
}

/** A new shopper's sign-up, from the sign-up form on screen to Complete Registration: an Indore address,
 * the code read from the mail the SMTP catcher received. */
export async function signUpOnScreen(
  page: Page,
  shopper: { name: string; username: string; email: string; street: string },
) {
  await page.getByRole("textbox", { name: "Full name" }).fill(shopper.name);
  await page.getByRole("textbox", { name: "Username" }).fill(shopper.username);
  await page.getByRole("textbox", { name: "Email" }).fill(shopper.email);
  await page.getByLabel("Password", { exact: true }).fill("Rangrez@2026");
  await page.getByLabel("Confirm password").fill("Rangrez@2026");
  await page.getByRole("textbox", { name: "Street" }).fill(shopper.street);
  await page.getByRole("textbox", { name: "Pincode" }).fill("452001");
  await expect(page.getByRole("textbox", { name: "City" })).toHaveValue("Indore");
  await page.getByRole("button", { name: "Send OTP" }).click();
  await page.getByRole("textbox", { name: "Verification code" }).fill(await mailedCode(shopper.email));
  await page.getByRole("button", { name: "Verify", exact: true }).click();
  await page.getByRole("button", { name: "Complete Registration" }).click();
}

/** Waits for the placement mail naming the order by its number. */
export const placementMail = (orderNumber: string, to: string) =>
  mailWithSubject(to, `We have your Rangrez order ${orderNumber}`);

/** How many of `size` the product's first variant has in stock now, as the product page reads it. */
export async function stockOf(request: APIRequestContext, product: Product, size: string): Promise<number> {
  const answer = await request.get(`/api/v1/product/product/${product._id}`);
  expect(answer.status()).toBe(200);
  const body = await answer.json();
  const detail = body.data?.data?.data ?? body.data?.data ?? body.data;
  const variant = (detail.variants as Array<{ _id: string; sizes: { size: string; stock: number }[] }>).find(
    (v) => v._id === product.variants[0]._id,
  );
  const stock = variant?.sizes.find((s) => s.size === size)?.stock;
  if (stock === undefined) throw new Error(`no ${size} in ${product._id}`);
  return stock;
}

/** Places a Buy Now cash-on-delivery order for `shopper` (signed in on `request`) at the server's total:
 * its id and its number. */
export async function placeCodOrder(
  request: APIRequestContext,
  shopper: Shopper,
  product: Product,
  size: string,
): Promise<{ orderId: string; orderNumber: string }> {
  const address = shopper.address;
  if (!address) throw new Error("the shopper has a saved address");
  const line = { productId: product._id, variantId: product.variants[0]._id, quantity: 1, size };
  const quote = await request.post("/api/v1/checkout/quote", {
    data: { product: line, paymentMode: "COD", pincode: address.pincode },
  });
  expect(quote.status()).toBe(200);
  const total: number = (await quote.json()).data.total;
  const placed = await request.post("/api/v1/order/cod", {
    headers: { "Idempotency-Key": randomUUID() },
    data: {
      name: address.name ?? shopper.username,
      email: shopper.email,
      phoneNumber: address.phoneNumber ?? shopper.phone,
      deliveryAddress: address.street,
      pincode: address.pincode,
      city: address.city,
      state: address.state,
      product: line,
      totalAmount: total,
    },
  });
  expect(placed.status()).toBe(201);
  const { _id, orderNumber } = (await placed.json()).data;
  return { orderId: _id, orderNumber };
}
