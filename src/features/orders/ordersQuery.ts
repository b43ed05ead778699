import type { ApiQueryClient } from "../../api/client";
import { pagedQueryOptions } from "../../api/pagedQuery";
import type { components } from "../../api/schema";
import { type OrderFilters, listOrdersQuery } from "./orderFilters";

type OrderListAnswer = components["schemas"]["OrderListResponse"];

/**
 * The shopper's orders for the filters, newest first, a keyset page at a time (listOrders: the answer's
 * `nextCursor` asks for the next page). Shared by the route's loader (prefetch) and the screen.
 */
export function ordersListOptions(hooks: ApiQueryClient, filters: OrderFilters) {
  const query = listOrdersQuery(filters);
  return pagedQueryOptions({
    pageQuery: (cursor?: string) =>
      hooks.queryOptions("get", "/order/getallorders", {
        params: { query: cursor ? { ...query, cursor } : query },
      }),
    // The first page has no cursor.
    initialPageParam: "",
    getNextPageParam: (last: OrderListAnswer) => last.data.nextCursor ?? undefined,
    select: (data) => data.pages.flatMap((page) => page.data.orders),
  });
}

/** The shopper's customised orders (the Customized tab). */
export const customizedOrdersOptions = (hooks: ApiQueryClient) =>
  hooks.queryOptions("get", "/order/customized");

/** An order (GET /order/{id}), for the detail page's loader and screen. */
export const orderOptions = (hooks: ApiQueryClient, id: string) =>
  hooks.queryOptions("get", "/order/{id}", { params: { path: { id } } });

/** The order's refunds and where they stand (GET /order/{id}/refunds). */
export const refundsOptions = (hooks: ApiQueryClient, id: string) =>
  hooks.queryOptions("get", "/order/{id}/refunds", { params: { path: { id } } });
