import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { productHandlers } from "../../../mocks/handlers/products";
import { UpperWearScreen } from "../../../src/features/catalog/UpperWearScreen";
import { UPPER_WEAR_TABS } from "../../../src/features/catalog/upperWearTabs";
import {
  expectFailedListing,
  failingListings,
  inStock,
  narrowedListing,
  upperWear,
} from "./listingExpectations";
import { withLocationProbe } from "../../support/LocationProbe";
import { authHandlers } from "../../../mocks/handlers/auth";

const meta = {
  title: "Features/Catalog/UpperWearScreen",
  component: UpperWearScreen,
  decorators: [withLocationProbe],
  parameters: { route: { path: "/upper-wear", initialEntry: "/upper-wear" }, layout: "fullscreen" },
  beforeEach({ msw }) {
    msw.use(...authHandlers.default, ...productHandlers.default);
  },
} satisfies Meta<typeof UpperWearScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const cardNames = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .queryAllByRole("article")
    .map((card) => card.getAttribute("aria-label"));

/** A story opening `/upper-wear?tab=<tab>` and checking the tab's first page (spec slugs). */
function tabStory(tab: (typeof UPPER_WEAR_TABS)[number]): Story {
  const expected = upperWear(tab.slugs ?? undefined);
  return {
    parameters: {
      route: {
        path: "/upper-wear",
        initialEntry: tab.tab === "all" ? "/upper-wear" : `/upper-wear?tab=${tab.tab}`,
      },
    },
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await expect(canvas.getByRole("heading", { level: 1, name: "Upper Wear" })).toBeVisible();
      await expect(canvas.getByRole("link", { name: tab.label })).toHaveAttribute("aria-current", "page");
      const others = UPPER_WEAR_TABS.filter((other) => other !== tab).map((other) =>
        canvas.getByRole("link", { name: other.label }),
      );
      await expect(others.filter((link) => link.hasAttribute("aria-current"))).toEqual([]);
      await waitFor(() => expect(cardNames(canvasElement)).toHaveLength(Math.min(8, expected.length)));
      await expect(cardNames(canvasElement)).toEqual(expected.slice(0, 8).map((p) => p.name));
      await expect(canvas.getByText(`${expected.length} products`)).toBeVisible();
    },
  };
}

export const All = tabStory(UPPER_WEAR_TABS[0]);
export const Tshirt = tabStory(UPPER_WEAR_TABS[1]);
export const OversizeTshirt = tabStory(UPPER_WEAR_TABS[2]);
export const RegularTshirt = tabStory(UPPER_WEAR_TABS[3]);
export const Hoodie = tabStory(UPPER_WEAR_TABS[4]);
export const Shacket = tabStory(UPPER_WEAR_TABS[5]);

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
    await expect(canvas.getByRole("checkbox", { name: "XXL" })).toBeChecked();
    await expect(canvas.getByRole("link", { name: "T-Shirts" })).toHaveAttribute("aria-current", "page");
    // Another category keeps the size filter; All drops only the category.
    await expect(canvas.getByRole("link", { name: "Hoodies" })).toHaveAttribute(
      "href",
      "/upper-wear?tab=hoodie&size=XXL",
    );
    await expect(canvas.getByRole("link", { name: "All" })).toHaveAttribute("href", "/upper-wear?size=XXL");
    await expect(canvas.getByRole("button", { name: "Clear filters" })).toBeVisible();
  },
};

/** An empty category says 'Coming Soon!'. */
export const ComingSoon: Story = {
  beforeEach({ msw }) {
    msw.use(...productHandlers.empty);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("Coming Soon!")).toBeVisible();
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
