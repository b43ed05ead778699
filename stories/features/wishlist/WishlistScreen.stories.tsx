import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, screen, userEvent, waitFor, within } from "storybook/test";
import { dropDanglingAnnouncements } from "../../../.storybook/storyHygiene";
import { catalogue, shopper, toSummary, users, wishlists } from "../../../mocks/fixtures";
import { authHandlers } from "../../../mocks/handlers/auth";
import { cartHandlers, SIZE_SOLD_OUT_MESSAGE } from "../../../mocks/handlers/cart";
import { customiserHandlers } from "../../../mocks/handlers/customiser";
import { fail, http } from "../../../mocks/handlers/http";
import { mockSignIn, mockStore } from "../../../mocks/handlers/store";
import { wishlistHandlers } from "../../../mocks/handlers/wishlist";
import { WishlistScreen } from "../../../src/features/wishlist/WishlistScreen";
import { sizesInStock, wishlistMessages as messages } from "../../../src/features/wishlist/wishlistMessages";
import { findOpenDialog, expectToast, expectVisible } from "../../support/storyHelpers";
import { only, variants } from "../../../mocks/handlers";
import { inTheShopStory } from "../../support/inTheShop";

/** The first shopper's saved products, newest first (as the fixtures and the mocks list them). */
const savedProducts = wishlists[0].productIds.map((id) => {
  const product = catalogue.find((p) => p._id === id);
  if (!product) throw new Error(`wishlisted ${id} is not in the catalogue`);
  return toSummary(product);
});
const [first, second] = savedProducts;
/** A shopper with nothing saved. */
const newShopper = users[2];

const meta = {
  title: "Features/Wishlist/WishlistScreen",
  component: WishlistScreen,
  parameters: { route: { path: "/wishlist" }, layout: "fullscreen" },
  beforeEach({ msw }) {
    msw.use(
      ...authHandlers.default,
      ...wishlistHandlers.default,
      ...cartHandlers.default,
      ...customiserHandlers.default,
    );
    return () => dropDanglingAnnouncements();
  },
} satisfies Meta<typeof WishlistScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

async function items() {
  const list = await screen.findByRole("list", { name: "Saved products" });
  return within(list).getAllByRole("article");
}

async function expectHeader(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole("heading", { level: 1, name: messages.title })).toBeVisible();
  await expect(canvas.getByRole("link", { name: /Back to Home/ })).toHaveAttribute("href", "/");
  await expect(canvas.getByRole("link", { name: "Add Item" })).toHaveAttribute("href", "/new-arrivals");
}

export const Loading: Story = {
  beforeEach({ msw }) {
    mockSignIn(shopper._id);
    msw.use(...only(variants.wishlist.never, "get", "/wishlist/user/{userId}"));
  },
  play: async ({ canvasElement }) => {
    await expectHeader(canvasElement);
    const canvas = within(canvasElement);
    await expectVisible(canvas.findByRole("progressbar", { name: "Loading wishlist" }));
    await expect(canvas.queryByText(/saved for later/)).toBeNull();
  },
};

/** Every saved product's card, with its count, Move to Cart and Remove. */
export const Full: Story = {
  beforeEach() {
    mockSignIn(shopper._id);
  },
  play: async ({ canvasElement }) => {
    await expectHeader(canvasElement);
    const cards = await items();
    await expect(cards.map((c) => c.getAttribute("aria-label"))).toEqual(savedProducts.map((p) => p.name));
    await expect(
      within(canvasElement).getByText(`${savedProducts.length} item(s) saved for later`),
    ).toBeVisible();
    for (const product of savedProducts) {
      await expect(screen.getByRole("button", { name: `Wishlist ${product.name}` })).toHaveAttribute(
        "aria-pressed",
        "true",
      );
      await expect(screen.getByRole("button", { name: `Move to Cart: ${product.name}` })).toBeEnabled();
      await expect(screen.getByRole("button", { name: `Remove: ${product.name}` })).toBeEnabled();
    }
  },
};

export const Empty: Story = {
  beforeEach() {
    mockSignIn(newShopper._id);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectVisible(canvas.findByRole("heading", { name: messages.empty }));
    await expect(canvas.getByRole("link", { name: "Discover Items" })).toHaveAttribute(
      "href",
      "/new-arrivals",
    );
    await expect(canvas.getByText("0 item(s) saved for later")).toBeVisible();
    await expect(canvas.queryByRole("list", { name: "Saved products" })).toBeNull();
  },
};

/** The list failed to load: the message and Try Again, which loads it once the server answers. */
export const Failed: Story = {
  beforeEach({ msw }) {
    mockSignIn(shopper._id);
    let failures = 0;
    msw.use(
      http.get("/wishlist/user/{userId}", () => {
        failures += 1;
        return failures === 1 ? fail(500, "Internal server error") : undefined;
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole("alert");
    await expect(alert).toHaveTextContent(messages.loadFailed);
    await expect(canvas.queryByText(/saved for later/)).toBeNull();
    await userEvent.click(within(alert).getByRole("button", { name: "Try Again" }));
    await expect(await items()).toHaveLength(savedProducts.length);
  },
};

export const Guest: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectVisible(canvas.findByRole("heading", { name: messages.guest }));
    await expect(canvas.getByRole("link", { name: "Log In" })).toHaveAttribute(
      "href",
      "/login?redirect=%2Fwishlist",
    );
    await expect(canvas.getByRole("link", { name: "Sign Up" })).toHaveAttribute(
      "href",
      "/signup?redirect=%2Fwishlist",
    );
    await expect(canvas.queryByText(/saved for later/)).toBeNull();
  },
};

/** Remove takes the card away at once; the server no longer has it; focus goes to the heading. */
export const Remove: Story = {
  beforeEach() {
    mockSignIn(shopper._id);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await items();
    await userEvent.click(canvas.getByRole("button", { name: `Remove: ${first.name}` }));
    await waitFor(() => expect(canvas.queryByRole("article", { name: first.name })).toBeNull());
    await expect(canvas.getByText(`${savedProducts.length - 1} item(s) saved for later`)).toBeVisible();
    await expect(canvas.getByRole("heading", { level: 1, name: messages.title })).toHaveFocus();
    await waitFor(() => expect(mockStore.wishlistIds).not.toContain(first._id));
    await expect(canvas.getByRole("article", { name: second.name })).toBeVisible();
  },
};

/** The server refuses the removal: the card comes back, without a message
 * (docs/product.md#when-a-call-fails). */
export const RemoveFails: Story = {
  beforeEach({ msw }) {
    mockSignIn(shopper._id);
    msw.use(...wishlistHandlers.changeFailed);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await items();
    await userEvent.click(canvas.getByRole("button", { name: `Remove: ${first.name}` }));
    await expectVisible(canvas.findByRole("article", { name: first.name }));
    await expect(canvas.getByText(`${savedProducts.length} item(s) saved for later`)).toBeVisible();
    await expect(mockStore.wishlistIds).toContain(first._id);
  },
};

async function openMoveToCart(product: (typeof savedProducts)[number]) {
  await items();
  await userEvent.click(screen.getByRole("button", { name: `Move to Cart: ${product.name}` }));
  return findOpenDialog("Choose a size");
}

/** Move to Cart asks for a size among those in stock, adds the line, toasts, and drops the card. */
export const MoveToCart: Story = {
  beforeEach() {
    mockSignIn(shopper._id);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const linesBefore = mockStore.cartLines.length;
    const dialog = await openMoveToCart(first);
    const sizes = sizesInStock(first);
    const radios = within(dialog).getAllByRole("radio");
    await expect(radios.map((r) => r.getAttribute("value"))).toEqual(sizes);
    // Nothing chosen yet: it asks for a size.
    await userEvent.click(within(dialog).getByRole("button", { name: "Move to Cart" }));
    await expect(within(dialog).getByText(messages.chooseSize)).toBeVisible();
    const size = sizes[sizes.length - 1];
    await userEvent.click(within(dialog).getByRole("radio", { name: size }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Move to Cart" }));
    await expectToast("Item added to cart");
    await waitFor(() => expect(mockStore.cartLines).toHaveLength(linesBefore + 1));
    await expect(mockStore.cartLines.at(-1)).toMatchObject({
      productId: first._id,
      variantId: first.variantId,
      size,
      quantity: 1,
    });
    await waitFor(() => expect(canvas.queryByRole("article", { name: first.name })).toBeNull());
    await waitFor(() => expect(mockStore.wishlistIds).not.toContain(first._id));
  },
};

/** The server refuses the line (the size sold out meanwhile): its message, and the card stays. */
export const MoveToCartRefused: Story = {
  beforeEach({ msw }) {
    mockSignIn(shopper._id);
    msw.use(...cartHandlers.addRefused);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dialog = await openMoveToCart(second);
    await userEvent.click(within(dialog).getAllByRole("radio")[0]);
    await userEvent.click(within(dialog).getByRole("button", { name: "Move to Cart" }));
    await expectToast(SIZE_SOLD_OUT_MESSAGE);
    await expect(canvas.getByRole("article", { name: second.name })).toBeVisible();
    await expect(mockStore.wishlistIds).toContain(second._id);
  },
};

/** Any other failure: the cart's own words. */
export const MoveToCartFailed: Story = {
  beforeEach({ msw }) {
    mockSignIn(shopper._id);
    msw.use(http.post("/cart/items", () => new Response(null, { status: 502 })));
  },
  play: async () => {
    const dialog = await openMoveToCart(first);
    await userEvent.click(within(dialog).getAllByRole("radio")[0]);
    await userEvent.click(within(dialog).getByRole("button", { name: "Move to Cart" }));
    await expectToast("Failed to add item to cart");
    await expect(mockStore.wishlistIds).toContain(first._id);
  },
};

/** The wishlist in the shop's header and footer. */
export const InTheShop: Story = {
  ...inTheShopStory(
    messages.title,
    async () => {
      await expect(await items()).toHaveLength(savedProducts.length);
    },
    { as: "shopper", tags: ["wishlist"] },
  ),
};

/** The page ends with the shopper's saved designs ("My Customized Creations", stories in SavedDesigns). */
export const WithSavedDesigns: Story = {
  beforeEach() {
    mockSignIn(shopper._id);
  },
  play: async () => {
    const section = await screen.findByRole("region", { name: messages.designsTitle });
    await expect(await within(section).findAllByRole("article")).not.toHaveLength(0);
  },
};
