import type { StoryObj } from "@storybook/react-vite";
import { expect, waitFor, within } from "storybook/test";
import { productsIn } from "../../../mocks/fixtures";
import type { CategoryListingScreen } from "../../../src/features/catalog/CategoryListingScreen";
import type { CategoryListing } from "../../../src/features/catalog/categoryTabs";

type Story = StoryObj<typeof CategoryListingScreen>;

/** The names of the product cards on screen, in order. */
export const cardNames = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .queryAllByRole("article")
    .map((card) => card.getAttribute("aria-label"));

/** A story opening one of a category page's tabs (`?tab=`) and checking its first page: the products of the
 * tab's sub-categories, newest first, the tab marked current and no other. */
export function categoryTabStory(listing: CategoryListing, tab: CategoryListing["tabs"][number]): Story {
  const expected = productsIn(listing.category, tab.slugs ?? undefined);
  return {
    args: { listing },
    parameters: {
      route: {
        path: listing.path,
        initialEntry: tab.tab === "all" ? listing.path : `${listing.path}?tab=${tab.tab}`,
      },
    },
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await expect(canvas.getByRole("heading", { level: 1, name: listing.title })).toBeVisible();
      const nav = within(canvas.getByRole("navigation", { name: listing.navLabel }));
      await expect(nav.getByRole("link", { name: tab.label })).toHaveAttribute("aria-current", "page");
      const others = listing.tabs
        .filter((other) => other !== tab)
        .map((other) => nav.getByRole("link", { name: other.label }));
      await expect(others.filter((link) => link.hasAttribute("aria-current"))).toEqual([]);
      await expect(expected.length).toBeGreaterThan(0);
      await waitFor(() => expect(cardNames(canvasElement)).toHaveLength(Math.min(8, expected.length)));
      await expect(cardNames(canvasElement)).toEqual(expected.slice(0, 8).map((p) => p.name));
      await expect(canvas.getByText(`${expected.length} products`)).toBeVisible();
    },
  };
}
