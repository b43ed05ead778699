import { usePageWishlist } from "./PageWishlist";

export interface WishlistToggle {
  isWishlisted: boolean;
  /** Saves (`true`) or removes the product; a guest is sent to log in first, carrying it. */
  toggle: (wished: boolean) => void;
}

/**
 * One product's heart, wherever it is (cards, the product page): its state in the page's one wishlist, and
 * the change. A guest goes to /login?redirect=<this page>&wishlist=<product>, and the product is saved
 * once they have logged in (wishlists need an account: docs/product.md#accounts).
 */
export function useWishlistToggle(productId: string): WishlistToggle {
  const { ids, toggle } = usePageWishlist();
  return { isWishlisted: ids.has(productId), toggle: (wished) => toggle(productId, wished) };
}
