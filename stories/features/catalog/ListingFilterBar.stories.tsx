import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, screen, userEvent, waitFor, within } from "storybook/test";
import type { Size } from "../../../mocks/fixtures";
import { http } from "../../../mocks/handlers/http";
import { productHandlers } from "../../../mocks/handlers/products";
import { SIZES } from "../../../src/api/enums";
import { UpperWearScreen } from "../../../src/features/catalog/UpperWearScreen";
import { inStock, newestFirst, upperWear } from "./listingExpectations";
import { heldLoader } from "../../support/heldLoader";
import { withLocationProbe } from "../../support/LocationProbe";

// The sort and filter bar, on Upper Wear: each change goes to the URL and the (mock) server narrows the list.

const meta = {
  title: "Features/Catalog/ListingFilterBar",
  component: UpperWearScreen,
  decorators: [withLocationProbe],
  parameters: { route: { path: "/upper-wear", initialEntry: "/upper-wear" }, layout: "fullscreen" },
  beforeEach({ msw }) {
    msw.use(...productHandlers.default);
  },
} satisfies Meta<typeof UpperWearScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const all = upperWear();
const cards = (el: HTMLElement) => within(el).queryAllByRole("article");
const names = (el: HTMLElement) => cards(el).map((c) => c.getAttribute("aria-label"));

// The size that narrows Upper Wear the most while still listing something.
const narrowSize = SIZES.map((size) => ({ size, count: all.filter((p) => inStock(p, [size])).length }))
  .filter((s) => s.count > 0 && s.count < all.length)
  .sort((a, b) => a.count - b.count)[0]?.size as Size;

/** Tick a size: the URL carries it and every listed product has stock in it. */
export const ChooseSize: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(cards(canvasElement)).toHaveLength(8));
    await expect(canvas.getByText(`${all.length} products`)).toBeVisible();
    await userEvent.click(canvas.getByRole("checkbox", { name: narrowSize }));
    await expect(canvas.getByTestId("location")).toHaveTextContent(`URL: /upper-wear?size=${narrowSize}`);
    const expected = all.filter((p) => inStock(p, [narrowSize]));
    await waitFor(() => expect(canvas.getByText(`${expected.length} products`)).toBeVisible());
    await waitFor(() => expect(names(canvasElement)).toEqual(expected.slice(0, 8).map((p) => p.name)));
    await expect(canvas.getByRole("checkbox", { name: narrowSize })).toBeChecked();
    // Screen readers hear the new count.
    await expect(
      canvas.getByText(`Showing ${Math.min(8, expected.length)} of ${expected.length} products`),
    ).toBeInTheDocument();
  },
};

/** Colour swatches carry their names; ticking one narrows to products in that colour. */
export const ChooseColour: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(cards(canvasElement)).toHaveLength(8));
    await userEvent.click(canvas.getByRole("checkbox", { name: "Olive" }));
    await expect(canvas.getByTestId("location")).toHaveTextContent("URL: /upper-wear?color=Olive");
    const expected = all.filter((p) => p.variants.some((v) => v.color === "Olive"));
    await waitFor(() => expect(canvas.getByText(`${expected.length} products`)).toBeVisible());
    await waitFor(() => expect(names(canvasElement)).toEqual(expected.slice(0, 8).map((p) => p.name)));
  },
};

/** A minimum price applies once typing pauses, with the box still focused: products within it stay. */
export const PriceRange: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(cards(canvasElement)).toHaveLength(8));
    const min = canvas.getByRole("textbox", { name: "Min price" });
    await userEvent.type(min, "1000");
    await waitFor(() =>
      expect(canvas.getByTestId("location")).toHaveTextContent(/^URL: \/upper-wear\?minPrice=1000$/),
    );
    await expect(min).toHaveFocus();
    await expect(min).toHaveValue("1000");
    const expected = all.filter((p) => p.finalPrice >= 1000);
    await waitFor(() => expect(canvas.getByText(`${expected.length} products`)).toBeVisible());
    await waitFor(() => expect(names(canvasElement)).toEqual(expected.slice(0, 8).map((p) => p.name)));
  },
};

/** The query of every listing call the screen sends (the mock answers as usual). */
const listingCalls: URLSearchParams[] = [];
const route = heldLoader();

/**
 * Min, then max at once, while the min's navigation is still loading (the real route's loader fetches
 * the listing): neither drops the other, in the URL or in the call the screen sends.
 */
export const MinThenMaxQuickly: Story = {
  parameters: { route: { path: "/upper-wear", initialEntry: "/upper-wear", loader: route.loader } },
  beforeEach({ msw }) {
    listingCalls.length = 0;
    msw.use(
      http.get("/product/category/{category}", ({ request }) => {
        listingCalls.push(new URL(request.url).searchParams);
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(cards(canvasElement)).toHaveLength(8));
    route.hold();
    await userEvent.type(canvas.getByRole("textbox", { name: "Min price" }), "500");
    // Leaving the box applies the minimum at once; its navigation waits on the held loader.
    await userEvent.click(canvas.getByRole("textbox", { name: "Max price" }));
    await userEvent.keyboard("1500{Enter}");
    route.release();
    await waitFor(() =>
      expect(canvas.getByTestId("location")).toHaveTextContent(
        /^URL: \/upper-wear\?minPrice=500&maxPrice=1500$/,
      ),
    );
    const expected = all.filter((p) => p.finalPrice >= 500 && p.finalPrice <= 1500);
    await waitFor(() => expect(canvas.getByText(`${expected.length} products`)).toBeVisible());
    const last = listingCalls.at(-1);
    await expect(last?.get("minPrice")).toBe("500");
    await expect(last?.get("maxPrice")).toBe("1500");
    await expect(canvas.getByRole("textbox", { name: "Min price" })).toHaveValue("500");
    await expect(canvas.getByRole("textbox", { name: "Max price" })).toHaveValue("1500");
  },
};

/** Clear filters empties the price boxes too (a change from elsewhere replaces what was typed). */
export const ClearEmptiesPrices: Story = {
  parameters: { route: { path: "/upper-wear", initialEntry: "/upper-wear?minPrice=500&maxPrice=1500" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const min = await canvas.findByRole("textbox", { name: "Min price" });
    await expect(min).toHaveValue("500");
    await userEvent.click(canvas.getByRole("button", { name: "Clear filters" }));
    await waitFor(() => expect(canvas.getByTestId("location")).toHaveTextContent(/^URL: \/upper-wear$/));
    await expect(min).toHaveValue("");
    await expect(canvas.getByRole("textbox", { name: "Max price" })).toHaveValue("");
  },
};

/** Sort by price, low to high: the cheapest comes first. */
export const SortByPrice: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(cards(canvasElement)).toHaveLength(8));
    await userEvent.click(canvas.getByRole("button", { name: /Sort by/ }));
    await userEvent.click(await screen.findByRole("option", { name: "Price: Low to High" }));
    await expect(canvas.getByTestId("location")).toHaveTextContent("URL: /upper-wear?sort=price-asc");
    const expected = [...all].sort((a, b) => a.finalPrice - b.finalPrice || newestFirst(a, b));
    await waitFor(() => expect(names(canvasElement)).toEqual(expected.slice(0, 8).map((p) => p.name)));
  },
};

/** Top rated: highest rating first. */
export const SortByRating: Story = {
  parameters: { route: { path: "/upper-wear", initialEntry: "/upper-wear?sort=rating" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const expected = [...all].sort((a, b) => b.rating - a.rating || newestFirst(a, b));
    await waitFor(() => expect(names(canvasElement)).toEqual(expected.slice(0, 8).map((p) => p.name)));
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
    await waitFor(() => expect(canvas.getByRole("checkbox", { name: "M" })).toBeChecked());
    await userEvent.click(canvas.getByRole("button", { name: "Clear filters" }));
    await expect(canvas.getByTestId("location")).toHaveTextContent(/^URL: \/upper-wear\?tab=hoodie$/);
    const hoodies = upperWear(["hoodie"]);
    await waitFor(() => expect(canvas.getByText(`${hoodies.length} products`)).toBeVisible());
    await expect(canvas.getByRole("checkbox", { name: "M" })).not.toBeChecked();
    await expect(canvas.queryByRole("button", { name: "Clear filters" })).toBeNull();
  },
};

/** Nothing matches: say so and offer to clear. */
export const NoMatch: Story = {
  parameters: { route: { path: "/upper-wear", initialEntry: "/upper-wear?minPrice=100000" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("No products match these filters.")).toBeVisible();
    await expect(canvas.getByText("0 products")).toBeVisible();
    await userEvent.click(canvas.getAllByRole("button", { name: "Clear filters" })[0]);
    await waitFor(() => expect(cards(canvasElement)).toHaveLength(8));
  },
};

/** Below 640 px the filters live in a sheet behind a 'Filters' button. */
export const MobileSheet: Story = {
  globals: { viewport: { value: "mobile2", isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(cards(canvasElement)).toHaveLength(8));
    await expect(canvas.queryByRole("checkbox", { name: narrowSize })).toBeNull();
    await userEvent.click(canvas.getByRole("button", { name: "Filters" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Filters" }));
    await userEvent.click(dialog.getByRole("checkbox", { name: narrowSize }));
    const expected = all.filter((p) => inStock(p, [narrowSize]));
    await userEvent.click(await dialog.findByRole("button", { name: `Show ${expected.length} products` }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await expect(canvas.getByTestId("location")).toHaveTextContent(`URL: /upper-wear?size=${narrowSize}`);
    await expect(canvas.getByRole("button", { name: "Filters (1)" })).toBeVisible();
    await waitFor(() => expect(names(canvasElement)).toEqual(expected.slice(0, 8).map((p) => p.name)));
  },
};
