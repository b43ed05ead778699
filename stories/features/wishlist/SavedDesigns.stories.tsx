import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, screen, userEvent, waitFor, within } from "storybook/test";
import { dropDanglingAnnouncements } from "../../../.storybook/storyHygiene";
import { shopper, users, wishlistDesigns } from "../../../mocks/fixtures";
import { only, variants } from "../../../mocks/handlers";
import { authHandlers } from "../../../mocks/handlers/auth";
import { customiserHandlers } from "../../../mocks/handlers/customiser";
import { mockSignIn } from "../../../mocks/handlers/store";
import { wishlistHandlers } from "../../../mocks/handlers/wishlist";
import { SavedDesigns } from "../../../src/features/wishlist/SavedDesigns";
import { wishlistMessages as messages } from "../../../src/features/wishlist/wishlistMessages";

/** A shopper with no saved design. */
const newShopper = users[2];

const meta = {
  title: "Features/Wishlist/SavedDesigns",
  component: SavedDesigns,
  args: { userId: shopper._id },
  parameters: { route: { path: "/wishlist" } },
  beforeEach({ msw }) {
    msw.use(...authHandlers.default, ...wishlistHandlers.default, ...customiserHandlers.default);
    return () => dropDanglingAnnouncements();
  },
} satisfies Meta<typeof SavedDesigns>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Still asking for the designs. */
export const Loading: Story = {
  beforeEach({ msw }) {
    mockSignIn(shopper._id);
    msw.use(...only(variants.wishlist.never, "get", "/wishlist/customization/user/{userId}"));
  },
  play: async () => {
    await expect(await screen.findByRole("progressbar", { name: "Loading your designs" })).toBeVisible();
  },
};

/** The first shopper's saved designs, newest first as the fixtures list them. */
const savedDesigns = wishlistDesigns.filter((d) => d.userId === shopper._id);

async function designCards() {
  const list = await screen.findByRole("list", { name: messages.designsTitle });
  return within(list).getAllByRole("article");
}

/** "My Customized Creations": each saved design drawn on its blank, with its facts, Order Now and Remove. */
export const Full: Story = {
  beforeEach() {
    mockSignIn(shopper._id);
  },
  play: async () => {
    await expect(await screen.findByRole("heading", { level: 2, name: messages.designsTitle })).toBeVisible();
    const cards = await designCards();
    await expect(cards).toHaveLength(savedDesigns.length);
    const [design] = savedDesigns;
    const card = within(cards[0]);
    await expect(
      card.getByRole("img", { name: `Front of your ${design.color} hoodie design` }),
    ).toBeVisible();
    await expect(card.getByText(`Hoodie · ${design.color} · Size ${design.size}`)).toBeVisible();
    const orderNow = card.getByRole("link", { name: /^Order Now/ });
    const href = new URL(orderNow.getAttribute("href") ?? "", window.location.origin);
    await expect(href.pathname).toBe(`/checkout/${design.productId}/${design.variantId}`);
    await expect(Object.fromEntries(href.searchParams)).toEqual({
      type: "customized",
      size: design.size,
      quantity: "1",
      customizationId: design._id,
    });
    await expect(card.getByRole("link", { name: "Edit design" })).toHaveAttribute(
      "href",
      `/customized?design=${design._id}`,
    );
    // The graphic is drawn from the shop's graphics list, over the print area.
    await waitFor(() => expect(cards[0].querySelector("svg image[href^='/media/graphics/']")).not.toBeNull());
  },
};

/** A design printed on both sides shows its back on request. */
export const Back: Story = {
  beforeEach() {
    mockSignIn(shopper._id);
  },
  play: async () => {
    const cards = await designCards();
    const card = within(cards[0]);
    await userEvent.click(card.getByRole("button", { name: "Show back" }));
    await expect(card.getByRole("button", { name: "Show back" })).toHaveAttribute("aria-pressed", "true");
    await expect(card.getByRole("img", { name: /^Back of your/ })).toBeVisible();
    await expect(cards[0].querySelector("svg text")?.textContent).toBe("Chai Pe Charcha");
  },
};

/** Removing a design takes its card off the list. */
export const Removed: Story = {
  beforeEach() {
    mockSignIn(shopper._id);
  },
  play: async () => {
    const [design] = savedDesigns;
    const cards = await designCards();
    const title = cards[0].getAttribute("aria-label") ?? "";
    await userEvent.click(within(cards[0]).getByRole("button", { name: `Remove: ${title}` }));
    await waitFor(async () => expect(await designCards()).toHaveLength(savedDesigns.length - 1));
    await expect(
      screen.queryByRole("img", { name: `Front of your ${design.color} hoodie design` }),
    ).toBeNull();
  },
};

/** A shopper with no saved design is pointed at the customiser. */
export const Empty: Story = {
  args: { userId: newShopper._id },
  beforeEach({ msw }) {
    mockSignIn(newShopper._id);
    msw.use(...wishlistHandlers.empty);
  },
  play: async () => {
    await expect(await screen.findByText(messages.noDesigns)).toBeVisible();
    await expect(screen.getByRole("link", { name: "Design your own" })).toHaveAttribute(
      "href",
      "/customized",
    );
  },
};

/** The designs could not be loaded: said, with Try Again. */
export const Failed: Story = {
  beforeEach({ msw }) {
    mockSignIn(shopper._id);
    msw.use(...only(variants.wishlist.error, "get", "/wishlist/customization/user/{userId}"));
  },
  play: async () => {
    const alert = await screen.findByRole("alert");
    await expect(within(alert).getByText(messages.designsFailed)).toBeVisible();
    await expect(within(alert).getByRole("button", { name: "Try Again" })).toBeVisible();
  },
};
