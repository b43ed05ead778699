import { useApi } from "../../api/ApiProvider";
import { useStoreCart } from "./cartQuery";

/**
 * POST /cart/items: one piece of a variant in a size. The answer is the whole cart, which replaces the
 * cached one, so the header badge (and any open cart) shows the new line at once.
 */
export function useAddCartItem() {
  const { hooks } = useApi();
  const store = useStoreCart();
  return hooks.useMutation("post", "/cart/items", { onSuccess: store });
}
