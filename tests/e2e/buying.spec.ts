import { users } from "../../mocks/fixtures";
import { productPath } from "../../src/lib/paths";
import type { Request } from "@playwright/test";
import { expect, type Page, test } from "./guardedTest";
import { gotoHydrated, waitForHydration } from "./hydrated";
import { addToCart, buyable, emptyCart, logIn, orderOf, placementMail, sizesOf } from "./shopping";

// Buying end to end against the built shop: the cart with two products in different sizes and
// quantities, DISCOUNT10, the shopper's address, and an online payment through the local PhonePe fake the
// shop starts when no gateway is configured (its page's Pay / Fail buttons, its webhooks, the redirect back
// to /status); a failed payment turned into cash on delivery; a Buy Now paid on delivery. Each order is
// read back from the server (paid or COD, its lines, its coupon) and its confirmation mail is caught.

/** From the cart: the coupon, then Place Order to the checkout, and on to the gateway's page. */
async function checkoutOnline(page: Page) {
  // The saved address's pincode checks come with the page's data: the browser does not ask for them.
  const pincodeAsked: string[] = [];
  const onRequest = (request: Request) => {
    if (request.url().includes("/api/v1/pincode/")) pincodeAsked.push(request.url());
  };
  page.on("request", onRequest);
  await page.getByRole("button", { name: "Place Order" }).click();
  await expect(page).toHaveURL(/\/checkout\?/);
  await waitForHydration(page);
  await expect(page.getByText("Delivery is available at this pincode.")).toBeVisible();
  await expect(page.getByRole("textbox", { name: "City" })).not.toHaveValue("");
  page.off("request", onRequest);
  expect(pincodeAsked).toEqual([]);
  await expect(page.getByRole("radio", { name: /Pay Online/ })).toBeChecked();
  await page.getByRole("button", { name: "Place Order" }).click();
  // The local gateway's payment page (another origin: the fake PhonePe).
  await expect(page.getByRole("button", { name: "Pay", exact: true })).toBeVisible();
}

test("a shopper buys two products in different sizes with DISCOUNT10 and pays online through the gateway", async ({
  page,
  browser,
}) => {
  const shopper = users[1];
  const [one, two] = buyable;
  const sizes = { one: sizesOf(one).first, two: sizesOf(two).second };
  await logIn(page, shopper);
  await emptyCart(page);
  await addToCart(page, one, sizes.one, 2);
  await addToCart(page, two, sizes.two, 1);

  // The bill is in the first HTML of the cart and of the checkout (quoted on the server for the selected
  // lines and the saved address), not a skeleton the browser fills in: the pages without JavaScript show it.
  const withoutScripts = await browser.newContext({
    javaScriptEnabled: false,
    storageState: await page.context().storageState(),
  });
  const firstHtml = await withoutScripts.newPage();
  for (const path of ["/cart", "/checkout"]) {
    await firstHtml.goto(path);
    const bill = firstHtml.getByRole("region", { name: "Price Details (3 Items)" });
    await expect(bill, path).toBeVisible();
    await expect(bill, path).toHaveAttribute("aria-busy", "false");
    await expect(bill.getByRole("definition").last(), path).toHaveText(/^₹[\d,]+$/);
  }
  await withoutScripts.close();

  await gotoHydrated(page, "/cart");
  const bag = page.getByRole("list", { name: "Items in your bag" });
  await expect(bag.getByRole("listitem")).toHaveCount(2);
  await expect(page.getByText("2/2 ITEMS SELECTED")).toBeVisible();
  const subtotal = one.finalPrice * 2 + two.finalPrice;
  const saved = Math.floor(subtotal / 10);
  await page.getByRole("textbox", { name: "Coupon code" }).fill("discount10");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(
    page
      .getByRole("region", { name: "Coupons" })
      .getByRole("paragraph")
      .filter({ hasText: `Coupon applied! You saved ₹${saved.toLocaleString("en-IN")}` }),
  ).toBeVisible();
  // The shopper's saved address is the delivery address.
  await expect(page.getByRole("radio", { name: new RegExp(shopper.address?.name ?? "") })).toBeChecked();

  await checkoutOnline(page);
  await page.getByRole("button", { name: "Pay", exact: true }).click();

  // Back on the shop: the server confirms with the gateway, then the order is placed.
  await expect(page).toHaveURL(/\/order-confirmed\//, { timeout: 15_000 });
  await expect(
    page.getByRole("heading", { level: 1, name: "Thank you! Your order is placed" }),
  ).toBeVisible();
  const orderId = page.url().split("/order-confirmed/")[1];
  const order = await orderOf(page, orderId);
  expect(order.paymentMode).toBe("online");
  expect(order.paymentStatus).toBe("paid");
  expect(order.couponCode).toBe("DISCOUNT10");
  expect(order.discount).toBe(saved);
  expect(order.totalAmount).toBe(subtotal - saved);
  expect(
    order.items.map((item: { productId: string; size: string; quantity: number }) => [
      item.productId,
      item.size,
      item.quantity,
    ]),
  ).toEqual([
    [one._id, sizes.one, 2],
    [two._id, sizes.two, 1],
  ]);
  // Listed among the shopper's orders, and the bag no longer holds what was ordered.
  const listed = (await (await page.request.get("/api/v1/order/getallorders")).json()).data.orders;
  expect(listed.map((o: { _id: string }) => o._id)).toContain(orderId);
  const cart = (await (await page.request.get("/api/v1/cart/getusercart")).json()).data;
  expect(cart.products).toEqual([]);
  await placementMail(order.orderNumber, shopper.email);
});

test("a failed online payment is shown, and the shopper pays on delivery instead", async ({ page }) => {
  const shopper = users[0];
  const product = buyable[2];
  await logIn(page, shopper);
  await emptyCart(page);
  await addToCart(page, product, sizesOf(product).first, 1);
  await gotoHydrated(page, "/cart");
  await checkoutOnline(page);
  await page.getByRole("button", { name: "Fail", exact: true }).click();

  await expect(page).toHaveURL(/\/status\//);
  await expect(page.getByRole("heading", { level: 1, name: "Payment not completed" })).toBeVisible({
    timeout: 15_000,
  });
  const orderId = page.url().split("/").at(-1) as string;
  expect((await orderOf(page, orderId)).paymentStatus).toBe("failed");

  await page.getByRole("button", { name: "Pay on Delivery" }).click();
  await expect(page).toHaveURL(/\/order-confirmed\//);
  await expect(
    page.getByRole("heading", { level: 1, name: "Thank you! Your order is placed" }),
  ).toBeVisible();
  const order = await orderOf(page, orderId);
  expect(order.paymentMode).toBe("COD");
  expect(order.status).toBe("processing");
  await placementMail(order.orderNumber, shopper.email);
});

test("a Buy Now paid on delivery places the order", async ({ page }) => {
  // This shopper has no saved address and no phone: the checkout form takes them.
  const shopper = users[2];
  const product = buyable[3];
  const size = sizesOf(product).second;
  await logIn(page, shopper);
  await gotoHydrated(page, productPath(product._id, product.variants[0]._id));
  await page.getByRole("radiogroup", { name: "Size" }).getByText(size, { exact: true }).click();
  await page.getByRole("button", { name: "Buy Now" }).click();
  await expect(page).toHaveURL(new RegExp(`/checkout/${product._id}/`));
  await waitForHydration(page);

  await page.getByRole("textbox", { name: "Phone number" }).fill("9811122233");
  await page.getByRole("textbox", { name: "Delivery address" }).fill("221 Residency Road, Shanthala Nagar");
  await page.getByRole("textbox", { name: "Pincode" }).fill("560001");
  await expect(page.getByRole("textbox", { name: "City" })).not.toHaveValue("");
  await expect(page.getByRole("textbox", { name: "State" })).toHaveValue("Karnataka");
  await expect(page.getByText("Delivery is available at this pincode.")).toBeVisible();
  const cod = page.getByRole("radio", { name: /^Cash on Delivery/ });
  await page.locator("label", { has: cod }).click();
  await expect(cod).toBeChecked();
  await page.getByRole("button", { name: "Place Order" }).click();

  await expect(page.getByText("Order placed successfully with COD.")).toBeVisible();
  await expect(page).toHaveURL(/\/order-confirmed\//);
  const orderId = page.url().split("/order-confirmed/")[1];
  const order = await orderOf(page, orderId);
  expect(order.paymentMode).toBe("COD");
  expect(order.paymentStatus).toBe("cod");
  expect(order.items).toHaveLength(1);
  expect(order.items[0]).toMatchObject({ productId: product._id, size, quantity: 1 });
  expect(order.pincode).toBe("560001");
  await placementMail(order.orderNumber, shopper.email);
});
