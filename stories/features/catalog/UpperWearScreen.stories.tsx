import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { productHandlers } from "../../../mocks/handlers/products";
import { CategoryListingScreen } from "../../../src/features/catalog/CategoryListingScreen";
import { UPPER_WEAR } from "../../../src/features/catalog/categoryTabs";
import { cardNames, categoryTabStory } from "./categoryTabStory";
import {
  expectFailedListing,
  failingListings,
  inStock,
  listingInTheShop,
  loadingListingStory,
  narrowedListing,
  upperWear,
} from "./listingExpectations";
import { withLocationProbe } from "../../support/LocationProbe";
import { authHandlers } from "../../../mocks/handlers/auth";
import { expectVisible } from "../../support/storyHelpers";

const meta = {
  title: "Features/Catalog/UpperWearScreen",
  component: CategoryListingScreen,
  args: { listing: UPPER_WEAR },
  decorators: [withLocationProbe],
  parameters: { route: { path: "/upper-wear", initialEntry: "/upper-wear" }, layout: "fullscreen" },
  beforeEach({ msw }) {
    msw.use(...authHandlers.default, ...productHandlers.default);
  },
} satisfies Meta<typeof CategoryListingScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const All = categoryTabStory(UPPER_WEAR, UPPER_WEAR.tabs[0]);
export const Tshirt = categoryTabStory(UPPER_WEAR, UPPER_WEAR.tabs[1]);
export const OversizeTshirt = categoryTabStory(UPPER_WEAR, UPPER_WEAR.tabs[2]);
export const RegularTshirt = categoryTabStory(UPPER_WEAR, UPPER_WEAR.tabs[3]);
export const Hoodie = categoryTabStory(UPPER_WEAR, UPPER_WEAR.tabs[4]);
export const Shacket = categoryTabStory(UPPER_WEAR, UPPER_WEAR.tabs[5]);

/** Choosing a category puts it in the URL and lists that sub-category. */
export const ChooseATab: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(cardNames(canvasElement)).toHaveLength(8));
    const nav = canvas.getByRole("navigation", { name: "Upper wear categories" });
    await expect(within(nav).getByRole("link", { name: "Shackets" })).toHaveAttribute(
      "href",
      "/upper-wear?tab=shacket",
    );
    await userEvent.click(within(nav).getByRole("link", { name: "Shackets" }));
    await expect(canvas.getByTestId("location")).toHaveTextContent("URL: /upper-wear?tab=shacket");
    const shackets = upperWear(["shacket"]);
    await waitFor(() => expect(cardNames(canvasElement)).toEqual(shackets.slice(0, 8).map((p) => p.name)));
    await expect(canvas.getByRole("link", { name: "Shackets" })).toHaveAttribute("aria-current", "page");
  },
};

/** What the server lists for the T-shirts in size XXL. */
const tshirtsInXxl = upperWear(["t-shirt", "oversize-t-shirt", "regular-t-shirt"]).filter((p) =>
  inStock(p, ["XXL"]),
);
const filtered = narrowedListing((query) => query.getAll("size").includes("XXL"), tshirtsInXxl);

/** A tab and a size filter from a shared URL: the call asks for both; the list is what the server answers. */
export const FiltersApplied: Story = {
  parameters: { route: { path: "/upper-wear", initialEntry: "/upper-wear?tab=tshirt&size=XXL" } },
  beforeEach: filtered.use,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const expected = tshirtsInXxl;
    await waitFor(() => expect(cardNames(canvasElement)).toEqual(expected.slice(0, 8).map((p) => p.name)));
    await expect(filtered.calls.at(-1)?.getAll("size")).toEqual(["XXL"]);
    await expect(canvas.getByText(`${expected.length} products`)).toBeVisible();
    await expect(canvas.getByRole("link", { name: "T-Shirts" })).toHaveAttribute("aria-current", "page");
    // Another category keeps the size filter; All drops only the category.
    await expect(canvas.getByRole("link", { name: "Hoodies" })).toHaveAttribute(
      "href",
      "/upper-wear?tab=hoodie&size=XXL",
    );
    await expect(canvas.getByRole("link", { name: "All" })).toHaveAttribute("href", "/upper-wear?size=XXL");
    await expect(canvas.getByRole("button", { name: "Clear filters" })).toBeVisible();
    // The filters wait behind their button, which counts them; opened, the size is ticked.
    await userEvent.click(canvas.getByRole("button", { name: "Filters (1)" }));
    await expect(await canvas.findByRole("checkbox", { name: "XXL" })).toBeChecked();
  },
};

/** An empty category says 'Coming Soon!'. */
export const ComingSoon: Story = {
  beforeEach({ msw }) {
    msw.use(...productHandlers.empty);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectVisible(canvas.findByText("Coming Soon!"));
    await expect(canvas.queryAllByRole("article")).toHaveLength(0);
    await expect(canvas.queryByRole("button", { name: "View More" })).toBeNull();
  },
};

export const Failed: Story = {
  ...failingListings,
  play: async ({ canvasElement }) => {
    await expectFailedListing(canvasElement);
  },
};

/** View More appends the category's next eight. */
export const ViewMore: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const all = upperWear();
    await waitFor(() => expect(cardNames(canvasElement)).toHaveLength(8));
    await userEvent.click(canvas.getByRole("button", { name: "View More" }));
    await waitFor(() => expect(cardNames(canvasElement)).toEqual(all.slice(0, 16).map((p) => p.name)));
  },
};

/** The products have not answered yet. */
export const Loading: Story = loadingListingStory();

/** The page in the shop's header and footer, Upper Wear current in the navigation. */
export const InTheShop: Story = listingInTheShop(UPPER_WEAR.title, "Upper Wear");
