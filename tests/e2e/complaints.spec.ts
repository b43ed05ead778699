import { staffUser, users } from "../../mocks/fixtures";
import { expect, test } from "./guardedTest";
import { gotoHydrated } from "./hydrated";
import { buyable, logIn, mailWithSubject, placeCodOrder, sizesOf } from "./shopping";

// Complaints with tickets against the built shop (docs/decisions/complaints.md): a shopper files a
// complaint from their order's page and gets its ticket number at once and by mail; staff find it in the
// complaints queue with its clock, reply (mailed to the shopper); the shopper reads the reply under My
// Complaints.

const product = buyable[0];
const size = sizesOf(product).first;
const TICKET = /RZ-T-[1-9]\d{3}-\d{4}/;

test("a complaint from an order: its number at once and by mail, a staff reply, read by the shopper", async ({
  page,
  browser,
}) => {
  const shopper = users[0];
  await logIn(page, shopper);
  const { orderId, orderNumber } = await placeCodOrder(page.request, shopper, product, size);

  await gotoHydrated(page, `/orders/${orderId}`);
  await page.getByRole("link", { name: "Make a complaint about this order" }).click();
  await expect(page).toHaveURL(new RegExp(`/complaint\\?order=${orderId}`));
  await expect(page.getByText(orderNumber, { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: /What is it about\?/ })).toContainText("An order");
  await page.getByRole("textbox", { name: /Your complaint/ }).fill("One sleeve of the tee arrived torn.");
  await page.getByRole("button", { name: "File complaint" }).click();

  const heading = page.getByRole("heading", { name: /Your ticket number is/ });
  await expect(heading).toBeVisible();
  const number = ((await heading.textContent()) ?? "").match(TICKET)?.[0] ?? "";
  expect(number).toMatch(TICKET);
  const filedMail = await mailWithSubject(shopper.email, `Your complaint is registered: ticket ${number}`);
  expect(filedMail.text).toContain(orderNumber);
  expect(filedMail.text).toContain("One sleeve of the tee arrived torn.");

  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await logIn(staff, staffUser);
  const queue = await gotoHydrated(staff, "/admin/complaints");
  expect(queue?.status()).toBe(200);
  const row = staff
    .getByRole("list", { name: "Open complaints, oldest first" })
    .getByRole("listitem")
    .filter({
      hasText: number,
    });
  await expect(row).toContainText(/Acknowledge within 1 day 23 hours|Acknowledge within 2 days/);
  await row.getByRole("link", { name: number }).click();
  await expect(staff.getByRole("heading", { name: `Ticket ${number}` })).toBeVisible();
  await staff
    .getByRole("textbox", { name: /Reply to the shopper/ })
    .fill("Sorry about that. A replacement leaves our workshop tomorrow.");
  await staff.getByRole("button", { name: "Send reply" }).click();
  await expect(staff.getByText("Reply sent and mailed to the shopper.")).toBeVisible();
  const replyMail = await mailWithSubject(shopper.email, `Reply to your complaint ${number}`);
  expect(replyMail.text).toContain("A replacement leaves our workshop tomorrow.");
  await staffContext.close();

  await gotoHydrated(page, "/account/complaints");
  await page.getByRole("link", { name: `Ticket ${number}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Ticket ${number}` })).toBeVisible();
  await expect(page.getByText("Acknowledged", { exact: true }).first()).toBeVisible();
  const thread = page.getByRole("list", { name: "Messages" });
  await expect(thread.getByRole("listitem")).toHaveCount(2);
  await expect(thread).toContainText("A replacement leaves our workshop tomorrow.");
});

test("the complaints queue answers a guest 401 and a shopper 403", async ({ page }) => {
  expect((await page.goto("/admin/complaints"))?.status()).toBe(401);
  expect((await page.request.get("/api/v1/admin/complaints")).status()).toBe(401);
  await logIn(page, users[0]);
  expect((await page.goto("/admin/complaints"))?.status()).toBe(403);
  expect((await page.request.get("/api/v1/admin/complaints")).status()).toBe(403);
});
