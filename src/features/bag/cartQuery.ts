// The signed-in shopper's cart on the server, by openapi-react-query's own key: GET /cart/getusercart is
// read by the header badge, the cart screen and its route's loader; every change answers the whole cart,
// which replaces the cached one (so the badge and the lines change together), and the bills are asked
// for again (a line's size or quantity changes its price).
import { useQueryClient } from "@tanstack/react-query";
import { useApi } from "../../api/ApiProvider";
import type { ApiQueryClient } from "../../api/client";
import { isApiError } from "../../api/errors";
import { pathKey, readAgainAfterChange } from "../../api/queryClient";
import type { Cart } from "../../api/types";

/** One retry for server and network trouble; none for a 401 that will not change. */
function retryCart(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && typeof error.status === "number" && error.status < 500) return false;
  return failureCount < 1;
}

/** GET /cart/getusercart, never served from cache (docs/product.md#constants). */
export function cartOptions(hooks: ApiQueryClient) {
  return hooks.queryOptions("get", "/cart/getusercart", undefined, { staleTime: 0, retry: retryCart });
}

/** After a change: the cart the server answered becomes the cached cart, and every quote is stale. */
export function useStoreCart() {
  const { hooks } = useApi();
  const queryClient = useQueryClient();
  return (answer: { data: Cart }) => {
    queryClient.setQueryData(cartOptions(hooks).queryKey, { success: true, data: answer.data });
    return readAgainAfterChange(queryClient, { queryKey: pathKey("post", "/checkout/quote") });
  };
}
