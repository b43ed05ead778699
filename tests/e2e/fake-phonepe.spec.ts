import { type RunningFakePhonePe, startFakePhonePe } from "../../server/dev/fake-phonepe";
import { createPhonePeGateway } from "../../server/services/payments/phonepe";
import { axeViolations } from "./axe";
import { expect, type Page, test } from "./guardedTest";

// The local payment gateway's page in Chromium: accessible (axe, roles, names), and under its own CSP the
// Pay button posts and lands the browser back on the shop. The fake runs in the test, as the shop runs its own.

let fake: RunningFakePhonePe;
let sequence = 0;

test.beforeAll(async () => {
  fake = await startFakePhonePe();
});
test.afterAll(async () => {
  await fake.close();
});

/** A payment of ₹1,269 whose gateway page sends the browser back to the shop's home page. */
async function newPayment(baseURL: string) {
  const transactionId = `TXE2E${Date.now()}${++sequence}`;
  const { redirectUrl } = await createPhonePeGateway(fake.config).initiate({
    transactionId,
    amountPaise: 126_900,
    redirectUrl: `${baseURL}/`,
    expireAfterSeconds: 900,
  });
  return { transactionId, redirectUrl };
}

const outcome = (page: Page) => page.getByRole("group", { name: "Payment outcome" });

test.describe("the payment page passes axe", () => {
  // axe is injected as a script of the page; the page's CSP would rightly refuse it.
  test.use({ bypassCSP: true });

  for (const width of [1280, 390]) {
    test(`at ${width} px`, async ({ page, baseURL }) => {
      await page.setViewportSize({ width, height: 900 });
      const { redirectUrl } = await newPayment(baseURL as string);
      await page.goto(redirectUrl);
      await expect(page).toHaveTitle("Pay ₹1,269.00 to Rangrez (test gateway)");
      await expect(page.getByRole("heading", { level: 1, name: "Pay Rangrez" })).toBeVisible();
      for (const name of ["Pay", "Fail", "Cancel", "Pay after a delay"]) {
        await expect(outcome(page).getByRole("button", { name, exact: true })).toBeVisible();
      }
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});

test("Pay, from the keyboard: back on the shop, the payment COMPLETED", async ({ page, baseURL }) => {
  const { transactionId, redirectUrl } = await newPayment(baseURL as string);
  await page.goto(redirectUrl);
  const pay = outcome(page).getByRole("button", { name: "Pay", exact: true });
  await expect(pay).toHaveAccessibleDescription("The payment succeeds at once.");
  await pay.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(`${baseURL}/`);
  expect(fake.order(transactionId)?.state).toBe("COMPLETED");
});
