import type { Meta, StoryObj } from "@storybook/react-vite";
import { http } from "msw";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { ProductCard } from "../../../src/features/catalog/ProductCard";
import { catalogue, makeProductSummary, toSummary } from "../../../mocks/fixtures";
import { authHandlers } from "../../../mocks/handlers/auth";
import { settlePage } from "../../support/storyHelpers";
import { neverAnswer } from "../../../mocks/handlers";

const newArrival = toSummary(
  catalogue.find((p) => p.isNew && p.discount > 0 && p.reviews.length > 0) ?? catalogue[0],
);
const plain = makeProductSummary({
  isNew: false,
  price: 899,
  originalPrice: 899,
  finalPrice: 899,
  discount: 0,
  rating: 0,
  reviews: 0,
});

const meta = {
  title: "Features/Catalog/ProductCard",
  component: ProductCard,
  args: { product: newArrival },
  parameters: { route: { path: "/new-arrivals", initialEntry: "/new-arrivals" } },
  // The card's heart asks who is signed in (a guest here).
  beforeEach({ msw }) {
    msw.use(...authHandlers.default);
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 300 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProductCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NewAndDiscounted: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole("article", { name: args.product.name });
    await expect(within(card).getByText("NEW")).toBeVisible();
    const percent = Math.round(((args.product.price - args.product.finalPrice) / args.product.price) * 100);
    await expect(within(card).getByText(`-${percent}%`)).toBeVisible();
    await expect(within(card).getByRole("heading", { name: args.product.name })).toBeVisible();
    await expect(within(card).getByText(/Rated .* out of 5 from/)).toBeInTheDocument();
    // The image covers the pulse placeholder once loaded, which then hides.
    const image = within(card).getByRole("img") as HTMLImageElement;
    await waitFor(() => expect(within(card).getByTestId("image-placeholder")).not.toBeVisible());
    await expect(image.complete && image.naturalWidth > 0).toBe(true);
  },
};

export const WithoutDiscount: Story = {
  args: { product: plain },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("₹899")).toBeVisible();
    await expect(canvas.queryByText(/^-\d+%$/)).toBeNull();
    await expect(canvas.queryByText("NEW")).toBeNull();
    await expect(canvasElement.querySelector("s")).toBeNull();
    // No "0.0 (0)" stars for a product nobody has reviewed yet.
    await expect(canvas.getByText("No reviews yet")).toBeVisible();
    await expect(canvas.queryByText(/Rated/)).toBeNull();
  },
};

const SLOW_IMAGE = "/media/products/slow-story-image-400.webp";

export const ImageLoading: Story = {
  args: { product: { ...newArrival, images: [SLOW_IMAGE] } },
  beforeEach({ msw }) {
    // Hold the image forever (whichever rendition and format the browser picks) so the pulse placeholder stays.
    msw.use(http.get("/media/products/slow-story-image-*", neverAnswer));
  },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const placeholder = canvas.getByTestId("image-placeholder");
    await expect(placeholder).toBeVisible();
    await expect((canvas.getByRole("img") as HTMLImageElement).complete).toBe(false);
    // The pulse is the placeholder's ::before: `subtree` counts animations of pseudo-elements too.
    const pulses = () => placeholder.getAnimations({ subtree: true }).length;
    const root = document.documentElement;
    await step("stands still while the page is still loading", async () => {
      await expect(root.dataset.settled).toBeUndefined();
      await expect(pulses()).toBe(0);
    });
    const unsettle = settlePage();
    try {
      await step("pulses once the page has settled", async () => {
        await waitFor(() => expect(pulses()).toBe(1));
      });
    } finally {
      unsettle();
    }
  },
};

/** The heart the app gives every card (the wishlist's; its states are in Features/Wishlist/WishlistHeart). */
export const WithHeart: Story = {
  play: async ({ canvasElement, args }) => {
    const card = within(canvasElement).getByRole("article", { name: args.product.name });
    const heart = within(card).getByRole("button", { name: `Wishlist ${args.product.name}` });
    await expect(heart).toHaveAttribute("aria-pressed", "false");
    // Over the image's top-right corner.
    const frame = within(card).getByRole("img").getBoundingClientRect();
    const box = heart.getBoundingClientRect();
    await expect(box.top - frame.top).toBeLessThan(24);
    await expect(frame.right - box.right).toBeLessThan(24);
  },
};

export const OrderNowOpensDetail: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("link", { name: `Order Now: ${args.product.name}` }));
    await expect(
      await canvas.findByText(`Navigated to /display/${args.product._id}/${args.product.variantId}`),
    ).toBeInTheDocument();
  },
};

export const CardClickOpensDetail: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // What a pointer hits over the description is the product link: its overlay covers the whole card.
    const box = canvas.getByText(args.product.description).getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    await expect(hit).toBe(canvas.getByRole("link", { name: args.product.name }));
    await userEvent.click(hit as Element);
    await expect(
      await canvas.findByText(`Navigated to /display/${args.product._id}/${args.product.variantId}`),
    ).toBeInTheDocument();
  },
};
