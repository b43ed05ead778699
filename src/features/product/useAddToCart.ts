import { toast } from "../../components/Toast";
import type { Size } from "../../api/types";
import { cartMessages, useAddCartItem } from "../bag";

export interface CartLineInput {
  productId: string;
  variantId: string;
  size: Size;
  quantity: number;
}

/** The product page's Add to Cart: the cart's add (which refreshes the header badge) with the page's two
 * toasts (docs/product.md#when-a-call-fails). */
export function useAddToCart() {
  const mutation = useAddCartItem();
  return {
    add: (line: CartLineInput) =>
      mutation.mutate(
        { body: line },
        {
          onSuccess: () => toast.success(cartMessages.productAdded),
          onError: () => toast.error(cartMessages.productAddFailed),
        },
      ),
    isPending: mutation.isPending,
  };
}
