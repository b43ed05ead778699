import type { ApiQueryClient } from "../../api/client";
import { pagedQueryOptions } from "../../api/pagedQuery";
import type { components } from "../../api/schema";
import { LISTING_PAGE_SIZE, loadedCount, tagListingOptions } from "../catalog";

type SearchPageAnswer = components["schemas"]["ProductSearchPageResponse"];

/**
 * A search's results, paged as the listings are (the route loader prefetches the first page, View More adds
 * the next, by the listing's page size). Screens read the pages (`data.pages` are ProductSearchPages).
 */
export function searchResultsOptions(hooks: ApiQueryClient, term: string, limit = LISTING_PAGE_SIZE) {
  const query = { q: term, limit };
  return pagedQueryOptions({
    pageQuery: (page) =>
      hooks.queryOptions("get", "/product/search/results", {
        params: { query: page === undefined ? query : { ...query, page } },
      }),
    // A page that adds nothing ends it too: pages reach only the matches counted.
    getNextPageParam: (last: SearchPageAnswer, pages: SearchPageAnswer[]) =>
      last.data.products.length > 0 && loadedCount(pages.map((answer) => answer.data)) < last.data.totalCount
        ? pages.length + 1
        : undefined,
    select: (data) => ({ ...data, pages: data.pages.map((answer) => answer.data) }),
  });
}

/** Searches the page suggests when nothing matched or nothing was typed (from the catalogue). */
export const searchSuggestionsOptions = (hooks: ApiQueryClient) =>
  hooks.queryOptions("get", "/product/search/suggestions");

/** The trending products the page shows then: one row on a large screen. */
export const HELP_PRODUCTS = 4;
export const helpProductsOptions = (hooks: ApiQueryClient) =>
  tagListingOptions(hooks, "trending", HELP_PRODUCTS);
