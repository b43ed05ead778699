import { infiniteQueryOptions } from "@tanstack/react-query";
import type { ApiClient } from "../../api/client";
import type { ProductListing, ProductTag } from "../../api/types";

/** Listing page size (spec: Trending, New Arrivals, Upper Wear). */
export const LISTING_PAGE_SIZE = 8;

export function loadedCount(pages: readonly ProductListing[]): number {
  return pages.reduce((sum, page) => sum + page.products.length, 0);
}

/**
 * One definition of a tag listing's query, used by the route loader (server prefetch) and the screen
 * (hydrated cache + View More), so both agree on the key and the paging.
 */
export function tagListingOptions(client: ApiClient, tag: ProductTag, limit = LISTING_PAGE_SIZE) {
  return infiniteQueryOptions({
    queryKey: ["get", "/product/tags/{tag}", { tag, limit }] as const,
    initialPageParam: 1,
    queryFn: async ({ pageParam, signal }): Promise<ProductListing> => {
      const { data } = await client.GET("/product/tags/{tag}", {
        params: { path: { tag }, query: { page: pageParam, limit } },
        signal,
      });
      if (!data) throw new Error("Empty listing response");
      return data.data.data.data;
    },
    getNextPageParam: (last, pages) => (loadedCount(pages) < last.totalCount ? pages.length + 1 : undefined),
  });
}
