// The table's read, by openapi-react-query's own key, for the route's loader and the screen alike: one
// keyset page of GET /admin/products for the filters. Staff change products while others look, so it is
// never served from cache (staleTime 0, as the orders board).
import type { ApiQueryClient } from "../../../api/client";
import { retryUnlessRefused } from "../staffOrdersQuery";
import type { StaffProductsState } from "./staffProductFilters";

export function staffProductsOptions(
  hooks: ApiQueryClient,
  state: Pick<StaffProductsState, "filters" | "cursor">,
) {
  const query = state.cursor ? { ...state.filters, cursor: state.cursor } : { ...state.filters };
  return hooks.queryOptions(
    "get",
    "/admin/products",
    { params: { query } },
    { staleTime: 0, retry: retryUnlessRefused },
  );
}
