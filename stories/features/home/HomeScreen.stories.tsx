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
import { expectInTheShop, inTheShop } from "../../support/inTheShop";
import { screenControls } from "../../support/screenControls";

const meta = {
  title: "Features/Home/HomeScreen",
  component: HomeScreen,
  parameters: {
    route: { path: "/", initialEntry: "/" },
    layout: "fullscreen",
    media: { mobile: false, reducedMotion: false } satisfies MediaOverrides,
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

const sectionHeadings = [
  "Shop by Category",
  "New Arrivals",
  "Trending",
  "Featured Products",
  "Trending Oversized T-Shirts, Hoodies & Shackets",
];

/** Every section of spec 2.8, in order, with its data. */
export const AllSections: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1 })).toBeInTheDocument();
    const headings = canvas.getAllByRole("heading", { level: 2 }).map((h) => h.textContent);
    await expect(headings).toEqual(sectionHeadings);

    // The hero, twice (top and after Trending), in image mode with the fixtures' banner.
    const heroAlt = banners.desktopvideobanner[0]?.alt ?? "";
    await waitFor(
      () => expect(canvasElement.querySelectorAll('[data-testid="hero-banner"] img')).toHaveLength(2),
      {
        timeout: 5000,
      },
    );
    for (const image of canvasElement.querySelectorAll('[data-testid="hero-banner"] img')) {
      await expect(image).toHaveAccessibleName(heroAlt);
    }
    // The home banner carousel.
    await expectVisible(canvas.findByRole("group", { name: `Slide 1 of ${banners.home.length}` }));
    // Shop by Category.
    await expect(canvas.getByRole("link", { name: "T-Shirts" })).toHaveAttribute("href", "/tshirts");
    // New Arrivals and Trending grids: the first 8 of each.
    const newArrivals = await canvas.findByRole("list", { name: "New arrivals" });
    await expect(within(newArrivals).getAllByRole("article")).toHaveLength(8);
    await expect(within(newArrivals).getAllByRole("article")[0]).toHaveAccessibleName(
      productsWithTag("newarrival")[0]?.name,
    );
    const trending = await canvas.findByRole("list", { name: "Trending products" });
    await expect(within(trending).getAllByRole("article")).toHaveLength(8);
    await expect(canvas.getByRole("link", { name: "View all new arrivals" })).toHaveAttribute(
      "href",
      "/new-arrivals",
    );
    // The customised-collection banner.
    await expect(await canvas.findByRole("link", { name: banners.customized[0]?.alt })).toHaveAttribute(
      "href",
      "/customized",
    );
    // Featured Products: asked for as the shopper scrolls towards them, then 20 cards in the scroller
    // (drawn a few at a time).
    scrollToFeatured(canvasElement);
    const featured = await canvas.findByRole("list", { name: "Featured Products" });
    await waitFor(() =>
      expect(within(featured).getAllByRole("article")).toHaveLength(
        Math.min(20, productsWithTag("newarrival").length),
      ),
    );
    // The closing promo.
    await expect(canvas.getByRole("link", { name: "Shop Now" })).toHaveAttribute("href", "/trending");
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
    // Hero and customised banner are hidden.
    await waitFor(() => expect(canvasElement.querySelector('[data-testid="hero-banner"]')).toBeNull());
    await expect(canvas.queryByRole("link", { name: banners.customized[0]?.alt })).toBeNull();
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
