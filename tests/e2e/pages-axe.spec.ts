import type { Browser } from "@playwright/test";
import { catalogue, staffUser, users } from "../../mocks/fixtures";
import { productPath } from "../../src/lib/paths";
import { axeViolations } from "./axe";
import { scrollThrough } from "./scrollThrough";
import { expect, type Page, test } from "./guardedTest";
import { waitForSettled } from "./hydrated";
import { addToCart, buyable, logIn, placeCodOrder, sizesOf } from "./shopping";

// Every story passes axe on its own; these are the pages a shopper (and staff) meet, each screen composed
// with the header, the footer, the announcement bar and the page's real data, as the server sends them
// and after hydration, at a phone's width and a desktop's: a guest's, a signed-in shopper's with a line in
// the bag, and an order's (the shopper's page of it, the staff board with it open).

const product = catalogue[0];

// A guest's pages in two walks, each within its own time limit: in one walk of 26 pages, a run beside the
// stories on this 2-core machine took more than the limit (45 s alone).
const GUEST_SHOPPING_PAGES = [
  "/",
  "/new-arrivals",
  "/upper-wear?tab=hoodie",
  "/bottom-wear",
  "/trending",
  "/new-arrivals?q=hoodie",
  productPath(product._id, product.variants[0]._id),
  "/cart",
  "/wishlist",
  "/customized",
  "/user-orders",
];

const GUEST_ACCOUNT_AND_HELP_PAGES = [
  "/login",
  "/signup",
  "/forgot-password",
  "/contact",
  "/complaint",
  "/faquetions",
  "/help-support",
  "/terms",
  "/privacypolicy",
  "/return-cancellation",
  "/seller-details",
  "/store",
  "/info",
  "/info?type=store",
  "/no-such-page",
];

const SHOPPER_PAGES = [
  "/cart",
  "/checkout",
  "/wishlist",
  "/user-orders",
  "/account/addresses",
  "/account/complaints",
];

for (const width of [390, 1280]) {
  test.describe(`at ${width} px, the pages pass axe`, () => {
    test.use({ bypassCSP: true, viewport: { width, height: 900 } });

    for (const [what, pages] of [
      ["shopping", GUEST_SHOPPING_PAGES],
      ["account, help and policy", GUEST_ACCOUNT_AND_HELP_PAGES],
    ] as const) {
      test(`as a guest: the ${what} pages`, async ({ page }) => {
        test.setTimeout(120_000);
        for (const url of pages) {
          await openWhole(page, url);
          expect(await axeViolations(page), url).toEqual([]);
        }
      });
    }

    test("signed in, with a line in the bag", async ({ page }) => {
      test.setTimeout(60_000);
      const shopper = users[2];
      const item = buyable[0];
      await logIn(page, shopper);
      await addToCart(page, item, sizesOf(item).first, 1);
      for (const url of SHOPPER_PAGES) {
        await openWhole(page, url);
        // The page is the shopper's own, not the guest's invitation to log in.
        await expect(page.getByRole("link", { name: "Log In", exact: true })).toHaveCount(0);
        expect(await axeViolations(page), url).toEqual([]);
      }
    });

    test("an order: the shopper's page of it, and the staff board with it open", async ({
      page,
      browser,
    }) => {
      test.setTimeout(60_000);
      const shopper = users[0];
      const item = buyable[buyable.length - 1];
      await logIn(page, shopper);
      const { orderId, orderNumber } = await placeCodOrder(page.request, shopper, item, sizesOf(item).first);
      const staff = await staffPage(browser, width);
      try {
        for (const [tab, url] of [
          [page, `/orders/${orderId}`],
          [staff, `/admin/orders?order=${orderId}`],
        ] as const) {
          await openWhole(tab, url);
          // The order itself is on the page, not a refusal or a 404.
          await expect(tab.getByRole("heading", { name: new RegExp(orderNumber) })).toBeVisible();
          expect(await axeViolations(tab), url).toEqual([]);
        }
      } finally {
        await staff.context().close();
      }
    });
  });
}

/** Opens `url` and has it settled and scrolled through, so every part of it is there to be checked. */
async function openWhole(tab: Page, url: string): Promise<void> {
  await tab.goto(url);
  await waitForSettled(tab);
  await scrollThrough(tab);
}

/** A tab of its own for staff, signed in, as this file's other pages are: at `width`, axe allowed in. */
async function staffPage(browser: Browser, width: number): Promise<Page> {
  const context = await browser.newContext({ bypassCSP: true, viewport: { width, height: 900 } });
  const tab = await context.newPage();
  await logIn(tab, staffUser);
  return tab;
}
