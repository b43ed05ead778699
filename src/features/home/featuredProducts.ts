import type { ApiQueryClient } from "../../api/client";
import { tagListingOptions } from "../catalog";
import { FEATURED_LIMIT, FEATURED_TAG } from "./featuredListing";

/** The home product carousel: page 1 of 20 (storefront 7 and 9). */
export function featuredProductsOptions(hooks: ApiQueryClient) {
  return tagListingOptions(hooks, FEATURED_TAG, FEATURED_LIMIT);
}
