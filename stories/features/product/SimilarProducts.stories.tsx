import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor, within } from "storybook/test";
import { productsIn } from "../../../mocks/fixtures";
import { authHandlers } from "../../../mocks/handlers/auth";
import { productHandlers } from "../../../mocks/handlers/products";
import { SimilarProducts } from "../../../src/features/catalog/SimilarProducts";
import {
  expectScrollerEmpty,
  expectScrollerFailed,
  expectScrollerLoading,
} from "../../support/carouselExpectations";
import { supima } from "./productStoryKit";
import { only, variants } from "../../../mocks/handlers";

const similar = productsIn(supima.category, [supima.subCategory]).filter((p) => p._id !== supima._id);

const meta = {
  title: "Features/Product/SimilarProducts",
  component: SimilarProducts,
  args: { productId: supima._id },
  parameters: { route: { path: "/display/:productId/:variantId", initialEntry: "/display/p/v" } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 720 }}>
        <Story />
      </div>
    ),
  ],
  beforeEach({ msw }) {
    msw.use(...productHandlers.default, ...authHandlers.default);
  },
} satisfies Meta<typeof SimilarProducts>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { name: "Similar Products" })).toBeVisible();
    const list = await canvas.findByRole("list", { name: "Similar products" });
    const names = () =>
      within(list)
        .getAllByRole("article")
        .map((card) => card.getAttribute("aria-label"));
    // Cards arriving after the page are drawn a few at a time: the list is read once all are drawn.
    await waitFor(() => expect(names()).toEqual(similar.slice(0, 20).map((p) => p.name)));
    await expect(names()).not.toContain(supima.name);
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(...only(variants.products.never, "get", "/product/{productId}/similar"));
  },
  play: async ({ canvasElement }) => {
    await expectScrollerLoading(canvasElement, "Similar products");
  },
};

export const Failed: Story = {
  beforeEach({ msw }) {
    msw.use(...productHandlers.similarFailed);
  },
  play: async ({ canvasElement }) => {
    await expectScrollerFailed(canvasElement);
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(...productHandlers.empty);
  },
  play: async ({ canvasElement }) => {
    await expectScrollerEmpty(canvasElement);
  },
};
