import type { ApiQueryClient } from "../../api/client";
import { tagListingOptions } from "../catalog";
import { FEATURED_LIMIT, FEATURED_TAG } from "./featuredListing";
import { featuredShown } from "./homeSections";

/**
 * The home product carousel: page 1 of 20 new arrivals (FEATURED_LIMIT), without the products the
 * grids above it show (`shownAbove`), so Featured adds products instead of repeating them.
 */
export function featuredProductsOptions(hooks: ApiQueryClient, shownAbove: readonly { _id: string }[] = []) {
  const options = tagListingOptions(hooks, FEATURED_TAG, FEATURED_LIMIT);
  const { select } = options;
  if (!select || shownAbove.length === 0) return options;
  return {
    ...options,
    select: (data: Parameters<typeof select>[0]) => {
      const listed = select(data);
      return {
        ...listed,
        pages: listed.pages.map((page) => ({ ...page, products: featuredShown(page.products, shownAbove) })),
      };
    },
  };
}
