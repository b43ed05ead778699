// The board's reads, by openapi-react-query's own keys, for the route's loader and the screen alike:
// the list (keyset pages of GET /admin/orders for the filters) and one order (GET /admin/orders/{id}).
// Orders move while staff look at them, so neither is served from cache (staleTime 0, as the shopper's).
import { type InfiniteData, infiniteQueryOptions } from "@tanstack/react-query";
import type { ApiQueryClient } from "../../api/client";
import { isApiError } from "../../api/errors";
import type { paths } from "../../api/schema";
import type { StaffBoardFilters } from "./staffBoardFilters";

export type StaffOrderPage = paths["/admin/orders"]["get"]["responses"][200]["content"]["application/json"];

/** No retry for a refusal that will not change (401, 403, 404); one for trouble on the way. */
export function retryUnlessRefused(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && typeof error.status === "number" && error.status < 500) return false;
  return failureCount < 1;
}

const pageOptions = (hooks: ApiQueryClient, filters: StaffBoardFilters, cursor?: string) =>
  hooks.queryOptions("get", "/admin/orders", {
    params: { query: cursor ? { ...filters, cursor } : { ...filters } },
  });

/**
 * Every order matching `filters`, newest first, a page at a time (`fetchNextPage` follows `nextCursor`).
 * The key is the first page's, so invalidating `["get", "/admin/orders"]` refreshes every filtered list.
 */
export function staffOrdersOptions(hooks: ApiQueryClient, filters: StaffBoardFilters) {
  return infiniteQueryOptions<
    StaffOrderPage,
    Error,
    InfiniteData<StaffOrderPage, string | undefined>,
    readonly unknown[],
    string | undefined
  >({
    queryKey: pageOptions(hooks, filters).queryKey,
    initialPageParam: undefined,
    queryFn: (context) => {
      const page = pageOptions(hooks, filters, context.pageParam);
      return page.queryFn({ ...context, queryKey: page.queryKey } as Parameters<typeof page.queryFn>[0]);
    },
    getNextPageParam: (last) => last.data.nextCursor ?? undefined,
    staleTime: 0,
    retry: retryUnlessRefused,
  });
}

/** One order with everything staff need (its customer and the actions allowed now). */
export function staffOrderOptions(hooks: ApiQueryClient, orderId: string) {
  return hooks.queryOptions(
    "get",
    "/admin/orders/{id}",
    { params: { path: { id: orderId } } },
    { staleTime: 0, retry: retryUnlessRefused },
  );
}
