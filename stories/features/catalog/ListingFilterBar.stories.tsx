import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, screen, userEvent, waitFor, within } from "storybook/test";
import type { Size } from "../../../mocks/fixtures";
import { variants } from "../../../mocks/handlers";
import { CategoryListingScreen } from "../../../src/features/catalog/CategoryListingScreen";
import { UPPER_WEAR } from "../../../src/features/catalog/categoryTabs";
import { inStock, narrowedListing, newestFirst, upperWear } from "./listingExpectations";
import { heldLoader } from "../../support/heldLoader";
import { withLocationProbe } from "../../support/LocationProbe";
import { findOpenDialog, expectVisible } from "../../support/storyHelpers";

// The sort and filter bar, on Upper Wear: each change goes to the URL and into the listing call, and the
// screen shows what the server answers (each story answers the narrowed list for the call it expects).

const meta = {
  title: "Features/Catalog/ListingFilterBar",
  component: CategoryListingScreen,
  args: { listing: UPPER_WEAR },
  decorators: [withLocationProbe],
  parameters: { route: { path: "/upper-wear", initialEntry: "/upper-wear" }, layout: "fullscreen" },
  beforeEach({ msw }) {
    msw.use(...variants.auth.default, ...variants.products.default);
  },
} satisfies Meta<typeof CategoryListingScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const all = upperWear();
const cards = (el: HTMLElement) => within(el).queryAllByRole("article");
const names = (el: HTMLElement) => cards(el).map((c) => c.getAttribute("aria-label"));

/** Opens the filters under the bar (from 640 px up they wait behind one 'Filters' button). */
async function openFilters(canvas: ReturnType<typeof within>) {
  const toggle = await canvas.findByRole("button", { name: /^Filters/, expanded: false });
  await userEvent.click(toggle);
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
}

const narrowSize: Size = "XXL";
/** What the server lists for Upper Wear in size XXL. */
const bySize = narrowedListing(
  (query) => query.getAll("size").includes(narrowSize),
  all.filter((p) => inStock(p, [narrowSize])),
);

/** Tick a size: the URL and the listing call carry it, and the screen lists what the server answers. */
export const ChooseSize: Story = {
  beforeEach: bySize.use,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(cards(canvasElement)).toHaveLength(8));
    await expect(canvas.getByText(`${all.length} products`)).toBeVisible();
    // The inline filters' code comes on demand (as the Filters button is pressed).
    await openFilters(canvas);
    await userEvent.click(await canvas.findByRole("checkbox", { name: narrowSize }));
    await expect(canvas.getByTestId("location")).toHaveTextContent(`URL: /upper-wear?size=${narrowSize}`);
    const expected = all.filter((p) => inStock(p, [narrowSize]));
    await waitFor(() => expect(canvas.getByText(`${expected.length} products`)).toBeVisible());
    await waitFor(() => expect(names(canvasElement)).toEqual(expected.slice(0, 8).map((p) => p.name)));
    await expect(bySize.calls.at(-1)?.getAll("size")).toEqual([narrowSize]);
    await expect(canvas.getByRole("checkbox", { name: narrowSize })).toBeChecked();
    // Screen readers hear the new count.
    await expect(
      canvas.getByText(`Showing ${Math.min(8, expected.length)} of ${expected.length} products`),
    ).toBeInTheDocument();
  },
};

const olive = all.filter((p) => p.variants.some((v) => v.color === "Olive"));
/** What the server lists for Upper Wear in Olive. */
const byColour = narrowedListing((query) => query.getAll("color").includes("Olive"), olive);

/** Colour swatches carry their names; ticking one asks for that colour and lists what the server answers. */
export const ChooseColour: Story = {
  beforeEach: byColour.use,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(cards(canvasElement)).toHaveLength(8));
    await openFilters(canvas);
    await userEvent.click(await canvas.findByRole("checkbox", { name: "Olive" }));
    await expect(canvas.getByTestId("location")).toHaveTextContent("URL: /upper-wear?color=Olive");
    await waitFor(() => expect(canvas.getByText(`${olive.length} products`)).toBeVisible());
    await waitFor(() => expect(names(canvasElement)).toEqual(olive.slice(0, 8).map((p) => p.name)));
    await expect(byColour.calls.at(-1)?.getAll("color")).toEqual(["Olive"]);
  },
};

const fromBangladesh = all.filter((p) => p.declarations?.countryOfOrigin === "Bangladesh");
/** What the server lists for Upper Wear made in Bangladesh. */
const byCountry = narrowedListing((query) => query.getAll("country").includes("Bangladesh"), fromBangladesh);

/** Imported products are filterable by their country of origin (Legal Metrology Rule 6(10A)): the
 * countries of the listing are offered, and ticking one asks for it and lists what the server answers. */
export const ChooseCountry: Story = {
  beforeEach: byCountry.use,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(cards(canvasElement)).toHaveLength(8));
    await openFilters(canvas);
    const group = await canvas.findByRole("group", { name: "Country of origin" });
    await expect(
      within(group)
        .getAllByRole("checkbox")
        .map((box) => box.closest("label")?.textContent),
    ).toEqual(["Bangladesh", "India", "Sri Lanka"]);
    await userEvent.click(within(group).getByRole("checkbox", { name: "Bangladesh" }));
    await expect(canvas.getByTestId("location")).toHaveTextContent("URL: /upper-wear?country=Bangladesh");
    await waitFor(() =>
      expect(
        canvas.getByText(`${fromBangladesh.length} ${fromBangladesh.length === 1 ? "product" : "products"}`),
      ).toBeVisible(),
    );
    await waitFor(() => expect(names(canvasElement)).toEqual(fromBangladesh.map((p) => p.name)));
    await expect(byCountry.calls.at(-1)?.getAll("country")).toEqual(["Bangladesh"]);
    await expect(within(group).getByRole("checkbox", { name: "Bangladesh" })).toBeChecked();
  },
};

/** What the server lists for Upper Wear from ₹1,000. */
const fromPrice = narrowedListing(
  (query) => query.get("minPrice") === "1000",
  all.filter((p) => p.finalPrice >= 1000),
);

/** A minimum price applies once typing pauses, with the box still focused: products within it stay. */
export const PriceRange: Story = {
  beforeEach: fromPrice.use,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(cards(canvasElement)).toHaveLength(8));
    await openFilters(canvas);
    const min = await canvas.findByRole("textbox", { name: "Min price" });
    await userEvent.type(min, "1000");
    await waitFor(() =>
      expect(canvas.getByTestId("location")).toHaveTextContent(/^URL: \/upper-wear\?minPrice=1000$/),
    );
    await expect(min).toHaveFocus();
    await expect(min).toHaveValue("1000");
    const expected = all.filter((p) => p.finalPrice >= 1000);
    await waitFor(() => expect(canvas.getByText(`${expected.length} products`)).toBeVisible());
    await waitFor(() => expect(names(canvasElement)).toEqual(expected.slice(0, 8).map((p) => p.name)));
    await expect(fromPrice.calls.at(-1)?.get("minPrice")).toBe("1000");
  },
};

const from500To1500 = all.filter((p) => p.finalPrice >= 500 && p.finalPrice <= 1500);
/** What the server lists for Upper Wear from ₹500 to ₹1,500; `calls` holds every listing call's query. */
const betweenPrices = narrowedListing(
  (query) => query.get("minPrice") === "500" && query.get("maxPrice") === "1500",
  from500To1500,
);
const route = heldLoader();

/**
 * Min, then max at once, while the min's navigation is still loading (the real route's loader fetches
 * the listing): neither drops the other, in the URL or in the call the screen sends.
 */
export const MinThenMaxQuickly: Story = {
  parameters: { route: { path: "/upper-wear", initialEntry: "/upper-wear", loader: route.loader } },
  beforeEach: betweenPrices.use,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(cards(canvasElement)).toHaveLength(8));
    await openFilters(canvas);
    const min = await canvas.findByRole("textbox", { name: "Min price" });
    route.hold();
    await userEvent.type(min, "500");
    // Leaving the box applies the minimum at once; its navigation waits on the held loader.
    await userEvent.click(canvas.getByRole("textbox", { name: "Max price" }));
    await userEvent.keyboard("1500{Enter}");
    route.release();
    await waitFor(() =>
      expect(canvas.getByTestId("location")).toHaveTextContent(
        /^URL: \/upper-wear\?minPrice=500&maxPrice=1500$/,
      ),
    );
    await waitFor(() => expect(canvas.getByText(`${from500To1500.length} products`)).toBeVisible());
    const last = betweenPrices.calls.at(-1);
    await expect(last?.get("minPrice")).toBe("500");
    await expect(last?.get("maxPrice")).toBe("1500");
    await expect(canvas.getByRole("textbox", { name: "Min price" })).toHaveValue("500");
    await expect(canvas.getByRole("textbox", { name: "Max price" })).toHaveValue("1500");
  },
};

/**
 * The filters wait behind one 'Filters' button: between the sort and the first product there is one Tab
 * stop, not every size, colour and price box.
 */
export const FiltersClosed: Story = {
  parameters: { route: { path: "/upper-wear", initialEntry: "/upper-wear?size=M" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(cards(canvasElement).length).toBeGreaterThan(0));
    const toggle = canvas.getByRole("button", { name: "Filters (1)" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(canvas.queryByRole("checkbox")).toBeNull();
    await expect(canvas.queryByRole("textbox", { name: "Min price" })).toBeNull();
    // Tab from the Filters button goes past 'Clear filters' to the first product.
    toggle.focus();
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "Clear filters" })).toHaveFocus();
    await userEvent.tab();
    await expect(cards(canvasElement)[0]).toContainElement(document.activeElement as HTMLElement);
  },
};

/** Pressed, the button opens the filters under the bar, the chosen ones ticked, and says it is open. */
export const FiltersOpen: Story = {
  parameters: { route: { path: "/upper-wear", initialEntry: "/upper-wear?size=M" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await openFilters(canvas);
    const toggle = canvas.getByRole("button", { name: "Filters (1)" });
    const panel = document.getElementById(toggle.getAttribute("aria-controls") ?? "");
    await expect(panel).not.toBeNull();
    await expect(within(panel as HTMLElement).getByRole("checkbox", { name: "M" })).toBeChecked();
    await expect(within(panel as HTMLElement).getByRole("textbox", { name: "Max price" })).toBeVisible();
  },
};

/** What the server lists for Upper Wear up to ₹500, and (unpriced) for the filters' options. */
const upTo500 = narrowedListing(
  (query) => query.get("maxPrice") === "500",
  all.filter((p) => p.finalPrice <= 500),
);

/**
 * A min above the max (₹2,000 typed under a max of ₹500): the boxes keep both as typed, marked, with what
 * to do; the URL holds the same two; the list shows nothing for them and says why. Nothing is swapped or
 * replaced, and the server is never asked for a range it refuses.
 */
export const ReversedPriceRange: Story = {
  parameters: { route: { path: "/upper-wear", initialEntry: "/upper-wear?maxPrice=500" } },
  beforeEach: upTo500.use,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await openFilters(canvas);
    const min = await canvas.findByRole("textbox", { name: "Min price" });
    const max = canvas.getByRole("textbox", { name: "Max price" });
    await expect(max).toHaveValue("500");
    await userEvent.type(min, "2000{Enter}");
    await waitFor(() =>
      expect(canvas.getByTestId("location")).toHaveTextContent(
        /^URL: \/upper-wear\?minPrice=2000&maxPrice=500$/,
      ),
    );
    const problem = "The min price (₹2,000) is above the max price (₹500). Lower the min or raise the max.";
    const alert = await canvas.findByRole("alert");
    await expect(alert).toHaveTextContent(problem);
    // The boxes show what the URL holds, both marked wrong and described by the message.
    await expect(min).toHaveValue("2000");
    await expect(max).toHaveValue("500");
    for (const box of [min, max]) {
      await expect(box).toHaveAttribute("aria-invalid", "true");
      await expect(box).toHaveAccessibleDescription(problem);
    }
    // The list agrees: nothing can match, and it says why.
    await expect(canvas.getByText("No products can match this price range.")).toBeVisible();
    await expect(cards(canvasElement)).toHaveLength(0);
    await expect(canvas.getByText("0 products")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Clear price" })).toBeVisible();
    // The reversed pair never went to the server.
    await expect(upTo500.calls.some((q) => q.get("minPrice") === "2000")).toBe(false);
  },
};

/** What the server lists for Upper Wear from ₹300 to ₹500. */
const from300To500 = all.filter((p) => p.finalPrice >= 300 && p.finalPrice <= 500);
const between300And500 = narrowedListing(
  (query) => query.get("minPrice") === "300" && query.get("maxPrice") === "500",
  from300To500,
);

/** A reversed range from the URL is shown as it is; lowering the min puts it right and lists what matches. */
export const ReversedPriceRangePutRight: Story = {
  parameters: {
    route: { path: "/upper-wear", initialEntry: "/upper-wear?minPrice=2000&maxPrice=500" },
  },
  beforeEach: between300And500.use,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectVisible(canvas.findByText("No products can match this price range."));
    await openFilters(canvas);
    const min = await canvas.findByRole("textbox", { name: "Min price" });
    const max = canvas.getByRole("textbox", { name: "Max price" });
    await expect(min).toHaveValue("2000");
    await expect(max).toHaveValue("500");
    await userEvent.clear(min);
    await userEvent.type(min, "300{Enter}");
    await waitFor(() =>
      expect(canvas.getByTestId("location")).toHaveTextContent(
        /^URL: \/upper-wear\?minPrice=300&maxPrice=500$/,
      ),
    );
    await waitFor(() => expect(canvas.getByText(`${from300To500.length} products`)).toBeVisible());
    await waitFor(() => expect(names(canvasElement)).toEqual(from300To500.slice(0, 8).map((p) => p.name)));
    await expect(canvas.queryByRole("alert")).toBeNull();
    await expect(max).toHaveValue("500");
    await expect(max).not.toHaveAttribute("aria-invalid");
    await expect(canvas.queryByText("No products can match this price range.")).toBeNull();
  },
};

/** Clear filters empties the price boxes too (a change from elsewhere replaces what was typed). */
export const ClearEmptiesPrices: Story = {
  parameters: { route: { path: "/upper-wear", initialEntry: "/upper-wear?minPrice=500&maxPrice=1500" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await openFilters(canvas);
    const min = await canvas.findByRole("textbox", { name: "Min price" });
    await expect(min).toHaveValue("500");
    await userEvent.click(canvas.getByRole("button", { name: "Clear filters" }));
    await waitFor(() => expect(canvas.getByTestId("location")).toHaveTextContent(/^URL: \/upper-wear$/));
    await expect(min).toHaveValue("");
    await expect(canvas.getByRole("textbox", { name: "Max price" })).toHaveValue("");
  },
};

const cheapestFirst = [...all].sort((a, b) => a.finalPrice - b.finalPrice || newestFirst(a, b));
/** What the server lists for Upper Wear sorted by price, low to high. */
const byPrice = narrowedListing((query) => query.get("sort") === "price-asc", cheapestFirst);

/** Sort by price, low to high: the call asks for it and the cheapest comes first. */
export const SortByPrice: Story = {
  beforeEach: byPrice.use,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(cards(canvasElement)).toHaveLength(8));
    await userEvent.click(canvas.getByRole("button", { name: /Sort by/ }));
    await userEvent.click(await screen.findByRole("option", { name: "Price: Low to High" }));
    await expect(canvas.getByTestId("location")).toHaveTextContent("URL: /upper-wear?sort=price-asc");
    await waitFor(() => expect(names(canvasElement)).toEqual(cheapestFirst.slice(0, 8).map((p) => p.name)));
    await expect(byPrice.calls.at(-1)?.get("sort")).toBe("price-asc");
  },
};

const topRatedFirst = [...all].sort((a, b) => b.rating - a.rating || newestFirst(a, b));
/** What the server lists for Upper Wear sorted by rating. */
const byRating = narrowedListing((query) => query.get("sort") === "rating", topRatedFirst);

/** Top rated from the URL: the call asks for it, the highest rating first. */
export const SortByRating: Story = {
  parameters: { route: { path: "/upper-wear", initialEntry: "/upper-wear?sort=rating" } },
  beforeEach: byRating.use,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(names(canvasElement)).toEqual(topRatedFirst.slice(0, 8).map((p) => p.name)));
    await expect(byRating.calls.at(-1)?.get("sort")).toBe("rating");
    await expect(canvas.getByRole("button", { name: /Sort by/ })).toHaveTextContent("Top Rated");
  },
};

/** 'Clear filters' removes sizes, colours and prices from the URL and shows everything again. */
export const ClearFilters: Story = {
  parameters: {
    route: { path: "/upper-wear", initialEntry: "/upper-wear?tab=hoodie&size=M&color=Black&minPrice=500" },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await openFilters(canvas);
    await waitFor(() => expect(canvas.getByRole("checkbox", { name: "M" })).toBeChecked());
    await userEvent.click(canvas.getByRole("button", { name: "Clear filters" }));
    await expect(canvas.getByTestId("location")).toHaveTextContent(/^URL: \/upper-wear\?tab=hoodie$/);
    const hoodies = upperWear(["hoodie"]);
    await waitFor(() => expect(canvas.getByText(`${hoodies.length} products`)).toBeVisible());
    await expect(canvas.getByRole("checkbox", { name: "M" })).not.toBeChecked();
    await expect(canvas.queryByRole("button", { name: "Clear filters" })).toBeNull();
  },
};

/** The server lists nothing above ₹1,00,000. */
const nothingAbove = narrowedListing((query) => query.get("minPrice") === "100000", []);

/** Nothing matches: say so and offer to clear. */
export const NoMatch: Story = {
  parameters: { route: { path: "/upper-wear", initialEntry: "/upper-wear?minPrice=100000" } },
  beforeEach({ msw }) {
    msw.use(...nothingAbove.handlers);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectVisible(canvas.findByText("No products match these filters."));
    await expect(canvas.getByText("0 products")).toBeVisible();
    await userEvent.click(canvas.getAllByRole("button", { name: "Clear filters" })[0]);
    await waitFor(() => expect(cards(canvasElement)).toHaveLength(8));
  },
};

/** Below 640 px the filters live in a sheet behind a 'Filters' button. */
/** On a phone the filters open in a sheet: a size ticked there, the sheet says how many products it will show. */
export const MobileSheet: Story = {
  globals: { viewport: { value: "mobile2", isRotated: false } },
  beforeEach: bySize.use,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(cards(canvasElement)).toHaveLength(8));
    await expect(canvas.queryByRole("checkbox", { name: narrowSize })).toBeNull();
    await userEvent.click(canvas.getByRole("button", { name: "Filters" }));
    const sheet = await findOpenDialog("Filters");
    await userEvent.click(within(sheet).getByRole("checkbox", { name: narrowSize }));
    const expected = all.filter((p) => inStock(p, [narrowSize]));
    await expectVisible(within(sheet).findByRole("button", { name: `Show ${expected.length} products` }));
    // It ends open, as its name says.
    await expect(await findOpenDialog("Filters")).toBe(sheet);
  },
};

/** Show N products closes the sheet with the filter in the URL and the list narrowed. */
export const MobileSheetApplies: Story = {
  globals: { viewport: { value: "mobile2", isRotated: false } },
  beforeEach: bySize.use,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(cards(canvasElement)).toHaveLength(8));
    await userEvent.click(canvas.getByRole("button", { name: "Filters" }));
    const dialog = within(await findOpenDialog("Filters"));
    await userEvent.click(dialog.getByRole("checkbox", { name: narrowSize }));
    const expected = all.filter((p) => inStock(p, [narrowSize]));
    await userEvent.click(await dialog.findByRole("button", { name: `Show ${expected.length} products` }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await expect(canvas.getByTestId("location")).toHaveTextContent(`URL: /upper-wear?size=${narrowSize}`);
    await expect(canvas.getByRole("button", { name: "Filters (1)" })).toBeVisible();
    await waitFor(() => expect(names(canvasElement)).toEqual(expected.slice(0, 8).map((p) => p.name)));
  },
};
