import type { QueryClient } from "@tanstack/react-query";
import type { ApiQueryClient } from "../api/client";
import { makeQueryClient } from "../api/queryClient";
import { parseListingFilters, priceRangeProblem } from "../features/catalog/listingFilters";
import { type ListingSource, listingOptions } from "../features/catalog/listingQuery";
import { itemListEntries } from "../features/catalog/listingSeo";
import { publicOriginFrom, serverApiHooksFrom } from "./apiContext";
import type { LoaderContext } from "./context";
import { dehydratePageData } from "./shellData";

interface ListingLoaderArgs {
  context: LoaderContext;
  request: Request;
}

/**
 * The loader of a listing page: prefetches the first page with the sort and filters of the URL, exactly as
 * the screen will ask for them (so hydration refetches nothing), plus whatever else the page shows first,
 * and hands the ItemList entries to `meta`. A failed prefetch is not fatal: the screen shows its own
 * error state.
 */
export async function loadListingPage(
  { context, request }: ListingLoaderArgs,
  sourceFor: (params: URLSearchParams) => ListingSource,
  prefetchAlso: (hooks: ApiQueryClient, queryClient: QueryClient) => Promise<unknown>[] = () => [],
) {
  const url = new URL(request.url);
  const queryClient = makeQueryClient();
  const hooks = serverApiHooksFrom(context);
  const publicOrigin = publicOriginFrom(context);
  const filters = parseListingFilters(url.searchParams);
  const options = listingOptions(hooks, sourceFor(url.searchParams), filters);
  await Promise.all([queryClient.prefetchInfiniteQuery(options), ...prefetchAlso(hooks, queryClient)]);
  return {
    dehydratedState: dehydratePageData(queryClient),
    pageUrl: `${publicOrigin}${url.pathname}`,
    // A price range the wrong way round lists nothing (its call was asked without the prices).
    itemList: priceRangeProblem(filters) ? [] : itemListEntries(queryClient, options.queryKey, publicOrigin),
  };
}
