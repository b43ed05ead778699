import { type InfiniteData, infiniteQueryOptions, type QueryFunctionContext } from "@tanstack/react-query";

/** What `$api.queryOptions(method, path, init)` answers, reduced to what paging needs. */
export interface PageQuery<TPage> {
  queryKey: readonly unknown[];
  // biome-ignore lint/suspicious/noExplicitAny: the library types each operation's context by its own key
  queryFn: (context: QueryFunctionContext<any, any>) => TPage | Promise<TPage>;
}

export interface PagedQueryConfig<TPage, TSelected> {
  /**
   * The library's options for one page (`page` merged into the query), or for the listing as a whole
   * when `page` is undefined: that one gives the cache key.
   */
  pageQuery: (page?: number) => PageQuery<TPage>;
  getNextPageParam: (last: TPage, pages: TPage[]) => number | undefined;
  select?: (data: InfiniteData<TPage, number>) => TSelected;
  initialPageParam?: number;
}

/**
 * Infinite-query options in openapi-react-query's own shape, for loaders (prefetchInfiniteQuery) and
 * screens (useInfiniteQuery) alike. openapi-react-query 0.5 has `$api.useInfiniteQuery` but no
 * `infiniteQueryOptions`, so a loader could not prefetch what the hook reads. These options give what
 * the hook would: the key `[method, path, init]` of the whole listing (`$api.queryOptions(...).queryKey`,
 * the page left out), and each page fetched by the library's own query function with the page number
 * merged into the query. When the library gains `infiniteQueryOptions`, this file goes.
 */
export function pagedQueryOptions<TPage, TSelected = InfiniteData<TPage, number>>({
  pageQuery,
  getNextPageParam,
  select,
  initialPageParam = 1,
}: PagedQueryConfig<TPage, TSelected>) {
  return infiniteQueryOptions<TPage, Error, TSelected, readonly unknown[], number>({
    queryKey: pageQuery().queryKey,
    initialPageParam,
    queryFn: (context) => {
      const page = pageQuery(context.pageParam);
      // The library's query function reads the call (path and parameters) from the key it is handed.
      return page.queryFn({ ...context, queryKey: page.queryKey });
    },
    getNextPageParam: (last, pages) => getNextPageParam(last, pages),
    select,
  });
}
