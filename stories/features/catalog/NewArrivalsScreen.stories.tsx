import {
  emptyListingStory,
  expectFailedListing,
  failingListings,
  listingInTheShop,
} from "./listingExpectations";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { productsWithTag } from "../../../mocks/fixtures";
import { http } from "../../../mocks/handlers/http";
import { productHandlers } from "../../../mocks/handlers/products";
import { NewArrivalsScreen } from "../../../src/features/catalog/NewArrivalsScreen";
import { authHandlers } from "../../../mocks/handlers/auth";
import { expectVisible } from "../../support/storyHelpers";
import { only, variants } from "../../../mocks/handlers";

const newArrivalCount = productsWithTag("newarrival").length;

const meta = {
  title: "Features/Catalog/NewArrivalsScreen",
  component: NewArrivalsScreen,
  parameters: { route: { path: "/new-arrivals", initialEntry: "/new-arrivals" }, layout: "fullscreen" },
  beforeEach({ msw }) {
    msw.use(...authHandlers.default, ...productHandlers.default);
  },
} satisfies Meta<typeof NewArrivalsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const cards = (canvasElement: HTMLElement) => within(canvasElement).queryAllByRole("article");

export const FirstPage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "New Arrivals" })).toBeVisible();
    await expect(canvas.getByText("Discover our latest collection")).toBeVisible();
    await waitFor(() => expect(cards(canvasElement)).toHaveLength(8));
    await expect(canvas.getByRole("button", { name: "View More" })).toBeEnabled();
    await expect(canvas.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
  },
};

/**
 * Wishlists need an account (docs/product.md#accounts): a guest's heart goes to login carrying the product,
 * and the login comes back to this page.
 */
export const GuestWishlistGoesToLogin: Story = {
  parameters: { route: { path: "/new-arrivals", initialEntry: "/new-arrivals?sort=price-asc" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(cards(canvasElement)).toHaveLength(8));
    const first = cards(canvasElement)[0];
    await userEvent.click(within(first).getByRole("button", { name: /^Wishlist / }));
    // It carries the product, which the login page saves once the shopper is signed in.
    // (/display/{productId}/{variantId})
    const productId = within(first)
      .getByRole("link", { name: /^Order Now/ })
      .getAttribute("href")
      ?.split("/")[2];
    const back = encodeURIComponent("/new-arrivals?sort=price-asc");
    await expect(
      await canvas.findByText(`Navigated to /login?redirect=${back}&wishlist=${productId}`),
    ).toBeInTheDocument();
  },
};

export const ViewMoreAppends: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(cards(canvasElement)).toHaveLength(8));
    const firstEight = cards(canvasElement).map((card) => card.getAttribute("aria-label"));
    await userEvent.click(canvas.getByRole("button", { name: "View More" }));
    await waitFor(() => expect(cards(canvasElement)).toHaveLength(16));
    // Appended, not replaced: the first eight stay in place.
    await expect(
      cards(canvasElement)
        .slice(0, 8)
        .map((c) => c.getAttribute("aria-label")),
    ).toEqual(firstEight);
    // Screen readers hear how far the list has grown.
    await expect(canvas.getByText(`Showing 16 of ${newArrivalCount} products`)).toBeInTheDocument();
  },
};

export const AllProductsLoaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(cards(canvasElement)).toHaveLength(8));
    while (canvas.queryByRole("button", { name: "View More" })) {
      const before = cards(canvasElement).length;
      await userEvent.click(canvas.getByRole("button", { name: "View More" }));
      await waitFor(() => expect(cards(canvasElement).length).toBeGreaterThan(before));
    }
    await expect(cards(canvasElement)).toHaveLength(newArrivalCount);
    const done = await canvas.findByRole("button", { name: "All Products Loaded" });
    await expect(done).toBeDisabled();
  },
};

export const FirstLoad: Story = {
  beforeEach({ msw }) {
    msw.use(...only(variants.products.never, "get", "/product/tags/{tag}"));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectVisible(canvas.findByRole("progressbar", { name: "Loading products" }));
    await expect(cards(canvasElement)).toHaveLength(0);
  },
};

export const LoadingMore: Story = {
  beforeEach({ msw }) {
    // Page 1 answers at once; page 2 never does, so the 'loading more' state stays on screen.
    const laterPage = (request: Request) => new URL(request.url).searchParams.get("page") !== "1";
    msw.use(...only(variants.products.never, "get", "/product/tags/{tag}", laterPage));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(cards(canvasElement)).toHaveLength(8));
    await userEvent.click(canvas.getByRole("button", { name: "View More" }));
    await expectVisible(canvas.findByText("Loading more products..."));
    await expect(canvas.queryByRole("button", { name: "View More" })).toBeNull();
  },
};

export const Empty: Story = emptyListingStory("Check back soon for new arrivals!");

export const Failed: Story = {
  ...failingListings,
  play: async ({ canvasElement }) => {
    await expectFailedListing(canvasElement);
  },
};

export const TryAgainRecovers: Story = {
  beforeEach({ msw }) {
    // The first call fails; the retry gets the real listing.
    let calls = 0;
    msw.use(
      http.get("/product/tags/{tag}", ({ response }) => {
        calls += 1;
        if (calls === 1) return response(500).json({ success: false, message: "Temporary failure" });
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: "Try Again" }));
    await waitFor(() => expect(cards(canvasElement)).toHaveLength(8));
    await expect(canvas.queryByText("Failed to load products")).toBeNull();
  },
};

/** The page in the shop's header and footer, New Arrivals current in the navigation. */
export const InTheShop: Story = listingInTheShop("New Arrivals", "New Arrivals");
