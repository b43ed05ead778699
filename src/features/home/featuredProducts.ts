import type { ApiClient } from "../../api/client";
import { tagListingOptions } from "../catalog";

/** The home product carousel: page 1 of 20 (storefront 7 and 9). */
const FEATURED_LIMIT = 20;
const FEATURED_TAG = "newarrival" as const;

export function featuredProductsOptions(client: ApiClient) {
  return tagListingOptions(client, FEATURED_TAG, FEATURED_LIMIT);
}
