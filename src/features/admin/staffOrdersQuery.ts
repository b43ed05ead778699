// The board's reads, by openapi-react-query's own keys, for the route's loader and the screen alike:
// the list (keyset pages of GET /admin/orders for the filters) and one order (GET /admin/orders/{id}).
// Orders move while staff look at them, so neither is served from cache (staleTime 0, as the shopper's).
import type { ApiQueryClient } from "../../api/client";
import { isApiError } from "../../api/errors";
import { pagedQueryOptions } from "../../api/pagedQuery";
import type { paths } from "../../api/schema";
import type { StaffBoardFilters } from "./staffBoardFilters";

export type StaffOrderPage = paths["/admin/orders"]["get"]["responses"][200]["content"]["application/json"];

/** No retry for a refusal that will not change (401, 403, 404); one for trouble on the way. */
export function retryUnlessRefused(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && typeof error.status === "number" && error.status < 500) return false;
  return failureCount < 1;
}

/**
 * Every order matching `filters`, newest first, a keyset page at a time (`fetchNextPage` follows the
 * answer's `nextCursor`). The key is the listing's, so invalidating `["get", "/admin/orders"]` refreshes
 * every filtered list.
 */
export function staffOrdersOptions(hooks: ApiQueryClient, filters: StaffBoardFilters) {
  return {
    ...pagedQueryOptions({
      pageQuery: (cursor?: string) =>
        hooks.queryOptions("get", "/admin/orders", {
          params: { query: cursor ? { ...filters, cursor } : { ...filters } },
        }),
      // The first page has no cursor.
      initialPageParam: "",
      getNextPageParam: (last: StaffOrderPage) => last.data.nextCursor ?? undefined,
      select: (data) => data.pages.flatMap((page) => page.data.orders),
    }),
    staleTime: 0,
    retry: retryUnlessRefused,
  };
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
