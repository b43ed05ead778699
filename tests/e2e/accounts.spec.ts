import { expect, type Page, test } from "./guardedTest";
import { SESSION_COOKIE } from "../../src/lib/sessionCookie";
import { gotoHydrated } from "./hydrated";
import { mailedCode } from "./shopping";

async function openDrawer(page: Page, name: string | RegExp) {
  await page.getByRole("button", { name: "Profile" }).click();
  const drawer = page.getByRole("dialog", { name });
  await expect(drawer).toBeVisible();
  return drawer;
}

test("a new shopper signs up with the mailed code, is signed in, signs out, and logs back in to the page they were on", async ({
  page,
  context,
}) => {
  const stamp = Date.now().toString().slice(-8);
  const shopper = {
    name: "Meera Sharma",
    username: `meera_${stamp}`,
    email: `meera.${stamp}@example.in`,
    phone: `98${stamp}`,
    password: "Rangrez@2026",
    street: "21 Sapna Sangeeta Road",
  };

  // Step 1: the form. The pincode fills city and state from the offline pincode data.
  await gotoHydrated(page, "/signup");
  await expect(page).toHaveTitle(/Sign up/i);
  await page.getByRole("textbox", { name: "Full name" }).fill(shopper.name);
  await page.getByRole("textbox", { name: "Username" }).fill(shopper.username);
  await page.getByRole("textbox", { name: "Email" }).fill(shopper.email);
  await page.getByRole("textbox", { name: "Phone number (optional)" }).fill(shopper.phone);
  await page.getByLabel("Password", { exact: true }).fill(shopper.password);
  await page.getByLabel("Confirm password").fill(shopper.password);
  await page.getByRole("textbox", { name: "Street" }).fill(shopper.street);
  await page.getByRole("textbox", { name: "Pincode" }).fill("452001");
  await expect(page.getByRole("textbox", { name: "City" })).toHaveValue("Indore");
  await expect(page.getByRole("textbox", { name: "State" })).toHaveValue("Madhya Pradesh");
  await page.getByRole("button", { name: "Send OTP" }).click();

  // Step 2: the code, read from the mail the SMTP catcher received.
  const codeField = page.getByRole("textbox", { name: "Verification code" });
  await expect(codeField).toBeVisible();
  await expect(page.getByText(/Resend in \d+s/)).toBeVisible();
  const verify = page.getByRole("button", { name: "Verify", exact: true });
  await expect(verify).toBeDisabled();
  await codeField.fill(await mailedCode(shopper.email));
  await verify.click();

  // Step 3: complete, then home, signed in.
  await page.getByRole("button", { name: "Complete Registration" }).click();
  await expect(page).toHaveURL(/\/$/);

  // __Host-rz_session: Secure, which Chromium keeps on http://127.0.0.1 too.
  const session = (await context.cookies()).find((c) => c.name === SESSION_COOKIE);
  expect(session?.secure).toBe(true);
  expect(session?.httpOnly).toBe(true);
  expect(session?.sameSite).toBe("Lax");

  const drawer = await openDrawer(page, `Hello, ${shopper.name}`);
  await expect(drawer.getByText(shopper.email)).toBeVisible();
  await expect(drawer.getByText(shopper.phone)).toBeVisible();
  await expect(drawer.getByText(shopper.street)).toBeVisible();
  await expect(drawer.getByText("Indore")).toBeVisible();

  // The server already knows the shopper when it renders a page (no guest flash).
  const html = await (await page.request.get("/new-arrivals")).text();
  expect(html).toContain(shopper.name);

  await drawer.getByRole("button", { name: "Sign Out" }).click();
  await expect(drawer).toBeHidden();
  expect((await context.cookies()).find((c) => c.name === SESSION_COOKIE)).toBeUndefined();

  // Later, on Upper Wear: Log In from the drawer comes back here.
  await gotoHydrated(page, "/upper-wear?size=M");
  const guest = await openDrawer(page, "Guest User");
  await guest.getByRole("link", { name: "Log In" }).click();
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await page.getByRole("textbox", { name: "Email, username or phone" }).fill(shopper.username);
  await page.getByLabel("Password", { exact: true }).fill(shopper.password);
  await page.getByRole("button", { name: "Log In", exact: true }).click();

  await expect(page).toHaveURL(/\/upper-wear\?size=M$/);
  await openDrawer(page, `Hello, ${shopper.name}`);

  // Signed in, the login and sign-up pages have nothing to offer: straight on home.
  await page.goto("/login");
  await expect(page).toHaveURL(/\/$/);
  await page.goto("/signup?redirect=%2Fcontact");
  await expect(page).toHaveURL(/\/contact$/);
});

test("a wrong password is refused with the shop's message", async ({ page }) => {
  await gotoHydrated(page, "/login");
  await page.getByRole("textbox", { name: "Email, username or phone" }).fill("aarav@example.com");
  await page.getByLabel("Password", { exact: true }).fill("Wrong#Pass1");
  await page.getByRole("button", { name: "Log In", exact: true }).click();
  await expect(page.getByText("Invalid email or password. Please try again.")).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test("Google sign-in through the local fake provider creates the account and signs the shopper in", async ({
  page,
}) => {
  await gotoHydrated(page, "/login");
  await page.getByRole("button", { name: "Continue with Google" }).click();
  // The provider's own page (server/dev/fake-oauth.ts, started by FAKE_OAUTH=1).
  await expect(page.getByText("Google Tester (google.tester@example.com)")).toBeVisible();
  await page.getByRole("button", { name: "Continue" }).click();

  await expect(page).toHaveURL(/\/$/);
  const drawer = await openDrawer(page, /^Hello, /);
  await expect(drawer.getByText("google.tester@example.com")).toBeVisible();
});
