import { memo } from "react";
import { HydrationBoundary, type InfiniteData } from "@tanstack/react-query";
import { makeQueryClient } from "../../api/queryClient";
import type { components } from "../../api/schema";
import {
  helpProductsOptions,
  searchResultsOptions,
  searchSuggestionsOptions,
} from "../../features/search/searchQuery";
import { SearchResultsScreen } from "../../features/search/SearchResultsScreen";
import { searchTermOf } from "../../features/search/searchTerm";
import { apiHooksFrom } from "../apiContext";
import { dehydratePageData } from "../shellData";
import type { Route } from "./+types/search";

/** Rendered again by its own state alone (docs/decisions/prefetching-next-pages.md#pages-that-stand-still). */
const SteadySearchResultsScreen = memo(SearchResultsScreen);

type SearchPageAnswer = components["schemas"]["ProductSearchPageResponse"];

// The first page of results comes in the first HTML, and when it is empty (or nothing was typed) the help
// the page shows instead: the suggested searches and the trending products. A failed prefetch is not fatal:
// the screen shows its own error state, or the help without the part that failed.
export async function loader({ context, request }: Route.LoaderArgs) {
  const term = searchTermOf(new URL(request.url).searchParams);
  const queryClient = makeQueryClient();
  const hooks = apiHooksFrom(context);
  if (hooks) {
    let found = 0;
    if (term !== "") {
      const results = searchResultsOptions(hooks, term);
      await queryClient.prefetchInfiniteQuery(results);
      const first = queryClient.getQueryData<InfiniteData<SearchPageAnswer>>(results.queryKey)?.pages[0];
      // A failed search shows its error, not the help.
      found = first ? first.data.products.length : 1;
    }
    if (found === 0) {
      await Promise.all([
        queryClient.prefetchQuery(searchSuggestionsOptions(hooks)),
        queryClient.prefetchInfiniteQuery(helpProductsOptions(hooks)),
      ]);
    }
  }
  return { term, dehydratedState: dehydratePageData(queryClient) };
}

// A page per search, made for the shopper who typed it: search engines may follow its links but not list it.
export function meta({ loaderData }: Route.MetaArgs) {
  const term = loaderData?.term ?? "";
  return [
    { title: term ? `Search results for “${term}” | Rangrez` : "Search | Rangrez" },
    { name: "robots", content: "noindex, follow" },
  ];
}

export default function Search({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <SteadySearchResultsScreen />
    </HydrationBoundary>
  );
}
