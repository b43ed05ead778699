// The cart screen's changes to lines, each answered with the whole cart (useStoreCart caches it). Size,
// quantity and selection (PATCH /cart/items/{lineId}), remove (DELETE), move to the wishlist (POST
// .../move-to-wishlist, which also refreshes the wishlist), select all / none (PUT /cart/selection).
import { useQueryClient } from "@tanstack/react-query";
import { useApi } from "../../api/ApiProvider";
import { useSession } from "../../session/session";
import { wishlistOptions } from "../wishlist";
import { useStoreCart } from "../bag";
import { readAgainAfterChange } from "../../api/queryClient";

/** The line a change is for. */
export const linePath = (lineId: string) => ({ params: { path: { lineId } } });

export function useUpdateCartLine() {
  const { hooks } = useApi();
  const store = useStoreCart();
  return hooks.useMutation("patch", "/cart/items/{lineId}", { onSuccess: store });
}

export function useRemoveCartLine() {
  const { hooks } = useApi();
  const store = useStoreCart();
  return hooks.useMutation("delete", "/cart/items/{lineId}", { onSuccess: store });
}

export function useMoveCartLineToWishlist() {
  const { hooks } = useApi();
  const store = useStoreCart();
  const queryClient = useQueryClient();
  const { user } = useSession();
  return hooks.useMutation("post", "/cart/items/{lineId}/move-to-wishlist", {
    onSuccess: (answer) =>
      Promise.all([
        store(answer),
        user
          ? readAgainAfterChange(queryClient, { queryKey: wishlistOptions(hooks, user._id).queryKey })
          : null,
      ]),
  });
}

export function useSetCartSelection() {
  const { hooks } = useApi();
  const store = useStoreCart();
  return hooks.useMutation("put", "/cart/selection", { onSuccess: store });
}
