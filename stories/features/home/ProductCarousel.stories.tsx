import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fireEvent, userEvent, waitFor, within } from "storybook/test";
import { productsWithTag, toSummary } from "../../../mocks/fixtures";
import { http } from "../../../mocks/handlers/http";
import { productHandlers } from "../../../mocks/handlers/products";
import { ProductCarousel } from "../../../src/features/catalog/ProductCarousel";
import { featuredProductsOptions } from "../../../src/features/home/featuredProducts";
import { authHandlers } from "../../../mocks/handlers/auth";
import {
  expectScrollerEmpty,
  expectScrollerFailed,
  expectScrollerLoading,
} from "../../support/carouselExpectations";
import { type HeldAnswer, heldAnswer } from "../../support/heldAnswer";
import { expectVisible } from "../../support/storyHelpers";
import { only, variants } from "../../../mocks/handlers";

const featured = productsWithTag("newarrival").slice(0, 20);

const meta = {
  title: "Features/Home/ProductCarousel",
  component: ProductCarousel,
  // The catalog's scroller as the home page shows it: Featured Products.
  args: { label: "Featured Products", options: featuredProductsOptions },
  parameters: { route: { path: "/", initialEntry: "/" } },
  decorators: [
    // A fixed width so that the 20 cards (280–300 px each) always overflow.
    (Story) => (
      <div style={{ maxWidth: 720 }}>
        <Story />
      </div>
    ),
  ],
  beforeEach({ msw }) {
    msw.use(...authHandlers.default, ...productHandlers.default);
  },
} satisfies Meta<typeof ProductCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The list, once all `count` of its cards are drawn (cards arriving after the page are drawn in steps). */
async function scroller(canvasElement: HTMLElement, count = featured.length) {
  const list = await within(canvasElement).findByRole("list", { name: "Featured Products" });
  await waitFor(() => expect(within(list).getAllByRole("article")).toHaveLength(count));
  return list;
}

export const Featured: Story = {
  play: async ({ canvasElement }) => {
    const list = await scroller(canvasElement);
    const cards = within(list).getAllByRole("article");
    await expect(cards).toHaveLength(featured.length);
    await expect(cards[0]).toHaveAccessibleName(featured[0]?.name);
    // Cards are 280 px wide (300 px from 768 px up).
    const width = list.querySelector("li")?.getBoundingClientRect().width;
    await expect(width).toBe(window.innerWidth >= 768 ? 300 : 280);
  },
};

/** At the start only the right arrow shows; one press scrolls 320 px, then the left arrow appears. */
export const ArrowsOnlyWhenScrollable: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await scroller(canvasElement);
    await expectVisible(canvas.findByRole("button", { name: "Scroll right" }));
    await expect(canvas.queryByRole("button", { name: "Scroll left" })).toBeNull();
    await userEvent.click(canvas.getByRole("button", { name: "Scroll right" }));
    await waitFor(() => expect(list.scrollLeft).toBe(320));
    await expectVisible(canvas.findByRole("button", { name: "Scroll left" }));
    await userEvent.click(canvas.getByRole("button", { name: "Scroll left" }));
    await waitFor(() => expect(list.scrollLeft).toBe(0));
    await waitFor(() => expect(canvas.queryByRole("button", { name: "Scroll left" })).toBeNull());
  },
};

/** At the end there is nothing more to the right: only the left arrow shows. */
export const AtTheEnd: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await scroller(canvasElement);
    // The arrows follow the list's measured size: at the start there is more to the right.
    await expectVisible(canvas.findByRole("button", { name: "Scroll right" }));
    list.scrollLeft = list.scrollWidth;
    await waitFor(() => expect(canvas.queryByRole("button", { name: "Scroll right" })).toBeNull());
    await expectVisible(canvas.findByRole("button", { name: "Scroll left" }));
  },
};

/** Everything fits: no arrows at all. */
export const NoArrowsWhenItFits: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get("/product/tags/{tag}", ({ response }) =>
        response(200).json({
          success: true,
          data: { data: { data: listingOf(featured.slice(0, 1)) } },
        }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await scroller(canvasElement, 1);
    // It fits (the arrows follow this measurement; AtTheEnd shows them reacting to it).
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth);
    await expect(canvas.queryByRole("button", { name: /^Scroll/ })).toBeNull();
  },
};

/** Dragging with the mouse scrolls twice the distance moved. */
export const DragScrolls: Story = {
  play: async ({ canvasElement }) => {
    const list = await scroller(canvasElement);
    const card = within(list).getAllByRole("article")[1] as HTMLElement;
    fireEvent.pointerDown(card, { pointerType: "mouse", button: 0, clientX: 400, clientY: 100 });
    fireEvent.pointerMove(window, { pointerType: "mouse", clientX: 340, clientY: 100 });
    await waitFor(() => expect(list.scrollLeft).toBe(120));
    fireEvent.pointerMove(window, { pointerType: "mouse", clientX: 300, clientY: 100 });
    await waitFor(() => expect(list.scrollLeft).toBe(200));
    fireEvent.pointerUp(window, { pointerType: "mouse", clientX: 300, clientY: 100 });
    // The click that ends a drag does not open the card: it is cancelled before the link sees it.
    const clickWentThrough = fireEvent.click(within(card).getByRole("link", { name: featured[1]?.name }));
    await expect(clickWentThrough).toBe(false);
    await expect(within(canvasElement).queryByText(/^Navigated to/)).toBeNull();
  },
};

/** The list takes focus from the keyboard; arrow keys scroll it by the same 320 px step. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const list = await scroller(canvasElement);
    await userEvent.tab();
    await expect(list).toHaveFocus();
    await userEvent.keyboard("{ArrowRight}");
    await waitFor(() => expect(list.scrollLeft).toBe(320));
    await userEvent.keyboard("{ArrowLeft}");
    await waitFor(() => expect(list.scrollLeft).toBe(0));
    // Tab then walks into the cards: the first card's wishlist heart, then its name link.
    await userEvent.tab();
    await expect(within(list).getByRole("button", { name: `Wishlist ${featured[0]?.name}` })).toHaveFocus();
    await userEvent.tab();
    await expect(within(list).getByRole("link", { name: featured[0]?.name })).toHaveFocus();
  },
};

export const OpensProduct: Story = {
  play: async ({ canvasElement }) => {
    const list = await scroller(canvasElement);
    await userEvent.click(within(list).getByRole("link", { name: featured[0]?.name }));
    await expectVisible(
      within(canvasElement).findByText(
        `Navigated to /display/${featured[0]?._id}/${featured[0]?.variants[0]?._id}`,
      ),
    );
  },
};

let heldListing: HeldAnswer | undefined;

/**
 * Cards that arrive after the page are drawn six at first (enough for the widest screen), then four more
 * at each idle moment, so the browser never lays out twenty at once; every card is there in the end.
 */
export const DrawnInSteps: Story = {
  beforeEach({ msw }) {
    heldListing = heldAnswer("get", "/product/tags/:tag");
    msw.use(heldListing.handler);
  },
  play: async ({ canvasElement }) => {
    const answer = heldListing as HeldAnswer;
    await waitFor(() => expect(answer.calls).toBe(1));
    // Every count of cards the list is drawn with, from its first draw on.
    const drawn: number[] = [];
    const record = () => {
      const count = canvasElement.querySelectorAll('[data-testid="product-carousel"] article').length;
      if (count > 0 && drawn.at(-1) !== count) drawn.push(count);
    };
    const observer = new MutationObserver(record);
    observer.observe(canvasElement, { childList: true, subtree: true });
    answer.release();
    await scroller(canvasElement);
    record();
    observer.disconnect();
    await expect(drawn[0]).toBe(6);
    await expect(drawn.at(-1)).toBe(featured.length);
    const added = drawn.slice(1).map((count, step) => count - (drawn[step] ?? 0));
    await expect(added.every((more) => more > 0 && more <= 4)).toBe(true);
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(...only(variants.products.never, "get", "/product/tags/{tag}"));
  },
  play: async ({ canvasElement }) => {
    await expectScrollerLoading(canvasElement, "Featured Products");
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

/** The carousel shows the failure in red, without a retry. */
export const Failed: Story = {
  beforeEach({ msw }) {
    msw.use(...productHandlers.error);
  },
  play: async ({ canvasElement }) => {
    await expectScrollerFailed(canvasElement);
  },
};

function listingOf(products: typeof featured) {
  return {
    products: products.map(toSummary),
    totalCount: products.length,
    page: 1,
    limit: 20,
    facets: { sizes: [], colors: [], countries: [], price: { min: 0, max: 0 } },
  };
}
