import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { productsWithTag, toSummary } from "../../mocks/fixtures";
import { productHandlers } from "../../mocks/handlers/products";
import { NewArrivalsScreen } from "../../src/features/catalog/NewArrivalsScreen";
import { authHandlers } from "../../mocks/handlers/auth";

const newest = productsWithTag("newarrival").map(toSummary);

const meta = {
  title: "Flows/Browse New Arrivals",
  component: NewArrivalsScreen,
  parameters: { route: { path: "/new-arrivals", initialEntry: "/new-arrivals" }, layout: "fullscreen" },
  beforeEach({ msw }) {
    msw.use(...authHandlers.default, ...productHandlers.default);
  },
} satisfies Meta<typeof NewArrivalsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Step 1: the first page arrives, newest first. */
export const SeeTheNewest: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getAllByRole("article")).toHaveLength(8));
    const names = canvas.getAllByRole("article").map((card) => card.getAttribute("aria-label"));
    await expect(names).toEqual(newest.slice(0, 8).map((p) => p.name));
  },
};

/** Step 2: View More brings the next eight, in order. */
export const LoadTheNextPage: Story = {
  play: async (context) => {
    await SeeTheNewest.play?.(context);
    const canvas = within(context.canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "View More" }));
    await waitFor(() => expect(canvas.getAllByRole("article")).toHaveLength(16));
    await expect(canvas.getAllByRole("article")[8]).toHaveAttribute("aria-label", newest[8].name);
  },
};

/** Step 3: a product from the second page opens its detail route. */
export const OpenAProduct: Story = {
  play: async (context) => {
    await LoadTheNextPage.play?.(context);
    const canvas = within(context.canvasElement);
    const pick = newest[9];
    await userEvent.click(canvas.getByRole("link", { name: `Order Now: ${pick.name}` }));
    await expect(
      await canvas.findByText(`Navigated to /display/${pick._id}/${pick.variantId}`),
    ).toBeInTheDocument();
  },
};
