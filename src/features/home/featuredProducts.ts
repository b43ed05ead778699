import type { ApiQueryClient } from "../../api/client";
import { tagListingOptions } from "../catalog";

/** The home product carousel: page 1 of 20 (storefront 7 and 9). */
const FEATURED_LIMIT = 20;
const FEATURED_TAG = "newarrival" as const;

export function featuredProductsOptions(hooks: ApiQueryClient) {
  return tagListingOptions(hooks, FEATURED_TAG, FEATURED_LIMIT);
}
