import { GUEST_PAGE } from "../../server/guestPages";
import { expect, test } from "./guardedTest";
import { gotoHydrated } from "./hydrated";

// Every spec runs under the CSP guard (guardedTest.ts); these pages are the two kinds of policy.

/** Signs the browser's context in (its cookie jar is the page's). */
async function signIn(page: import("@playwright/test").Page) {
  const login = await page.request.post("/api/v1/auth/login", {
    data: { identifier: "aarav@example.com", password: "Aarav@2026" },
  });
  expect(login.status()).toBe(200);
}

test("a page rendered for a signed-in shopper runs its scripts under the per-request nonce", async ({
  page,
}) => {
  await signIn(page);
  const response = await page.goto("/contact");
  const policy = response?.headers()["content-security-policy"] ?? "";
  expect(policy).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
  expect(policy).toContain("frame-ancestors 'none'");
  expect(response?.headers()["x-cache"]).toBeUndefined();
  // Hydrated (the form reacts), so the inline scripts ran.
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Please enter your email address.")).toBeVisible();
});

test("a guest's page is rendered once and kept for every guest, its scripts allowed by their hashes", async ({
  page,
}) => {
  const path = "/contact?from=kept-page-test";
  const first = await page.request.get(path);
  const second = await page.request.get(path);
  expect(first.headers()["x-cache"]).toBe("miss");
  expect(second.headers()["x-cache"]).toBe("hit");
  expect(await second.text()).toBe(await first.text());
  expect(await first.text()).not.toContain("nonce=");
  const policy = second.headers()["content-security-policy"] ?? "";
  expect(policy).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
  expect(policy).not.toContain("nonce-");
  const etag = second.headers().etag ?? "";
  expect(etag).toMatch(/^W\/"/);
  const again = await page.request.get(path, { headers: { "if-none-match": etag } });
  expect(again.status()).toBe(304);
  // The kept page hydrates under its policy: the form reacts (and the guard saw no violation).
  const response = await page.goto(path);
  expect(response?.headers()["x-cache"]).toBe("hit");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Please enter your name.")).toBeVisible();
});

test("a prerendered page runs its scripts under their hashes", async ({ page }) => {
  // Hydrated first: a link pressed before the page's code has run is a plain (whole-page) navigation.
  const response = await gotoHydrated(page, "/terms");
  const policy = response?.headers()["content-security-policy"] ?? "";
  expect(policy).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
  expect(policy).not.toContain("nonce-");
  // Hydrated (the footer on the press itself): a link navigates on the client, without a new document.
  await page.evaluate(() => {
    (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
  });
  await page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" }).click();
  await expect(page).toHaveURL(/\/privacypolicy$/);
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(
    true,
  );
});

test("pages rendered for a signed-in shopper are private, no-store; a guest's are public for shared caches", async ({
  page,
}) => {
  const guest = await page.request.get("/new-arrivals");
  expect(guest.headers()["cache-control"]).toBe(GUEST_PAGE);
  expect(guest.headers().vary).toContain("Cookie");
  await signIn(page);
  for (const path of ["/new-arrivals", "/account/addresses"]) {
    const response = await page.request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()["cache-control"], path).toBe("private, no-store");
    expect(response.headers()["x-cache"], path).toBeUndefined();
  }
});

test("the guard fails a test whose page reports a violation", async ({ page, cspGuard }) => {
  test.fail(true, "the guard must fail this test when it tears down");
  await page.goto("/terms");
  await page.evaluate(() => {
    const script = document.createElement("script");
    script.textContent = "window.__injected = true";
    document.body.append(script);
  });
  await expect.poll(() => cspGuard.length).toBeGreaterThan(0);
  expect(
    await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected),
  ).toBeUndefined();
});
