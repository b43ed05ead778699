import { users } from "../../mocks/fixtures";
import { expect, type Page, test } from "./guardedTest";
import { gotoHydrated, waitForHydration } from "./hydrated";
import { addToCart, buyable, emptyCart, logIn, orderOf, placementMail, sizesOf } from "./shopping";

// An online payment given up at the gateway, end to end against the built shop and the local PhonePe fake
// (its Cancel button): the payment page names the order by its number and amount, the bag still holds what
// it held, My Orders lists the order under "Awaiting payment" with Retry Payment on its card, and paying
// from there buys the order, takes its lines out of the bag and mails the shopper.

/** What the bag holds, as the server answers it: [product, size, quantity] per line. */
async function bagOf(page: Page) {
  const cart = (await (await page.request.get("/api/v1/cart/getusercart")).json()).data;
  return (cart.products as { productId: string; size: string; quantity: number }[]).map((line) => [
    line.productId,
    line.size,
    line.quantity,
  ]);
}

test("an abandoned online payment keeps the bag, and the order is paid again from My Orders", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const shopper = users[1];
  const [one, two] = buyable.slice(4, 6);
  await logIn(page, shopper);
  await emptyCart(page);
  await addToCart(page, one, sizesOf(one).first, 2);
  await addToCart(page, two, sizesOf(two).second, 1);
  const bag = await bagOf(page);
  expect(bag).toHaveLength(2);

  // To the gateway from the bag, and Cancel there.
  await gotoHydrated(page, "/cart");
  await page.getByRole("button", { name: "Place Order" }).click();
  await expect(page).toHaveURL(/\/checkout\?/);
  await waitForHydration(page);
  await expect(page.getByText("Delivery is available at this pincode.")).toBeVisible();
  await page.getByRole("button", { name: "Place Order" }).click();
  await page.getByRole("button", { name: "Cancel", exact: true }).click();

  // Back on the shop: which order, how much, and the ways on.
  await expect(page).toHaveURL(/\/status\//);
  await expect(page.getByRole("heading", { level: 1, name: "Payment not completed" })).toBeVisible({
    timeout: 15_000,
  });
  const orderId = page.url().split("/").at(-1) as string;
  const waiting = await orderOf(page, orderId);
  expect(waiting).toMatchObject({ status: "pending", paymentStatus: "failed" });
  expect(waiting.orderNumber).toMatch(/^RZ-\d{4}-\d{4}$/);
  const amount = `₹${waiting.totalAmount.toLocaleString("en-IN")}`;
  await expect(page.getByText(`Order ${waiting.orderNumber} of ${amount} is not paid yet.`)).toBeVisible();
  await expect(page.getByRole("button", { name: "Retry Payment" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Pay on Delivery" })).toBeVisible();

  // The bag is as it was.
  await page.getByRole("link", { name: "Back to Bag" }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole("list", { name: "Items in your bag" }).getByRole("listitem")).toHaveCount(2);
  expect(await bagOf(page)).toEqual(bag);

  // My Orders: the order awaits its payment, and its card pays again.
  await gotoHydrated(page, "/user-orders?status=pending");
  await expect(page.getByRole("button", { name: /Order status/ })).toHaveText(/Awaiting payment/);
  const card = page.getByRole("article", { name: `Order ${waiting.orderNumber}` });
  await expect(card).toContainText("Order status: Awaiting payment");
  await card.getByRole("button", { name: "Retry Payment" }).click();
  await page.getByRole("button", { name: "Pay", exact: true }).click();

  await expect(page).toHaveURL(/\/order-confirmed\//, { timeout: 15_000 });
  await expect(
    page.getByRole("heading", { level: 1, name: "Thank you! Your order is placed" }),
  ).toBeVisible();
  await expect(page.getByText(waiting.orderNumber)).toBeVisible();
  expect(await orderOf(page, orderId)).toMatchObject({ status: "processing", paymentStatus: "paid" });
  // Bought: its lines have left the bag.
  expect(await bagOf(page)).toEqual([]);
  const mail = await placementMail(waiting.orderNumber, shopper.email);
  expect(mail.text).toMatch(
    /Expected delivery: (Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday), \d{1,2} [A-Z][a-z]+ \d{4}\./,
  );
  expect(mail.text).not.toMatch(/: -?₹0$/m);
});
