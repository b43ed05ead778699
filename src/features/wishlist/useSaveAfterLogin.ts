import { useWishlistChange } from "./useWishlist";

/**
 * For the login screen: once a guest who hearted a product has logged in, save it to their wishlist
 * (POST /auth/wishlist/{userId}) before they go back to the page. Never rejects: when the save fails the
 * shopper still goes back, and the heart simply shows it unsaved (no message:
 * docs/product.md#when-a-call-fails).
 */
export function useSaveAfterLogin(): (userId: string, productId: string | null) => Promise<void> {
  const change = useWishlistChange();
  return async (userId, productId) => {
    if (productId) await change(userId, productId, true);
  };
}
