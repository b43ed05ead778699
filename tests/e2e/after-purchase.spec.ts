import { readFile } from "node:fs/promises";
import type { Browser } from "@playwright/test";
import { staffUser, users } from "../../mocks/fixtures";
import { orderMailSubjects } from "../../server/services/orders/mail";
import { refundMailSubject } from "../../server/services/orders/refundMail";
import { pdfText } from "../support/pdfText";
import { expect, type Page, test } from "./guardedTest";
import { gotoHydrated, waitForHydration } from "./hydrated";
import {
  addToCart,
  buyable,
  emptyCart,
  logIn,
  mailWithSubject,
  orderOf,
  placeCodOrder,
  sizesOf,
  stockOf,
} from "./shopping";

// After the purchase, end to end against the built shop: an online order paid through the local
// gateway is confirmed, shipped and delivered by staff on the board; the shopper follows each step on the
// order's timeline and in the mails, downloads the GST invoice (its PDF's text is read), returns one of the
// two lines, staff accept it and mark it picked up, and the refund goes through the fake gateway until the
// order page shows it refunded. A cash-on-delivery order cancelled before it ships gives its stock back.

/** Staff's own browser context, signed in, on the board with the order open. */
async function staffOnOrder(browser: Browser, orderNumber: string) {
  const context = await browser.newContext();
  const staff = await context.newPage();
  await logIn(staff, staffUser);
  await gotoHydrated(staff, `/admin/orders?q=${orderNumber}`);
  await staff.getByRole("link", { name: `Order ${orderNumber}` }).click();
  const panel = staff.getByRole("region", { name: `Order ${orderNumber}` });
  /**
   * Presses an action button and waits until the board shows the order moved on: the button is gone and
   * nothing is on its way. The button's name changes to "Marking delivered…" (with a spinner) while the
   * request is out, so its name alone is gone before the server has answered.
   */
  const act = async (label: string, then?: () => Promise<void>) => {
    const button = panel.getByRole("button", { name: label, exact: true });
    await button.click();
    if (then) await then();
    await expect(panel.getByRole("button", { name: label, exact: true })).toHaveCount(0);
    await expect(panel.getByRole("progressbar")).toHaveCount(0);
  };
  return { context, staff, panel, act };
}

/** The shopper's order page: its timeline's entries as read from the page. */
async function timelineOf(page: Page, orderId: string) {
  await gotoHydrated(page, `/orders/${orderId}`);
  return page.getByRole("list", { name: "Order timeline" });
}

test("an online order is confirmed, shipped and delivered, invoiced, one line returned and refunded", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const shopper = users[1];
  const [one, two] = buyable.slice(-2);
  await logIn(page, shopper);
  await emptyCart(page);
  await addToCart(page, one, sizesOf(one).first, 1);
  await addToCart(page, two, sizesOf(two).first, 1);

  // Placed and paid online through the local gateway's page.
  await gotoHydrated(page, "/cart");
  await page.getByRole("button", { name: "Place Order" }).click();
  await expect(page).toHaveURL(/\/checkout\?/);
  await waitForHydration(page);
  await expect(page.getByText("Delivery is available at this pincode.")).toBeVisible();
  await page.getByRole("button", { name: "Place Order" }).click();
  await page.getByRole("button", { name: "Pay", exact: true }).click();
  await expect(page).toHaveURL(/\/order-confirmed\//, { timeout: 15_000 });
  const orderId = page.url().split("/order-confirmed/")[1];
  const placed = await orderOf(page, orderId);
  expect(placed).toMatchObject({ paymentMode: "online", paymentStatus: "paid", status: "processing" });
  expect(placed.invoice).toBeUndefined();

  // Listed in My Orders, and found there by its number, as the shopper reads it out.
  const { orderNumber } = placed;
  await gotoHydrated(page, `/user-orders?q=${encodeURIComponent(orderNumber.replace(/-/g, " "))}`);
  const orders = page.getByRole("list", { name: "Orders" });
  const card = orders.getByRole("listitem").filter({ hasText: orderNumber });
  await expect(card).toHaveCount(1);
  await card.getByRole("link", { name: /View Details/ }).click();
  await expect(page).toHaveURL(new RegExp(`/orders/${orderId}$`));

  // Staff move it along on the board.
  const board = await staffOnOrder(browser, orderNumber);
  await board.act("Confirm order");
  await board.act("Ship…", async () => {
    const dialog = board.staff.getByRole("dialog", { name: "Ship this order" });
    await dialog.getByRole("textbox", { name: /Courier/ }).fill("Delhivery");
    await dialog.getByRole("textbox", { name: /Tracking number/ }).fill("DL9988776655IN");
    await dialog.getByRole("button", { name: "Mark Shipped" }).click();
    await expect(dialog).toHaveCount(0);
  });
  await board.act("Out for delivery");
  await board.act("Mark delivered");

  // The shopper sees each step on the timeline, and got a mail for each.
  const timeline = await timelineOf(page, orderId);
  for (const step of ["Order placed", "Order confirmed", "Shipped", "Out for delivery", "Delivered"]) {
    await expect(timeline.getByText(step, { exact: true })).toBeVisible();
  }
  await expect(timeline).toContainText("DL9988776655IN");
  for (const subject of [
    orderMailSubjects.confirmed(orderNumber),
    orderMailSubjects.out_for_delivery(orderNumber),
    orderMailSubjects.delivered(orderNumber),
  ]) {
    await mailWithSubject(shopper.email, subject);
  }
  const shippedMail = await mailWithSubject(shopper.email, orderMailSubjects.shipped(orderNumber));
  expect(shippedMail.text).toContain("DL9988776655IN");

  // The GST invoice: a real PDF download with the invoice number, HSN codes and the tax lines.
  const delivered = await orderOf(page, orderId);
  expect(delivered.invoice.number).toMatch(/^RZ\/\d{2}-\d{2}\/\d{6}$/);
  const invoiceLink = page.getByRole("link", { name: `Download invoice ${delivered.invoice.number}` });
  const [download] = await Promise.all([page.waitForEvent("download"), invoiceLink.click()]);
  const text = await pdfText(await readFile(await download.path()));
  expect(text).toContain(delivered.invoice.number);
  expect(text).toContain("Tax Invoice");
  expect(text).toMatch(/\b6[12]\d{2}\b/); // the garments' HSN chapters 61/62
  expect(text).toMatch(shopper.address?.state === "Madhya Pradesh" ? /CGST[\s\S]*SGST/ : /IGST/);

  // Return one of the two lines.
  await page.getByRole("button", { name: "Return Items" }).click();
  const dialog = page.getByRole("dialog", { name: "Return items" });
  const lines = dialog.getByRole("checkbox");
  await expect(lines).toHaveCount(2);
  // react-aria's checkbox input is visually hidden inside its label: the shopper presses the label.
  const lineLabels = dialog.locator("label").filter({ has: page.getByRole("checkbox") });
  for (const [index, line] of (await lines.all()).entries()) {
    if (await line.isChecked()) await lineLabels.nth(index).click();
  }
  await lineLabels.first().click();
  await expect(lines.first()).toBeChecked();
  await expect(lines.last()).not.toBeChecked();
  await dialog.getByRole("radio", { name: "Too small" }).check({ force: true });
  await dialog.getByRole("button", { name: "Request Return" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(
    page.getByRole("list", { name: "Order timeline" }).getByText("Return requested", { exact: true }),
  ).toBeVisible();
  const requested = await orderOf(page, orderId);
  expect(requested.return.lineIds).toEqual([requested.items[0]._id]);

  // Staff accept it and mark it picked up: the refund of that line goes to the gateway.
  await board.staff.reload();
  await waitForHydration(board.staff);
  await board.act("Accept return");
  await mailWithSubject(shopper.email, orderMailSubjects.return_accepted(orderNumber));
  await board.act("Return picked up");
  await board.context.close();

  // The order page follows the refund (initiated → processed at the fake gateway) and shows it refunded.
  await gotoHydrated(page, `/orders/${orderId}`);
  const refunds = page.getByRole("list", { name: "Refunds" });
  await expect(refunds.getByText("Refunded", { exact: true })).toBeVisible({ timeout: 30_000 });
  const refunded = await orderOf(page, orderId);
  const lineAmount = refunded.items[0].price * refunded.items[0].quantity;
  expect(refunded.refunds).toHaveLength(1);
  expect(refunded.refunds[0]).toMatchObject({
    state: "processed",
    method: "original_payment",
    reason: "return",
  });
  expect(refunded.refunds[0].amount).toBeLessThanOrEqual(lineAmount);
  expect(refunded.refunds[0].amount).toBeGreaterThan(0);
  expect(refunded.status).toBe("returned");
  // Part of the order is back: it stays paid, with a credit note for the returned line.
  expect(refunded.paymentStatus).toBe("paid");
  expect(refunded.creditNotes).toHaveLength(1);
  await expect(
    page.getByRole("link", { name: `Download credit note ${refunded.creditNotes[0].number}` }),
  ).toBeVisible();
  await mailWithSubject(shopper.email, refundMailSubject(orderNumber));
});

test("a cash-on-delivery order cancelled before it ships closes, and its stock is back", async ({ page }) => {
  const shopper = users[0];
  const product = buyable[buyable.length - 3];
  const size = sizesOf(product).second;
  await logIn(page, shopper);
  const before = await stockOf(page.request, product, size);
  const { orderId, orderNumber } = await placeCodOrder(page.request, shopper, product, size);
  expect(await stockOf(page.request, product, size)).toBe(before - 1);

  // The cancel form's code is not part of the order page: it comes when the shopper reaches for it.
  const dialogCode: string[] = [];
  page.on("request", (request) => {
    if (/\/assets\/CancelOrderDialog-[^/]+\.js$/.test(request.url())) dialogCode.push(request.url());
  });
  await gotoHydrated(page, `/orders/${orderId}`);
  expect(dialogCode).toEqual([]);
  await page.getByRole("button", { name: "Cancel Order" }).click();
  const dialog = page.getByRole("dialog", { name: "Cancel this order?" });
  await expect(dialog).toBeVisible();
  expect(dialogCode).toHaveLength(1);
  await dialog.getByRole("radio", { name: "Ordered by mistake" }).check({ force: true });
  await dialog.getByRole("button", { name: "Cancel Order" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(
    page.getByRole("list", { name: "Order timeline" }).getByText("Cancelled", { exact: true }),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "Cancel Order" })).toHaveCount(0);
  // The page confirms the shopper's own cancel; nothing reads as a refusal.
  await expect(page.getByText("This order is cancelled.")).toBeVisible();
  await expect(page.getByText(/already/)).toHaveCount(0);

  const order = await orderOf(page, orderId);
  expect(order).toMatchObject({
    status: "cancelled",
    paymentMode: "COD",
    cancelReason: "Ordered by mistake",
  });
  expect(order.refunds ?? []).toEqual([]);
  expect(await stockOf(page.request, product, size)).toBe(before);
  await mailWithSubject(shopper.email, orderMailSubjects.cancelled(orderNumber));
});
