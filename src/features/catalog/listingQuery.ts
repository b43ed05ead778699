import type { ApiQueryClient } from "../../api/client";
import { pagedQueryOptions, type PageQuery } from "../../api/pagedQuery";
import type { components } from "../../api/schema";
import type { ProductListing, ProductTag } from "../../api/types";
import {
  DEFAULT_LISTING_FILTERS,
  type ListingApiQuery,
  type ListingFilters,
  toListingApiQuery,
} from "./listingFilters";

type Category = components["schemas"]["Category"];
type SubCategory = components["schemas"]["SubCategory"];
/** One page as the listing calls answer it (the listing wrapped under data.data.data). */
export type ListingAnswer = components["schemas"]["ProductListingResponse"];

/** Listing page size: Trending, New Arrivals, Upper Wear (docs/product.md#constants). */
export const LISTING_PAGE_SIZE = 8;

/** How many products the pages loaded so far hold (a listing's, or a search's). */
export function loadedCount(pages: readonly { products: readonly unknown[] }[]): number {
  return pages.reduce((sum, page) => sum + page.products.length, 0);
}

/** The listing inside one answer. */
export const listingOf = (answer: ListingAnswer): ProductListing => answer.data.data.data;

/** Which listing call answers a grid: by tag, by category, or by sub-categories of a category. */
export type ListingSource =
  | { kind: "tag"; tag: ProductTag }
  | { kind: "category"; category: Category }
  | { kind: "subcategory"; slugs: readonly SubCategory[]; category: Category }
  | { kind: "similar"; productId: string };

type ListingQuery = ListingApiQuery & { limit: number; page?: number };

/** The library's options for the source's call with `query`. */
function listingCall(
  hooks: ApiQueryClient,
  source: ListingSource,
  query: ListingQuery,
): PageQuery<ListingAnswer> {
  switch (source.kind) {
    case "tag":
      return hooks.queryOptions("get", "/product/tags/{tag}", {
        params: { path: { tag: source.tag }, query },
      });
    case "category":
      return hooks.queryOptions("get", "/product/category/{category}", {
        params: { path: { category: source.category }, query },
      });
    case "subcategory":
      return hooks.queryOptions("get", "/product/subcategory/{slugs}/{category}", {
        params: { path: { slugs: source.slugs.join(","), category: source.category }, query },
      });
    default:
      // Similar items take no filters: only the paging.
      return hooks.queryOptions("get", "/product/{productId}/similar", {
        params: { path: { productId: source.productId }, query: { page: query.page, limit: query.limit } },
      });
  }
}

/**
 * One definition of a listing's query, used by the route loader (server prefetch) and the screen
 * (hydrated cache + View More), so both agree on the key, the filters and the paging. The key is
 * openapi-react-query's for the call without its page (the filters are in it: changing them starts again
 * at page 1); each page adds `page`. Screens read the listings (`data.pages` are ProductListings).
 */
export function listingOptions(
  hooks: ApiQueryClient,
  source: ListingSource,
  filters: ListingFilters = DEFAULT_LISTING_FILTERS,
  limit = LISTING_PAGE_SIZE,
) {
  const query: ListingQuery = { limit, ...toListingApiQuery(filters) };
  return pagedQueryOptions({
    pageQuery: (page) => listingCall(hooks, source, page === undefined ? query : { ...query, page }),
    getNextPageParam: (last, pages) =>
      loadedCount(pages.map(listingOf)) < listingOf(last).totalCount ? pages.length + 1 : undefined,
    select: (data) => ({ ...data, pages: data.pages.map(listingOf) }),
  });
}

/** A tag listing (New Arrivals, Trending, the home carousel). */
export function tagListingOptions(
  hooks: ApiQueryClient,
  tag: ProductTag,
  limit = LISTING_PAGE_SIZE,
  filters: ListingFilters = DEFAULT_LISTING_FILTERS,
) {
  return listingOptions(hooks, { kind: "tag", tag }, filters, limit);
}

/** The similar-products scroller: page 1 of 20 (docs/product.md#constants). */
export const SIMILAR_PRODUCTS_LIMIT = 20;

/** The products like `productId` (same sub-category first), for the product page's scroller. */
export function similarListingOptions(hooks: ApiQueryClient, productId: string) {
  return listingOptions(
    hooks,
    { kind: "similar", productId },
    DEFAULT_LISTING_FILTERS,
    SIMILAR_PRODUCTS_LIMIT,
  );
}
