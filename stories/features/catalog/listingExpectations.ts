import type { StoryContext } from "@storybook/react-vite";
import { HttpResponse } from "msw";
import { expect, waitFor, within } from "storybook/test";
import {
  newestFirst,
  type Product,
  type ProductListingResponse,
  productsIn,
  productsWithTag,
  type Size,
  type SubCategory,
} from "../../../mocks/fixtures";
import { http, inputOf, type MockTag, variants } from "../../../mocks/handlers";
import type { Handlers } from "../../../mocks/handlers/variants";
import { listingBody, listingPage } from "../../../mocks/handlers/products";
import { withDefaults } from "../../../src/api/contract";
import { inTheShopStory } from "../../support/inTheShop";
import { expectVisible } from "../../support/storyHelpers";

// What a shopper should see, from the same fixtures the mock handlers serve. The mocks list a path's
// products unfiltered and unsorted; a story that filters or sorts answers the narrowed list itself
// (`narrowedListing`) and checks the call its screen made.

export { newestFirst };

/** The sample products with stock in one of `sizes`: what a server would list for those sizes. */
export function inStock(product: Product, sizes: readonly Size[]): boolean {
  return product.variants.some((v) => v.sizes.some((s) => s.stock > 0 && sizes.includes(s.size)));
}

export const upperWear = (slugs?: readonly SubCategory[]) => productsIn("upperwear", slugs);

export const tagged = productsWithTag;

export interface NarrowedListing {
  /** Put in `msw.use(...)` before the defaults. */
  handlers: ReturnType<typeof http.get>[];
  /** The query of every listing call the screen made, oldest first. */
  calls: URLSearchParams[];
  /** A story's `beforeEach`: forgets earlier calls and answers with `handlers`. */
  use: (context: StoryContext) => void;
}

/**
 * Listing calls (by tag, category or sub-category) whose query `matches` are answered with `products`,
 * paged: the list a server would answer for those filters or that order. Other calls fall through to the
 * default handlers. Every call's query is kept in `calls`, so the story can check what its screen asked.
 */
export function narrowedListing(
  matches: (query: URLSearchParams) => boolean,
  products: readonly Product[],
): NarrowedListing {
  const calls: URLSearchParams[] = [];
  const answer = (request: Request, paging: { page?: number; limit?: number }) => {
    const query = new URL(request.url).searchParams;
    calls.push(query);
    if (!matches(query)) return undefined;
    const { page, limit } = withDefaults(paging, "page", "limit");
    return HttpResponse.json<ProductListingResponse>(listingBody(listingPage(products, page, limit)));
  };
  const handlers = [
    http.get("/product/tags/{tag}", ({ request }) =>
      answer(request, inputOf(request, "listProductsByTag").query),
    ),
    http.get("/product/category/{category}", ({ request }) =>
      answer(request, inputOf(request, "listProductsByCategory").query),
    ),
    http.get("/product/subcategory/{slugs}/{category}", ({ request }) =>
      answer(request, inputOf(request, "listProductsBySubCategory").query),
    ),
  ];
  return {
    calls,
    handlers,
    use: ({ msw }) => {
      calls.length = 0;
      msw.use(...handlers);
    },
  };
}

/** The listing's failed state (docs/product.md#when-a-call-fails): the message and an enabled Try Again.
 * Answers the canvas. */
export async function expectFailedListing(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await expectVisible(canvas.findByText("Failed to load products"));
  await expect(canvas.getByRole("button", { name: "Try Again" })).toBeEnabled();
  return canvas;
}

/** The Empty story of a listing screen: every call answers nothing; the shop's message, the screen's `hint`
 * and no View More. */
export function emptyListingStory(hint: string) {
  return {
    beforeEach({ msw }: StoryContext) {
      msw.use(...variants.products.empty);
    },
    play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
      const canvas = within(canvasElement);
      await expectVisible(canvas.findByText("No products available at the moment."));
      await expect(canvas.getByText(hint)).toBeVisible();
      await expect(canvas.queryByRole("button", { name: "View More" })).toBeNull();
    },
  };
}

/**
 * The Loading story of a listing screen: no listing call answers (nor the calls in `alsoWaiting`, e.g.
 * the page's banners); the spinner, and no cards yet.
 */
export function loadingListingStory(...alsoWaiting: Handlers) {
  return {
    beforeEach({ msw }: StoryContext) {
      msw.use(...variants.products.never, ...alsoWaiting);
    },
    play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
      const canvas = within(canvasElement);
      await expectVisible(canvas.findByRole("progressbar", { name: "Loading products" }));
      await expect(canvas.queryAllByRole("article")).toHaveLength(0);
    },
  };
}

/** A story's setup where every listing call fails. */
export const failingListings = {
  beforeEach({ msw }: StoryContext) {
    msw.use(...variants.products.error);
  },
};

/**
 * A listing page's In The Shop story: headed `heading` in the shop's header and footer, its products
 * listed, and `navLink` current in the header's navigation; controls for who is signed in and for how
 * the calls of `tags` are answered.
 */
export function listingInTheShop(heading: string, navLink: string, tags: MockTag[] = ["products"]) {
  return inTheShopStory(
    heading,
    async (canvasElement) => {
      const canvas = within(canvasElement);
      await waitFor(() => expect(canvas.queryAllByRole("article").length).toBeGreaterThan(0));
      const nav = canvas.getByRole("navigation", { name: "Main" });
      await expect(within(nav).getByRole("link", { name: navLink })).toHaveAttribute("aria-current", "page");
    },
    { as: "guest", tags },
  );
}
