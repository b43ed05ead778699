import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { bannerHandlers } from "../../../mocks/handlers/banners";
import { productHandlers } from "../../../mocks/handlers/products";
import { TRENDING_TILES, TrendingScreen } from "../../../src/features/catalog/TrendingScreen";
import {
  emptyListingStory,
  expectFailedListing,
  failingListings,
  listingInTheShop,
  loadingListingStory,
  narrowedListing,
  tagged,
} from "./listingExpectations";
import { variants } from "../../../mocks/handlers";
import { withLocationProbe } from "../../support/LocationProbe";
import { authHandlers } from "../../../mocks/handlers/auth";
import { cardNames } from "./categoryTabStory";
import { stubMedia } from "../home/mediaStub";

const trending = tagged("trending");

const meta = {
  title: "Features/Catalog/TrendingScreen",
  component: TrendingScreen,
  decorators: [withLocationProbe],
  parameters: { route: { path: "/trending", initialEntry: "/trending" }, layout: "fullscreen" },
  beforeEach({ msw }) {
    msw.use(...authHandlers.default, ...bannerHandlers.default, ...productHandlers.default);
    // Reduced motion: the banner carousel stays on its first slide, whose words the screenshot shows.
    return stubMedia({ reducedMotion: true });
  },
} satisfies Meta<typeof TrendingScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(canvas.getByText("Discover what's popular right now")).toBeVisible();
    for (const tile of TRENDING_TILES) {
      const link = canvas.getByRole("link", { name: tile.name });
      await expect(link).toHaveAttribute("href", tile.href);
      // Its picture is the product photo, in AVIF to browsers that take it.
      await expect(link.querySelector("img")).toHaveAttribute("src", tile.image);
      await expect(link.querySelector('source[type="image/avif"]')?.getAttribute("srcset")).toMatch(
        /-400\.avif 400w, .+-800\.avif 800w$/,
      );
    }
    await waitFor(() => expect(cardNames(canvasElement)).toEqual(trending.slice(0, 8).map((p) => p.name)));
    await expect(canvas.getByRole("button", { name: "View More" })).toBeEnabled();
    await expect(canvas.getByRole("link", { name: "Shop Now" })).toHaveAttribute("href", "/");
    // The trending banner carousel is there too.
    await expect(await canvas.findByRole("region", { name: "Trending offers" })).toBeInTheDocument();
  },
};

export const ViewMore: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(cardNames(canvasElement)).toHaveLength(8));
    await userEvent.click(canvas.getByRole("button", { name: "View More" }));
    await waitFor(() => expect(cardNames(canvasElement)).toEqual(trending.slice(0, 16).map((p) => p.name)));
  },
};

/** Nothing has answered yet: the banners and the products are on their way. */
export const Loading: Story = loadingListingStory(...variants.banners.never);

export const Empty: Story = emptyListingStory("Check back soon for trending items!");

export const Failed: Story = {
  ...failingListings,
  play: async ({ canvasElement }) => {
    const canvas = await expectFailedListing(canvasElement);
    // The rest of the page still stands.
    await expect(canvas.getByText("Discover what's popular right now")).toBeVisible();
  },
};

const dearestFirst = [...trending].sort((a, b) => b.finalPrice - a.finalPrice);
/** What the server lists for trending, by price from high to low. */
const byPrice = narrowedListing((query) => query.get("sort") === "price-desc", dearestFirst);

/** Sorted by price, high to low, from the URL: the call asks for it; the dearest comes first. */
export const SortedByPrice: Story = {
  parameters: { route: { path: "/trending", initialEntry: "/trending?sort=price-desc" } },
  beforeEach: byPrice.use,
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(cardNames(canvasElement)[0]).toBe(dearestFirst[0].name));
    await expect(byPrice.calls.at(-1)?.get("sort")).toBe("price-desc");
  },
};

/** The page in the shop's header and footer, Trending current in the navigation. */
export const InTheShop: Story = listingInTheShop("Trending Now", "Trending", ["products", "banners"]);
