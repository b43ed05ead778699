import { useQueryClient } from "@tanstack/react-query";
import { useApi } from "../../api/ApiProvider";

/** What the cart says (commerce spec 8), word for word. */
export const cartMessages = {
  added: "Item added to cart",
  addFailed: "Failed to add item to cart",
  /** The product page's own pair. */
  productAdded: "Product added to cart successfully",
  productAddFailed: "Error adding product to cart",
} as const;

/** Cart toasts close after 3 s (commerce spec 8). */
export const CART_TOAST_MS = 3000;

/**
 * POST /cart/items: one piece of a variant in a size. On success the cart is asked for again, so the
 * header badge (and any open cart) shows the new line.
 */
export function useAddCartItem() {
  const { hooks } = useApi();
  const queryClient = useQueryClient();
  return hooks.useMutation("post", "/cart/items", {
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: hooks.queryOptions("get", "/cart/getusercart").queryKey }),
  });
}
