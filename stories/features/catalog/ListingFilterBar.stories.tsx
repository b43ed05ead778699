import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, screen, userEvent, waitFor, within } from "storybook/test";
import type { Size } from "../../../mocks/fixtures";
import { productHandlers } from "../../../mocks/handlers/products";
import { SIZES } from "../../../src/api/enums";
import { UpperWearScreen } from "../../../src/features/catalog/UpperWearScreen";
import { inStock, newestFirst, upperWear } from "./listingExpectations";
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

/** A price range (committed on leaving the field) keeps products within it. */
export const PriceRange: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(cards(canvasElement)).toHaveLength(8));
    await userEvent.type(canvas.getByRole("textbox", { name: "Min price" }), "1000");
    await userEvent.tab();
    await expect(canvas.getByTestId("location")).toHaveTextContent("URL: /upper-wear?minPrice=1000");
    const expected = all.filter((p) => p.finalPrice >= 1000);
    await waitFor(() => expect(canvas.getByText(`${expected.length} products`)).toBeVisible());
    await waitFor(() => expect(names(canvasElement)).toEqual(expected.slice(0, 8).map((p) => p.name)));
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
