import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, screen, userEvent, waitFor, within } from "storybook/test";
import { catalogue, shopper, toSummary, wishlists } from "../../../mocks/fixtures";
import { authHandlers } from "../../../mocks/handlers/auth";
import { mockSignIn, mockStore } from "../../../mocks/handlers/store";
import { wishlistHandlers } from "../../../mocks/handlers/wishlist";
import { ProductCard } from "../../../src/features/catalog/ProductCard";
import { WishlistHeart } from "../../../src/features/wishlist";
import { type HeldAnswer, heldAnswer } from "../../support/heldAnswer";
import { sentRequests } from "../../support/sentRequests";

const savedId = wishlists[0].productIds[0];
const saved = toSummary(catalogue.find((p) => p._id === savedId) ?? catalogue[0]);
const other = toSummary(catalogue.find((p) => !wishlists[0].productIds.includes(p._id)) ?? catalogue[1]);

const wishlistReads = sentRequests("get", "/wishlist/user/:userId");
const removals = sentRequests("delete", "/auth/wishlist/:userId");

/** The story's held add (POST /auth/wishlist/{userId}), made fresh in its beforeEach. */
let heldAdd: HeldAnswer | null = null;
function holdAdds(): HeldAnswer {
  heldAdd = heldAnswer("post", "/auth/wishlist/:userId");
  return heldAdd;
}

/**
 * The same product twice on one page (as in a grid and in a carousel), and another one: every heart of a
 * product shows the page's one wishlist.
 */
function Page() {
  return (
    <div style={{ display: "grid", gridTemplateColumns: "repeat(3, 240px)", gap: 16 }}>
      <ProductCard product={saved} />
      <ProductCard product={other} />
      <section aria-label="Also on this page">
        <ProductCard product={other} />
      </section>
    </div>
  );
}

const meta = {
  title: "Features/Wishlist/WishlistHeart",
  component: WishlistHeart,
  args: { product: other },
  render: () => <Page />,
  parameters: { route: { path: "/new-arrivals", initialEntry: "/new-arrivals?sort=newest" } },
  beforeEach({ msw }) {
    wishlistReads.clear();
    removals.clear();
    msw.use(wishlistReads.handler, removals.handler, ...authHandlers.default, ...wishlistHandlers.default);
  },
} satisfies Meta<typeof WishlistHeart>;

export default meta;
type Story = StoryObj<typeof meta>;

const hearts = (name: string) => screen.getAllByRole("button", { name: `Wishlist ${name}` });

async function expectPressed(name: string, pressed: boolean) {
  await waitFor(() => {
    for (const heart of hearts(name)) expect(heart).toHaveAttribute("aria-pressed", String(pressed));
  });
}

/** A signed-in shopper's saved product shows a filled heart, everywhere on the page. */
export const Wishlisted: Story = {
  beforeEach() {
    mockSignIn(shopper._id);
  },
  play: async () => {
    await expectPressed(saved.name, true);
    await expectPressed(other.name, false);
    await expect(hearts(other.name)).toHaveLength(2);
  },
};

/** The heart flips at once (before the server answers), every heart of that product with it. */
export const AddFlipsAtOnce: Story = {
  beforeEach({ msw }) {
    mockSignIn(shopper._id);
    const held = holdAdds();
    msw.use(held.handler);
    return () => held.release();
  },
  play: async () => {
    await expectPressed(saved.name, true);
    await userEvent.click(hearts(other.name)[0]);
    // Both of its hearts are filled while the call is still held: the server has not got it yet.
    await waitFor(() => expect(heldAdd?.calls).toBe(1));
    await expectPressed(other.name, true);
    await expect(mockStore.wishlistIds).not.toContain(other._id);
    heldAdd?.release();
    await waitFor(() => expect(mockStore.wishlistIds).toContain(other._id));
    await expectPressed(other.name, true);
  },
};

/** Once the server has it, the heart stays filled, and the list is read again (the re-sync). */
export const AddIsSaved: Story = {
  beforeEach() {
    mockSignIn(shopper._id);
  },
  play: async () => {
    await expectPressed(saved.name, true);
    const readsBefore = wishlistReads.urls.length;
    await userEvent.click(hearts(other.name)[1]);
    await expectPressed(other.name, true);
    await waitFor(() => expect(mockStore.wishlistIds).toContain(other._id));
    await waitFor(() => expect(wishlistReads.urls.length).toBeGreaterThan(readsBefore));
    await expectPressed(other.name, true);
  },
};

/** Taking a product out empties its heart at once, and the server no longer has it. */
export const RemoveFlipsAtOnce: Story = {
  beforeEach() {
    mockSignIn(shopper._id);
  },
  play: async () => {
    await expectPressed(saved.name, true);
    await userEvent.click(hearts(saved.name)[0]);
    await expectPressed(saved.name, false);
    await waitFor(() => expect(mockStore.wishlistIds).not.toContain(saved._id));
    await expectPressed(saved.name, false);
  },
};

/** The server refuses: the heart flips, then quietly flips back (no message:
 * docs/product.md#when-a-call-fails). */
export const FailedAddReverts: Story = {
  beforeEach({ msw }) {
    mockSignIn(shopper._id);
    msw.use(...wishlistHandlers.changeFailed);
    const held = holdAdds();
    msw.use(held.handler);
    return () => held.release();
  },
  play: async ({ canvasElement }) => {
    await expectPressed(saved.name, true);
    await userEvent.click(hearts(other.name)[0]);
    await waitFor(() => expect(heldAdd?.calls).toBe(1));
    await expectPressed(other.name, true);
    heldAdd?.release();
    await expectPressed(other.name, false);
    await expect(mockStore.wishlistIds).not.toContain(other._id);
    // No message of any kind.
    await expect(within(canvasElement).queryByRole("alert")).toBeNull();
    await expect(document.querySelector("[data-sonner-toast]")).toBeNull();
  },
};

/** A failed removal puts the heart back. */
export const FailedRemoveReverts: Story = {
  beforeEach({ msw }) {
    mockSignIn(shopper._id);
    msw.use(removals.handler, ...wishlistHandlers.changeFailed);
  },
  play: async () => {
    await expectPressed(saved.name, true);
    await userEvent.click(hearts(saved.name)[0]);
    await waitFor(() => expect(removals.bodies).toEqual([{ productId: saved._id }]));
    await expectPressed(saved.name, true);
    await expect(mockStore.wishlistIds).toContain(saved._id);
  },
};

/** A guest's heart asks nothing of the server: it goes to login, carrying the product and this page. */
export const GuestGoesToLogin: Story = {
  play: async () => {
    await expectPressed(other.name, false);
    await userEvent.click(hearts(other.name)[0]);
    const back = encodeURIComponent("/new-arrivals?sort=newest");
    await expect(
      await screen.findByText(`Navigated to /login?redirect=${back}&wishlist=${other._id}`),
    ).toBeInTheDocument();
    await expect(wishlistReads.urls).toEqual([]);
  },
};
