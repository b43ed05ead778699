import { users } from "../../mocks/fixtures";
import { wishlistMessages } from "../../src/features/wishlist/wishlistMessages";
import { gotoHydrated, waitForHydration } from "./hydrated";
import { expect, type Page, test } from "./guardedTest";

// The wishlist end to end, against the built server: a shopper's heart on a listing saves the product
// (the server's POST /auth/wishlist/{userId}), /wishlist shows it and Remove takes it out; a guest's heart
// goes to the login page, which says why, and after logging in the product is saved and the guest is back
// on the listing with its heart filled. Each test signs in as its own sample shopper.

type Shopper = (typeof users)[number];

async function logIn(page: Page, shopper: Shopper) {
  await page.getByRole("textbox", { name: "Email, username or phone" }).fill(shopper.email);
  await page.getByLabel("Password", { exact: true }).fill(shopper.password);
  await page.getByRole("button", { name: "Log In", exact: true }).click();
}

/** The first card of /new-arrivals whose heart is empty, and its heart. */
async function firstUnsavedCard(page: Page) {
  const cards = page.getByRole("list", { name: "New arrivals" }).getByRole("article");
  await expect(cards.first()).toBeVisible();
  const count = await cards.count();
  for (let index = 0; index < count; index += 1) {
    const card = cards.nth(index);
    const heart = card.getByRole("button", { name: /^Wishlist / });
    if ((await heart.getAttribute("aria-pressed")) === "false") {
      const name = (await card.getAttribute("aria-label")) ?? "";
      return { name, heart };
    }
  }
  throw new Error("every product on the first page is already wishlisted");
}

/** The heart on the listing's card of `name`. */
const heartOf = (page: Page, name: string) =>
  page
    .getByRole("article", { name, exact: true })
    .first()
    .getByRole("button", { name: `Wishlist ${name}` });

/** The wishlist page's card of `name`. */
const savedCard = (page: Page, name: string) =>
  page.getByRole("list", { name: "Saved products" }).getByRole("article", { name, exact: true });

test("a shopper hearts a product on a listing, finds it on /wishlist, and removes it", async ({ page }) => {
  const shopper = users[0];
  await gotoHydrated(page, "/login?redirect=%2Fnew-arrivals");
  await logIn(page, shopper);
  await expect(page).toHaveURL(/\/new-arrivals$/);
  await waitForHydration(page);

  const { name, heart } = await firstUnsavedCard(page);
  const saved = page.waitForResponse(
    (r) => r.request().method() === "POST" && /\/api\/v1\/auth\/wishlist\//.test(r.url()),
  );
  await heart.click();
  await expect(heart).toHaveAttribute("aria-pressed", "true");
  expect((await saved).status()).toBe(200);

  // The server has it: a fresh page shows the heart filled from its first HTML.
  await gotoHydrated(page, "/new-arrivals");
  await expect(heartOf(page, name)).toHaveAttribute("aria-pressed", "true");

  // Move to Cart's size dialog is not part of the wishlist's code: it comes when the shopper reaches for it.
  const dialogCode: string[] = [];
  page.on("request", (request) => {
    if (/\/assets\/MoveToCartDialog-[^/]+\.js$/.test(request.url())) dialogCode.push(request.url());
  });
  await gotoHydrated(page, "/wishlist");
  await expect(page.getByRole("heading", { level: 1, name: "My Wishlist" })).toBeVisible();
  await expect(savedCard(page, name)).toBeVisible();
  await expect(page.getByText(/^\d+ item\(s\) saved for later$/)).toBeVisible();
  expect(dialogCode).toEqual([]);
  await page.getByRole("button", { name: `Move to Cart: ${name}` }).click();
  const sizes = page.getByRole("dialog", { name: "Choose a size" });
  await expect(sizes.getByRole("radio").first()).toBeVisible();
  expect(dialogCode).toHaveLength(1);
  await page.keyboard.press("Escape");
  await expect(sizes).toHaveCount(0);

  const removed = page.waitForResponse(
    (r) => r.request().method() === "DELETE" && /\/api\/v1\/auth\/wishlist\//.test(r.url()),
  );
  await page.getByRole("button", { name: `Remove: ${name}` }).click();
  await expect(savedCard(page, name)).toHaveCount(0);
  expect((await removed).status()).toBe(200);
  await gotoHydrated(page, "/wishlist");
  await expect(page.getByRole("heading", { level: 1, name: "My Wishlist" })).toBeVisible();
  await expect(savedCard(page, name)).toHaveCount(0);
});

test("a signed-in shopper's wishlist comes with their saved designs in its first HTML, not a spinner", async ({
  page,
}) => {
  await gotoHydrated(page, "/login?redirect=%2Fwishlist");
  await logIn(page, users[1]);
  await expect(page).toHaveURL(/\/wishlist$/);
  const html = await (await page.request.get("/wishlist", { headers: { accept: "text/html" } })).text();
  expect(html).toContain(wishlistMessages.designsTitle);
  expect(html).not.toContain("Loading your designs");
  // Saved designs or the invitation to make one, as the server knew them.
  expect(html.includes(wishlistMessages.noDesigns) || html.includes("Order Now")).toBe(true);
});

test("a guest's heart goes to login, which says why, and comes back with the product saved", async ({
  page,
}) => {
  const shopper = users[1];
  await gotoHydrated(page, "/new-arrivals");
  const { name, heart } = await firstUnsavedCard(page);
  await heart.click();

  await expect(page).toHaveURL(/\/login\?redirect=%2Fnew-arrivals&wishlist=[A-Za-z0-9_-]+$/);
  await waitForHydration(page);
  await expect(page.getByText("Log in to save this to your wishlist")).toBeVisible();
  await logIn(page, shopper);

  await expect(page).toHaveURL(/\/new-arrivals$/);
  await waitForHydration(page);
  await expect(heartOf(page, name)).toHaveAttribute("aria-pressed", "true");

  await gotoHydrated(page, "/wishlist");
  await expect(savedCard(page, name)).toBeVisible();
});
