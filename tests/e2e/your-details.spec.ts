import {
  accountDetailsMessages,
  EMAIL_CHANGE_MAIL_SUBJECT,
  EMAIL_CHANGED_MAIL_SUBJECT,
} from "../../src/lib/accountDetails";
import { expect, test } from "./guardedTest";
import { gotoHydrated } from "./hydrated";
import { mailedCode, mailWithSubject, signUpOnScreen } from "./shopping";

// My Account › Your details against the built shop (docs/decisions/personal-data.md#correction): a shopper
// corrects their name and phone number, and moves their account to a new email address with the code
// mailed there; the old address is told, and the account answers to the new one.

test("a shopper corrects their name and phone, and changes their email with the code mailed to the new address", async ({
  page,
}) => {
  test.setTimeout(60_000);
  const stamp = Date.now().toString().slice(-8);
  const oldEmail = `kabir.${stamp}@example.in`;
  const newEmail = `kabir.new.${stamp}@example.in`;
  await gotoHydrated(page, "/signup");
  await signUpOnScreen(page, {
    name: "Kabir Mehta",
    username: `kabir_${stamp}`,
    email: oldEmail,
    street: "4 MG Road",
  });
  await expect(page).toHaveURL(/\/$/);

  // Name and phone: saved, and still there when the page is opened again.
  await gotoHydrated(page, "/account/details");
  const name = page.getByRole("textbox", { name: "Full name" });
  await expect(name).toHaveValue("Kabir Mehta");
  await name.fill("Kabir Singh Mehta");
  await page.getByRole("textbox", { name: "Phone number (optional)" }).fill(`97${stamp}`);
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByRole("status").filter({ hasText: accountDetailsMessages.saved })).toBeVisible();
  await gotoHydrated(page, "/account/details");
  await expect(page.getByRole("textbox", { name: "Full name" })).toHaveValue("Kabir Singh Mehta");
  await expect(page.getByRole("textbox", { name: "Phone number (optional)" })).toHaveValue(`97${stamp}`);

  // The email: a code to the new address, typed in; the old address hears of it.
  await expect(page.getByText(`You log in with and get our mails at ${oldEmail}.`)).toBeVisible();
  await page.getByRole("button", { name: "Change email address" }).click();
  await page.getByRole("textbox", { name: "New email address" }).fill(newEmail);
  await page.getByRole("button", { name: "Send code" }).click();
  const codeField = page.getByRole("textbox", { name: "Verification code" });
  await expect(codeField).toBeVisible();
  await codeField.fill(await mailedCode(newEmail, EMAIL_CHANGE_MAIL_SUBJECT));
  await page.getByRole("button", { name: "Verify", exact: true }).click();
  await expect(
    page.getByRole("status").filter({ hasText: accountDetailsMessages.emailChanged }),
  ).toBeVisible();
  await expect(page.getByText(`You log in with and get our mails at ${newEmail}.`)).toBeVisible();
  const notice = await mailWithSubject(oldEmail, EMAIL_CHANGED_MAIL_SUBJECT);
  expect(notice.text).toContain(newEmail);

  // The account answers to the new address, and no longer to the old one.
  const signIn = (identifier: string) =>
    page.request.post("/api/v1/auth/login", { data: { identifier, password: "Rangrez@2026" } });
  expect((await signIn(newEmail)).status()).toBe(200);
  expect((await signIn(oldEmail)).status()).toBe(401);
});
