import { catalogue, users } from "../../mocks/fixtures";
import { productPath } from "../../src/features/catalog/productLinks";
import { axeViolations, scrollThrough, waitForSettled } from "./axe";
import { expect, test } from "./guardedTest";
import { addToCart, buyable, logIn, sizesOf } from "./shopping";

// Every story passes axe on its own; these are the pages a shopper meets, each screen composed with the
// header, the footer, the announcement bar and the page's real data, as the server sends them and after
// hydration, at a phone's width and a desktop's.

const product = catalogue[0];

const GUEST_PAGES = [
  "/",
  "/new-arrivals",
  "/upper-wear?tab=hoodie",
  "/bottom-wear",
  "/trending",
  "/new-arrivals?q=hoodie",
  productPath(product._id, product.variants[0]._id),
  "/cart",
  "/wishlist",
  "/user-orders",
  "/login",
  "/signup",
  "/forgot-password",
  "/contact",
  "/faquetions",
  "/help-support",
  "/terms",
  "/privacypolicy",
  "/return-cancellation",
  "/store",
  "/info",
  "/info?type=store",
  "/no-such-page",
];

const SHOPPER_PAGES = ["/cart", "/checkout", "/wishlist", "/user-orders", "/account/addresses"];

for (const width of [390, 1280]) {
  test.describe(`at ${width} px, the pages pass axe`, () => {
    test.use({ bypassCSP: true, viewport: { width, height: 900 } });

    test("as a guest", async ({ page }) => {
      test.setTimeout(120_000);
      for (const url of GUEST_PAGES) {
        await page.goto(url);
        await waitForSettled(page);
        await scrollThrough(page);
        expect(await axeViolations(page), url).toEqual([]);
      }
    });

    test("signed in, with a line in the bag", async ({ page }) => {
      test.setTimeout(60_000);
      const shopper = users[2];
      const item = buyable[0];
      await logIn(page, shopper);
      await addToCart(page, item, sizesOf(item).first, 1);
      for (const url of SHOPPER_PAGES) {
        await page.goto(url);
        await waitForSettled(page);
        await scrollThrough(page);
        // The page is the shopper's own, not the guest's invitation to log in.
        await expect(page.getByRole("link", { name: "Log In", exact: true })).toHaveCount(0);
        expect(await axeViolations(page), url).toEqual([]);
      }
    });
  });
}
