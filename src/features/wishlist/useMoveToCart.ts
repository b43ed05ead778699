import { errorMessage } from "../../api/errors";
import type { ProductSummary, Size } from "../../api/types";
import { cartMessages, cartToast, useAddCartItem } from "../bag";
import { useWishlistChange } from "./useWishlist";

/**
 * Move to Cart: POST /cart/items (one piece of the card's variant in `size`), then the product leaves the
 * wishlist. The cart's toasts say how it went ('Item added to cart', or the server's message, else
 * 'Failed to add item to cart'); a failure leaves the wishlist as it was.
 */
export function useMoveToCart(userId: string) {
  const addToCart = useAddCartItem();
  const changeWishlist = useWishlistChange();
  const move = async (product: ProductSummary, size: Size): Promise<boolean> => {
    try {
      await addToCart.mutateAsync({
        body: { productId: product._id, variantId: product.variantId, size, quantity: 1 },
      });
    } catch (error) {
      cartToast.error(errorMessage(error, cartMessages.addFailed));
      return false;
    }
    cartToast.success(cartMessages.added);
    void changeWishlist(userId, product._id, false);
    return true;
  };
  return { move, isMoving: addToCart.isPending };
}
