import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { productsWithTag, sampleSearchMatches, sampleSearchSuggestions } from "../../../mocks/fixtures";
import { only, variants } from "../../../mocks/handlers";
import { KIND_LINKS } from "../../../src/features/catalog";
import { SearchResultsScreen } from "../../../src/features/search/SearchResultsScreen";
import { productPath } from "../../../src/lib/paths";
import { withLocationProbe } from "../../support/LocationProbe";
import { expectVisible } from "../../support/storyHelpers";
import { cardNames } from "../catalog/categoryTabStory";
import { expectFailedListing } from "../catalog/listingExpectations";

/** The page of a search, as the header's box opens it. */
const searchRoute = (term?: string) => ({
  route: {
    path: "/search",
    initialEntry: term === undefined ? "/search" : `/search?${new URLSearchParams({ q: term })}`,
  },
});

const meta = {
  title: "Features/Search/SearchResultsScreen",
  component: SearchResultsScreen,
  parameters: { ...searchRoute("black tee"), layout: "fullscreen" },
  beforeEach({ msw }) {
    msw.use(...variants.auth.default, ...variants.products.default);
  },
} satisfies Meta<typeof SearchResultsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const heading = (canvasElement: HTMLElement) => within(canvasElement).getByRole("heading", { level: 1 });

/** The first page: the count and the search in the heading, the first 8 matches as cards, View More. */
export const Results: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectVisible(canvas.findByRole("heading", { level: 1, name: "9 results for “black tee”" }));
    await waitFor(() => expect(cardNames(canvasElement)).toHaveLength(8));
    await expect(cardNames(canvasElement)).toEqual(sampleSearchMatches.slice(0, 8).map((p) => p.name));
    // Each card opens the colour searched for.
    const first = sampleSearchMatches[0];
    const card = within(canvas.getAllByRole("article")[0]);
    await expect(card.getAllByRole("link")[0]).toHaveAttribute(
      "href",
      productPath(first._id, first.variantId),
    );
    await expect(canvas.getByRole("button", { name: "View More" })).toBeEnabled();
  },
};

/** View More adds the next page as the listings do: the 9th match, and every match is on screen. */
export const NinthMatchByViewMore: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(cardNames(canvasElement)).toHaveLength(8));
    await userEvent.click(canvas.getByRole("button", { name: "View More" }));
    await waitFor(() => expect(cardNames(canvasElement)).toHaveLength(9));
    await expect(cardNames(canvasElement)).toEqual(sampleSearchMatches.map((p) => p.name));
    await expectVisible(canvas.findByRole("button", { name: "All Products Loaded" }));
    await expect(canvas.getByRole("button", { name: "All Products Loaded" })).toBeDisabled();
    // Said to screen readers as the cards arrive.
    await expect(canvas.getByText("Showing 9 of 9 results for “black tee”")).toHaveAttribute(
      "role",
      "status",
    );
  },
};

/** The first page on its way: the search in the heading and the listings' spinner. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(...only(variants.products.never, "get", "/product/search/results"));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(heading(canvasElement)).toHaveTextContent("Searching for “black tee”");
    await expect(canvas.getByRole("progressbar", { name: "Loading products" })).toBeVisible();
  },
};

/** The search failed: the listings' failed state with Try Again, under the search's heading. */
export const Failed: Story = {
  beforeEach({ msw }) {
    msw.use(...variants.products.error);
  },
  play: async ({ canvasElement }) => {
    await expectFailedListing(canvasElement);
    await expect(heading(canvasElement)).toHaveTextContent("Results for “black tee”");
  },
};

/** Nothing matched ("kurta"): said plainly, then what the shop sells, searches that find something, and
 * what is trending, each a link. */
export const NoResults: Story = {
  parameters: searchRoute("kurta"),
  beforeEach({ msw }) {
    msw.use(...variants.products.noResults);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectVisible(canvas.findByRole("heading", { level: 1, name: "No results for “kurta”" }));
    await expect(canvas.getByText(/Nothing in the shop matches “kurta”/)).toBeVisible();
    const categories = within(canvas.getByRole("region", { name: "Shop by category" }));
    for (const kind of KIND_LINKS) {
      await expect(categories.getByRole("link", { name: kind.label })).toHaveAttribute("href", kind.href);
    }
    await expect(categories.getByRole("link", { name: "New Arrivals" })).toHaveAttribute(
      "href",
      "/new-arrivals",
    );
    const searches = within(await canvas.findByRole("region", { name: "Try searching for" }));
    for (const search of sampleSearchSuggestions) {
      await expect(searches.getByRole("link", { name: search })).toHaveAttribute(
        "href",
        `/search?${new URLSearchParams({ q: search })}`,
      );
    }
    const trending = await canvas.findByRole("region", { name: "Trending now" });
    await waitFor(() => expect(cardNames(trending)).toHaveLength(4));
    await expect(cardNames(trending)).toEqual(
      productsWithTag("trending")
        .slice(0, 4)
        .map((p) => p.name),
    );
    await expect(within(trending).getByRole("link", { name: "See everything trending" })).toHaveAttribute(
      "href",
      "/trending",
    );
    await expect(canvas.queryByRole("button", { name: "View More" })).toBeNull();
  },
};

/** A typo the search was sure of: the results say which word they are for. */
export const TypoReadAs: Story = {
  parameters: searchRoute("hoddie"),
  beforeEach({ msw }) {
    msw.use(...variants.products.searchReadAs);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectVisible(canvas.findByRole("heading", { level: 1, name: /results for “hoddie”$/ }));
    await expect(canvas.getByText("Showing results for “hoodie”")).toBeVisible();
    await waitFor(() => expect(cardNames(canvasElement).length).toBeGreaterThan(0));
  },
};

/** /search with nothing typed: a box to search in (a plain GET form for the results page) and the help. */
export const BlankSearch: Story = {
  parameters: searchRoute(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(heading(canvasElement)).toHaveTextContent(/^Search$/);
    const box = canvas.getByRole("searchbox", { name: "What are you looking for?" });
    await expect(box).toHaveAttribute("name", "q");
    const form = box.closest("form");
    await expect(form).toHaveAttribute("action", "/search");
    await expect(form).toHaveAttribute("method", "get");
    await expect(canvas.getByRole("button", { name: "Search" })).toHaveAttribute("type", "submit");
    await expect(canvas.getByRole("region", { name: "Shop by category" })).toBeVisible();
    await expectVisible(canvas.findByRole("region", { name: "Try searching for" }));
    const trending = await canvas.findByRole("region", { name: "Trending now" });
    await waitFor(() => expect(cardNames(trending)).toHaveLength(4));
  },
};

/** Searching from the blank page opens that search's results. */
export const BlankSearchSubmits: Story = {
  parameters: searchRoute(),
  decorators: [withLocationProbe],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      canvas.getByRole("searchbox", { name: "What are you looking for?" }),
      "black tee{Enter}",
    );
    await expectVisible(canvas.findByRole("heading", { level: 1, name: "9 results for “black tee”" }));
    await expect(canvas.getByTestId("location")).toHaveTextContent("URL: /search?q=black+tee");
  },
};
