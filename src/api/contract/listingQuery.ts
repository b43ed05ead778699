// The three listing operations share their query parameters; their validated values as the listing
// filters (the server's and the mock handlers') take them.
import { type OperationInput, withDefaults } from "./input";

export type ListingParams = OperationInput<"listProductsByTag">["query"];

/** Defaults filled in (page 1, limit 8, newest), each size once. */
export function listingQueryOf(params: ListingParams) {
  const {
    page,
    limit,
    sort,
    size = [],
    color = [],
    country = [],
    minPrice,
    maxPrice,
  } = withDefaults(params, "page", "limit", "sort");
  return {
    page,
    limit,
    sort,
    sizes: [...new Set(size)],
    colors: color,
    countries: [...new Set(country)],
    minPrice,
    maxPrice,
  };
}
