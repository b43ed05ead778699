import { infiniteQueryOptions } from "@tanstack/react-query";
import type { ApiClient } from "../../api/client";
import type { components } from "../../api/schema";
import type { ProductListing, ProductTag } from "../../api/types";
import { DEFAULT_LISTING_FILTERS, type ListingFilters, toListingApiQuery } from "./listingFilters";

type Category = components["schemas"]["Category"];
type SubCategory = components["schemas"]["SubCategory"];

/** Listing page size (spec: Trending, New Arrivals, Upper Wear). */
export const LISTING_PAGE_SIZE = 8;

export function loadedCount(pages: readonly ProductListing[]): number {
  return pages.reduce((sum, page) => sum + page.products.length, 0);
}

/** Which listing call answers a grid: by tag, by category, or by sub-categories of a category. */
export type ListingSource =
  | { kind: "tag"; tag: ProductTag }
  | { kind: "category"; category: Category }
  | { kind: "subcategory"; slugs: readonly SubCategory[]; category: Category };

async function fetchListingPage(
  client: ApiClient,
  source: ListingSource,
  filters: ListingFilters,
  page: number,
  limit: number,
  signal: AbortSignal,
): Promise<ProductListing> {
  const query = { page, limit, ...toListingApiQuery(filters) };
  const answer =
    source.kind === "tag"
      ? await client.GET("/product/tags/{tag}", { params: { path: { tag: source.tag }, query }, signal })
      : source.kind === "category"
        ? await client.GET("/product/category/{category}", {
            params: { path: { category: source.category }, query },
            signal,
          })
        : await client.GET("/product/subcategory/{slugs}/{category}", {
            params: { path: { slugs: source.slugs.join(","), category: source.category }, query },
            signal,
          });
  if (!answer.data) throw new Error("Empty listing response");
  return answer.data.data.data.data;
}

function listingKey(source: ListingSource, filters: ListingFilters, limit: number) {
  switch (source.kind) {
    case "tag":
      return ["get", "/product/tags/{tag}", { tag: source.tag, limit, filters }] as const;
    case "category":
      return ["get", "/product/category/{category}", { category: source.category, limit, filters }] as const;
    default:
      return [
        "get",
        "/product/subcategory/{slugs}/{category}",
        { slugs: source.slugs.join(","), category: source.category, limit, filters },
      ] as const;
  }
}

/**
 * One definition of a listing's query, used by the route loader (server prefetch) and the screen
 * (hydrated cache + View More), so both agree on the key, the filters and the paging. The filters are in
 * the key: changing them starts again at page 1.
 */
export function listingOptions(
  client: ApiClient,
  source: ListingSource,
  filters: ListingFilters = DEFAULT_LISTING_FILTERS,
  limit = LISTING_PAGE_SIZE,
) {
  return infiniteQueryOptions({
    queryKey: listingKey(source, filters, limit) as readonly unknown[],
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) => fetchListingPage(client, source, filters, pageParam, limit, signal),
    getNextPageParam: (last: ProductListing, pages: ProductListing[]) =>
      loadedCount(pages) < last.totalCount ? pages.length + 1 : undefined,
  });
}

/** A tag listing (New Arrivals, Trending, the home carousel). */
export function tagListingOptions(
  client: ApiClient,
  tag: ProductTag,
  limit = LISTING_PAGE_SIZE,
  filters: ListingFilters = DEFAULT_LISTING_FILTERS,
) {
  return listingOptions(client, { kind: "tag", tag }, filters, limit);
}
