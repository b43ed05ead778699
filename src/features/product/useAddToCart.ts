import { useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { useApi } from "../../api/ApiProvider";
import type { Size } from "../../api/types";

export const ADDED_TO_CART = "Product added to cart successfully";
export const ADD_TO_CART_FAILED = "Error adding product to cart";

export interface CartLineInput {
  productId: string;
  variantId: string;
  size: Size;
  quantity: number;
}

/**
 * POST /cart/items, with the spec's two toasts (commerce 8). On success the cart's query is invalidated,
 * so the header's badge (useCartCount, same key) counts the new line.
 */
export function useAddToCart() {
  const { hooks } = useApi();
  const queryClient = useQueryClient();
  const mutation = hooks.useMutation("post", "/cart/items", {
    onSuccess: () => {
      toast.success(ADDED_TO_CART);
      return queryClient.invalidateQueries({
        queryKey: hooks.queryOptions("get", "/cart/getusercart").queryKey,
      });
    },
    onError: () => toast.error(ADD_TO_CART_FAILED),
  });
  return {
    add: (line: CartLineInput) => mutation.mutate({ body: line }),
    isPending: mutation.isPending,
  };
}
