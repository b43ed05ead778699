import { toast } from "../../components/Toast";
import type { Size } from "../../api/types";
import { isOffline, isOfflineForAction, OFFLINE_ACTION_MESSAGE } from "../../lib/online";
import { cartMessages, useAddCartItem } from "../bag";

export interface CartLineInput {
  productId: string;
  variantId: string;
  size: Size;
  quantity: number;
}

/** The product page's Add to Cart: the cart's add (which refreshes the header badge) with the page's two
 * toasts (docs/product.md#when-a-call-fails). Offline it asks nothing and says so
 * (docs/decisions/offline-shop.md#offline). */
export function useAddToCart() {
  const mutation = useAddCartItem();
  return {
    add: (line: CartLineInput) => {
      if (isOfflineForAction()) {
        toast.error(OFFLINE_ACTION_MESSAGE);
        return;
      }
      mutation.mutate(
        { body: line },
        {
          onSuccess: () => toast.success(cartMessages.productAdded),
          onError: () => toast.error(isOffline() ? OFFLINE_ACTION_MESSAGE : cartMessages.productAddFailed),
        },
      );
    },
    isPending: mutation.isPending,
  };
}
