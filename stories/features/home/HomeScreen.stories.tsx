import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, spyOn, userEvent, waitFor, within } from "storybook/test";
import { banners, carts, productsWithTag, shopper, wishlists } from "../../../mocks/fixtures";
import { bannerHandlers } from "../../../mocks/handlers/banners";
import { mediaHandlers } from "../../../mocks/handlers/media";
import { productHandlers } from "../../../mocks/handlers/products";
import { HomeScreen } from "../../../src/features/home/HomeScreen";
import { type MediaOverrides, stubMedia } from "./mediaStub";
import { authHandlers } from "../../../mocks/handlers/auth";
import { expectVisible } from "../../support/storyHelpers";
import { narrowedListing } from "../catalog/listingExpectations";
import { expectInTheShop, inTheShop } from "../../support/inTheShop";
import { screenControls } from "../../support/screenControls";

const meta = {
  title: "Features/Home/HomeScreen",
  component: HomeScreen,
  parameters: {
    route: { path: "/", initialEntry: "/" },
    layout: "fullscreen",
    // Reduced motion: the banner carousel stays on its first slide, whose words the screenshot shows, however
    // long a story's play takes (its rotation has stories of its own, Features/Banners/BannerCarousel).
    media: { mobile: false, reducedMotion: true } satisfies MediaOverrides,
  },
  beforeEach({ msw, parameters }) {
    msw.use(
      ...authHandlers.default,
      ...bannerHandlers.default,
      ...mediaHandlers.default,
      ...productHandlers.default,
    );
    return stubMedia(parameters.media as MediaOverrides);
  },
} satisfies Meta<typeof HomeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The names of the cards in the list named `name`. */
async function cardNames(canvasElement: HTMLElement, name: string) {
  const list = await within(canvasElement).findByRole("list", { name });
  return within(list)
    .getAllByRole("article")
    .map((card) => card.getAttribute("aria-label"));
}

/** Featured Products, once all `count` of its cards are drawn (they are drawn a few at a time). */
async function featuredNames(canvasElement: HTMLElement, count: number) {
  scrollToFeatured(canvasElement);
  const featured = await within(canvasElement).findByRole("list", { name: "Featured Products" });
  await waitFor(() => expect(within(featured).getAllByRole("article")).toHaveLength(count), {
    timeout: 5000,
  });
  return cardNames(canvasElement, "Featured Products");
}

/**
 * What each section should list, from the listings as the server orders them: New Arrivals the newest
 * eight, Trending the first eight of its sixteen that New Arrivals does not show, Featured the new
 * arrivals' first twenty without either.
 */
function expectedSections(newArrivals: readonly { name: string }[], trending: readonly { name: string }[]) {
  const newest = newArrivals.slice(0, 8).map((p) => p.name);
  const popular = trending
    .slice(0, 16)
    .map((p) => p.name)
    .filter((name) => !newest.includes(name))
    .slice(0, 8);
  const featured = newArrivals
    .slice(0, 20)
    .map((p) => p.name)
    .filter((name) => !newest.includes(name) && !popular.includes(name));
  return { newest, popular, featured };
}

/** No product is listed twice across the three sections. */
async function expectNoRepeats(...sections: (string | null)[][]) {
  const all = sections.flat();
  await expect(new Set(all).size).toBe(all.length);
}

const sectionHeadings = [
  "Shop by Category",
  "New Arrivals",
  "Trending",
  "Featured Products",
  "Trending Oversized T-Shirts, Hoodies & Shackets",
];

/** Every section of the home page, in order, with its data. */
export const AllSections: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1 })).toBeInTheDocument();
    const headings = canvas.getAllByRole("heading", { level: 2 }).map((h) => h.textContent);
    await expect(headings).toEqual(sectionHeadings);

    // The hero, once, in image mode with the fixtures' banner.
    const heroAlt = banners.desktopvideobanner[0]?.alt ?? "";
    await waitFor(
      () => expect(canvasElement.querySelectorAll('[data-testid="hero-banner"] img')).toHaveLength(1),
      { timeout: 5000 },
    );
    await expect(canvasElement.querySelector('[data-testid="hero-banner"] img')).toHaveAccessibleName(
      heroAlt,
    );
    // The home banner carousel.
    await expectVisible(canvas.findByRole("group", { name: `Slide 1 of ${banners.home.length}` }));
    // Shop by Category.
    await expect(canvas.getByRole("link", { name: "T-Shirts" })).toHaveAttribute("href", "/tshirts");
    // New Arrivals, Trending and Featured: eight, eight and the rest, none shown twice.
    const expected = expectedSections(productsWithTag("newarrival"), productsWithTag("trending"));
    await expect(await cardNames(canvasElement, "New arrivals")).toEqual(expected.newest);
    await expect(await cardNames(canvasElement, "Trending products")).toEqual(expected.popular);
    await expect(canvas.getByRole("link", { name: "View all new arrivals" })).toHaveAttribute(
      "href",
      "/new-arrivals",
    );
    // The customised-collection banner, and the trending banner where the hero used to come again.
    const customised = banners.customized[0];
    await expect(
      await canvas.findByRole("link", {
        name: `${customised?.title} ${customised?.subtitle} Shop Now ${customised?.alt}`,
      }),
    ).toHaveAttribute("href", "/customized");
    const trendingBanner = banners.trending[0];
    await expect(
      await canvas.findByRole("link", {
        name: `${trendingBanner?.title} ${trendingBanner?.subtitle} Shop Now ${trendingBanner?.alt}`,
      }),
    ).toHaveAttribute("href", "/trending");
    // Featured Products: asked for as the shopper scrolls towards them, then the new arrivals the grids
    // above do not show.
    const featured = await featuredNames(canvasElement, expected.featured.length);
    await expect(featured).toEqual(expected.featured);
    await expect(featured.length).toBeGreaterThan(0);
    await expectNoRepeats(expected.newest, expected.popular, featured);
    // The closing promo.
    await expect(canvas.getByRole("link", { name: "Shop Now" })).toHaveAttribute("href", "/trending");
  },
};

/** The same products tagged both new and trending, in the same order. */
const everywhere = productsWithTag("newarrival");
const sameProducts = narrowedListing(() => true, everywhere);

/**
 * New Arrivals and Trending answer the same products (every new arrival is trending too): Trending shows
 * the next eight instead of repeating, and Featured what is left of its twenty.
 */
export const SameProductsUnderBothTags: Story = {
  beforeEach: sameProducts.use,
  play: async ({ canvasElement }) => {
    const expected = expectedSections(everywhere, everywhere);
    await expect(expected.popular).toHaveLength(8);
    await waitFor(async () =>
      expect(await cardNames(canvasElement, "New arrivals")).toEqual(expected.newest),
    );
    await expect(await cardNames(canvasElement, "Trending products")).toEqual(expected.popular);
    const featured = await featuredNames(canvasElement, expected.featured.length);
    await expect(featured).toEqual(expected.featured);
    await expectNoRepeats(await cardNames(canvasElement, "New arrivals"), expected.popular, featured);
  },
};

/** The shopper scrolls down to Featured Products, which are only asked for as they come near. */
function scrollToFeatured(canvasElement: HTMLElement) {
  within(canvasElement).getByRole("heading", { name: "Featured Products" }).scrollIntoView();
}

export const ShopNowGoesToTrending: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("link", { name: "Shop Now" }));
    await expectVisible(canvas.findByText("Navigated to /trending"));
  },
};

/** Every call fails: the page still renders, each section with its own fallback. */
export const FailedCalls: Story = {
  beforeEach({ msw }) {
    msw.use(...bannerHandlers.error, ...mediaHandlers.error, ...productHandlers.error);
    const spy = spyOn(console, "error").mockImplementation(() => {});
    return () => spy.mockRestore();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const headings = canvas.getAllByRole("heading", { level: 2 }).map((h) => h.textContent);
    await expect(headings).toEqual(sectionHeadings);
    // The banner carousel falls back to three stock images.
    await expectVisible(canvas.findByRole("group", { name: "Slide 1 of 3" }));
    // Both grids and the featured carousel say so; the grids offer Try Again, the carousel does not.
    scrollToFeatured(canvasElement);
    await waitFor(() => expect(canvas.getAllByText("Failed to load products")).toHaveLength(3));
    await expect(canvas.getAllByRole("button", { name: "Try Again" })).toHaveLength(2);
    // Hero, customised and trending banners are hidden.
    await waitFor(() => expect(canvasElement.querySelector('[data-testid="hero-banner"]')).toBeNull());
    await expect(canvas.queryByRole("region", { name: "Customised collection" })).toBeNull();
    await expect(canvas.queryByRole("region", { name: "Trending now" })).toBeNull();
    // The rest of the page still works.
    await expect(canvas.getByRole("link", { name: "Shop Now" })).toHaveAttribute("href", "/trending");
    await expect(canvas.getByRole("link", { name: "Hoodies" })).toHaveAttribute("href", "/sweatshirts");
  },
};

/** Nothing to show anywhere: empty messages, no hero, 'No images to display'. */
export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(...bannerHandlers.empty, ...productHandlers.empty);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectVisible(canvas.findByText("No images to display"));
    await waitFor(() => expect(canvas.getAllByText("No products available at the moment.")).toHaveLength(2));
    // The Featured carousel loads on its own, as the shopper scrolls to it: wait for its empty text too.
    scrollToFeatured(canvasElement);
    await expectVisible(canvas.findByText("No products available"));
    await waitFor(() => expect(canvasElement.querySelector('[data-testid="hero-banner"]')).toBeNull());
  },
};

/** A shopper signed in, in the shop's header and footer: their bag's count in the header, and the products
 * they wishlisted hearted in the grids. */
export const SignedIn: Story = {
  ...screenControls({ as: "shopper", tags: ["products", "banners"] }),
  parameters: inTheShop,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectInTheShop(canvasElement, /^Rangrez: men's printed/);
    const lines = carts.find((cart) => cart.userId === shopper._id)?.products.length ?? 0;
    await expectVisible(canvas.findByRole("link", { name: `Cart, ${lines} items` }));
    const wished = new Set(wishlists.find((list) => list.userId === shopper._id)?.productIds);
    const newArrivals = await canvas.findByRole("list", { name: "New arrivals" });
    const hearted = productsWithTag("newarrival")
      .slice(0, 8)
      .filter((product) => wished.has(product._id));
    await expect(hearted.length).toBeGreaterThan(0);
    for (const product of hearted) {
      const heart = within(newArrivals).getByRole("button", { name: `Wishlist ${product.name}` });
      await waitFor(() => expect(heart).toHaveAttribute("aria-pressed", "true"));
    }
  },
};
