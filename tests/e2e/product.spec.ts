import { productsWithTag, shopper } from "../../mocks/fixtures";
import { productPath } from "../../src/lib/paths";
import { expect, type Page, test } from "./guardedTest";
import { gotoHydrated, waitForHydratedNode, waitForHydration } from "./hydrated";

// The product page as a shopper uses it: from a listing to a product, a colour, a size, the
// delivery check, Add to Cart (the header's badge counts it) and a review (the count and average move).
// A new arrival on the listing's first page with two colours, reviews, and none by the sample shopper.
const product = productsWithTag("newarrival")
  .slice(0, 8)
  .find(
    (p) =>
      p.variants.length > 1 &&
      p.reviews.length > 0 &&
      !p.reviews.some((r) => r.user === shopper.username) &&
      p.variants[0].sizes.some((s) => s.stock > 0),
  );
if (!product) throw new Error("No fixture new arrival fits the product-page journey");
const [first, second] = product.variants;
const inStock = first.sizes.find((s) => s.stock > 0)?.size ?? "M";

async function logIn(page: Page) {
  await gotoHydrated(page, "/login");
  await page.getByRole("textbox", { name: "Email, username or phone" }).fill(shopper.email);
  await page.getByLabel("Password", { exact: true }).fill(shopper.password);
  await page.getByRole("button", { name: "Log In", exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
}

/** The header cart badge's count (0 when there is none). */
async function cartCount(page: Page): Promise<number> {
  const badge = page.getByTestId("cart-badge");
  return (await badge.count()) === 0 ? 0 : Number(await badge.textContent());
}

test("a guest who opens an unknown product gets the 404 page; an unknown colour goes to the first", async ({
  page,
}) => {
  const missing = await page.goto("/display/000000000000000000000000/000000000000000000000000");
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Oops! Page Not Found" })).toBeVisible();

  const redirected = await page.goto(productPath(product._id, "unknown-variant"));
  expect(redirected?.status()).toBe(200);
  await expect(page).toHaveURL(productPath(product._id, first._id));
  await expect(page.getByRole("heading", { level: 1, name: product.name })).toBeVisible();
});

test("the page is server-rendered with its SEO and the first image as the LCP candidate", async ({
  page,
}) => {
  const answer = await page.request.get(productPath(product._id, first._id));
  expect(answer.status()).toBe(200);
  const html = await answer.text();
  expect(html).toContain(`<h1 id="product-name"`);
  await gotoHydrated(page, productPath(product._id, first._id));
  await expect(page).toHaveTitle(`${product.name} (${first.color}) | Rangrez`);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    new RegExp(`${productPath(product._id, first._id)}$`),
  );
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", /-800\.webp$/);
  const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((t) =>
    JSON.parse(t),
  );
  const ld = jsonLd.find((entry) => entry["@type"] === "Product");
  expect(ld.offers.priceCurrency).toBe("INR");
  expect(ld.offers.price).toBe(product.finalPrice);
  expect(ld.aggregateRating.reviewCount).toBe(product.reviewCount);
  await expect(
    page.getByRole("img", { name: `${product.name} in ${first.color}, front view` }),
  ).toHaveAttribute("fetchpriority", "high");
});

test("the parts below the fold are in the first HTML, but their code loads after it and they still work", async ({
  page,
}) => {
  const path = productPath(product._id, first._id);
  const html = await (await page.request.get(path)).text();
  for (const heading of ["Product details", "Reviews", "Similar Products"]) expect(html).toContain(heading);
  // Their chunks are not among the modules the page preloads before it can hydrate (the links are inert
  // until the first paint: see src/app/hydrateAfterPaint.ts).
  const preloaded = [...html.matchAll(/<link rel="rz-modulepreload"[^>]*? href="([^"]+)"/g)].map((m) => m[1]);
  expect(preloaded.length).toBeGreaterThan(0);
  for (const chunk of ["ReviewsSection", "SimilarProducts", "ProductDetailsSections", "SizeGuideDialog"])
    expect(preloaded.filter((href) => href.includes(`/${chunk}-`))).toEqual([]);

  // Hydrated in place: the server's review heading is the one on screen (never re-created). Marked when
  // the HTML is parsed, before any module script runs.
  await page.addInitScript(() => {
    document.addEventListener("readystatechange", () => {
      const heading = document.getElementById("reviews-title") as
        | (HTMLElement & { fromServer?: boolean })
        | null;
      if (document.readyState === "interactive" && heading) heading.fromServer = true;
    });
  });
  await gotoHydrated(page, path);
  // The review form works once the shopper scrolls to it (a guest who fills it in is asked to log in).
  const reviews = page.getByRole("region", { name: "Reviews" });
  await reviews.scrollIntoViewIfNeeded();
  await waitForHydratedNode(reviews.getByRole("button", { name: "Submit Review" }));
  await reviews.locator("label", { has: page.getByRole("radio", { name: "4 stars" }) }).click();
  await reviews.getByRole("textbox", { name: "Your review" }).fill("Soft and true to size.");
  await reviews.getByRole("button", { name: "Submit Review" }).click();
  await expect(page.getByRole("dialog", { name: "Log In or Register" })).toBeVisible();
  expect(
    await page
      .locator("#reviews-title")
      .evaluate((node) => (node as HTMLElement & { fromServer?: boolean }).fromServer),
  ).toBe(true);
});

test("when the reviews' code cannot be fetched, the page keeps them as the server sent them", async ({
  page,
}) => {
  const failures: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") failures.push(message.text());
  });
  await page.route(/\/assets\/ReviewsSection-[\w-]+\.js$/, (route) => route.abort());
  await gotoHydrated(page, productPath(product._id, first._id));
  // Its code is asked for as the shopper heads its way.
  await page.getByRole("heading", { level: 2, name: "Reviews" }).scrollIntoViewIfNeeded();
  await expect.poll(() => failures.some((text) => text.includes("could not load its code"))).toBe(true);
  await expect(page.getByRole("heading", { level: 2, name: "Reviews" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: product.name })).toBeVisible();
});

test("the review count takes a phone shopper to the reviews, whether the page came from the server or a listing, and Back returns", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const reviewsLink = page.getByRole("link", {
    name: `(${product.reviewCount} ${product.reviewCount === 1 ? "review" : "reviews"})`,
  });
  const reviewsHeading = page.getByRole("heading", { level: 2, name: "Reviews" });
  const jumpsToReviews = async () => {
    await reviewsLink.click();
    await expect(page).toHaveURL(/#reviews-title$/);
    // The keyboard goes on from the reviews, as after the browser's own jump, and the shopper sees them.
    await expect(reviewsHeading).toBeFocused();
    await expect(reviewsHeading).toBeInViewport();
  };
  const backAtTheTop = async () => {
    await page.goBack();
    await expect(page).not.toHaveURL(/#reviews-title$/);
    await expect(page.getByRole("heading", { level: 1, name: product.name })).toBeInViewport();
  };

  // Loaded from the server: the reviews are still the server's HTML, waiting to be hydrated.
  await gotoHydrated(page, productPath(product._id, first._id));
  await jumpsToReviews();
  await backAtTheTop();

  await gotoHydrated(page, "/new-arrivals");
  await page.getByRole("link", { name: `Order Now: ${product.name}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: product.name })).toBeVisible();
  await jumpsToReviews();
  await backAtTheTop();
});

test("a shopper opens a product from a listing, picks colour and size, checks delivery, adds to cart and reviews it", async ({
  page,
}) => {
  await logIn(page);
  await gotoHydrated(page, "/new-arrivals");
  await page.getByRole("link", { name: `Order Now: ${product.name}` }).click();
  await expect(page).toHaveURL(productPath(product._id, first._id));
  await expect(page.getByRole("heading", { level: 1, name: product.name })).toBeVisible();
  await waitForHydration(page);

  // Another colour: the gallery and the URL change; Back returns to the first colour.
  await page.locator("label", { has: page.getByRole("radio", { name: second.color }) }).click();
  await expect(page).toHaveURL(productPath(product._id, second._id));
  await expect(
    page.getByRole("img", { name: `${product.name} in ${second.color}, front view` }),
  ).toHaveAttribute("src", second.images[0]);
  await page.goBack();
  await expect(page).toHaveURL(productPath(product._id, first._id));
  await expect(
    page.getByRole("img", { name: `${product.name} in ${first.color}, front view` }),
  ).toBeVisible();

  // Delivery: a metro pincode with a date, then one nobody delivers to.
  const pincode = page.getByRole("textbox", { name: "Pincode" });
  await pincode.fill("560001");
  await page.getByRole("button", { name: "Check", exact: true }).click();
  await expect(page.getByText("Delivery is available at this pincode.")).toBeVisible();
  await expect(page.getByText(/^Get it by \w{3}, \d{1,2} \w{3}$/)).toBeVisible();
  const promises = page.getByRole("list", { name: "Shopping with Rangrez" });
  await expect(promises.getByText("Free delivery across India")).toBeVisible();
  // The Andaman Islands: not served, and free delivery is no longer promised "across India" beside it.
  await pincode.fill("744101");
  await page.getByRole("button", { name: "Check", exact: true }).click();
  await expect(page.getByText("Sorry, delivery is not available at this location.")).toBeVisible();
  await expect(promises.getByText("Free delivery wherever we deliver")).toBeVisible();
  await expect(promises.getByText(/across India/)).toHaveCount(0);

  // A size, then Add to Cart: the toast and the header's badge, one more.
  const before = await cartCount(page);
  await page.getByRole("radiogroup", { name: "Size" }).getByText(inStock, { exact: true }).click();
  await page.getByRole("button", { name: "Add to Cart" }).click();
  await expect(page.getByText("Product added to cart successfully")).toBeVisible();
  await expect(page.getByTestId("cart-badge")).toHaveText(String(before + 1));

  // A one-star review: it tops the list, and the count and average move.
  const reviews = page.getByRole("region", { name: "Reviews" });
  await waitForHydratedNode(reviews.getByRole("button", { name: "Submit Review" }));
  await reviews.locator("label", { has: page.getByRole("radio", { name: "1 star" }) }).click();
  await reviews.getByRole("textbox", { name: "Your review" }).fill("The print cracked after one wash.");
  await reviews.getByRole("button", { name: "Submit Review" }).click();
  await expect(reviews.getByText("Thank you! Your review is posted.")).toBeVisible();
  const count = product.reviewCount + 1;
  const average = Math.round(((product.reviews.reduce((sum, r) => sum + r.rating, 0) + 1) / count) * 10) / 10;
  await expect(page.getByText(`(${count} reviews)`)).toBeVisible();
  await expect(page.getByText(`Rated ${average.toFixed(1)} out of 5`).first()).toBeAttached();
  await expect(reviews.getByRole("listitem").first()).toContainText("The print cracked after one wash.");

  // After a reload the server has it too, and the form offers to edit it.
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByText(`(${count} reviews)`)).toBeVisible();
  await expect(reviews.getByRole("heading", { name: "Edit your review" })).toBeVisible();
});
