import { type InfiniteData, infiniteQueryOptions, type QueryFunctionContext } from "@tanstack/react-query";

/** What `$api.queryOptions(method, path, init)` answers, reduced to what paging needs. */
export interface PageQuery<TPage> {
  queryKey: readonly unknown[];
  // biome-ignore lint/suspicious/noExplicitAny: the library types each operation's context by its own key
  queryFn: (context: QueryFunctionContext<any, any>) => TPage | Promise<TPage>;
}

export interface PagedQueryConfig<TPage, TParam, TSelected> {
  /**
   * The library's options for one page (`page` merged into the query), or for the listing as a whole
   * when `page` is undefined: that one gives the cache key.
   */
  pageQuery: (page?: TParam) => PageQuery<TPage>;
  getNextPageParam: (last: TPage, pages: TPage[]) => TParam | undefined;
  select?: (data: InfiniteData<TPage, TParam>) => TSelected;
  /** The first page's param: 1 for numbered pages; a keyset listing's first page has no cursor (""). */
  initialPageParam?: TParam;
}

/**
 * Infinite-query options in openapi-react-query's own shape, for loaders (prefetchInfiniteQuery) and
 * screens (useInfiniteQuery) alike. openapi-react-query 0.5 has `$api.useInfiniteQuery` but no
 * `infiniteQueryOptions`, so a loader could not prefetch what the hook reads. These options give what
 * the hook would: the key `[method, path, init]` of the whole listing (`$api.queryOptions(...).queryKey`,
 * the page left out), and each page fetched by the library's own query function with the page number
 * merged into the query. Pages are numbered (1, 2, …) or, for a keyset listing, the answer's cursor.
 * When the library gains `infiniteQueryOptions`, this file goes.
 */
export function pagedQueryOptions<TPage, TParam = number, TSelected = InfiniteData<TPage, TParam>>({
  pageQuery,
  getNextPageParam,
  select,
  initialPageParam = 1 as TParam,
}: PagedQueryConfig<TPage, TParam, TSelected>) {
  return infiniteQueryOptions<TPage, Error, TSelected, readonly unknown[], TParam>({
    queryKey: pageQuery().queryKey,
    initialPageParam,
    queryFn: (context) => {
      // A generic page param leaves the context's type unresolved; each page has one (initialPageParam on).
      const { pageParam } = context as { pageParam: TParam };
      const page = pageQuery(pageParam);
      // The library's query function reads the call (path and parameters) from the key it is handed.
      return page.queryFn({ ...context, pageParam, queryKey: page.queryKey } as Parameters<
        PageQuery<TPage>["queryFn"]
      >[0]);
    },
    getNextPageParam: (last, pages) => getNextPageParam(last, pages),
    select,
  });
}
