import type { ProductSummary, Size } from "../../api/types";

/** What the wishlist page says, word for word (docs/product.md#messages; stories and tests read these). */
export const wishlistMessages = {
  title: "My Wishlist",
  empty: "Your wishlist is empty",
  emptyHint: "Tap the heart on any product to save it here for later.",
  guest: "Log in to see your wishlist",
  loadFailed: "Failed to load your wishlist",
  chooseSize: "Please select a size.",
  soldOut: "Out of stock",
  designsTitle: "My Customized Creations",
  designsFailed: "Failed to load your designs",
  noDesigns: "Designs you save from the customiser appear here.",
  designRemoveFailed: "The design could not be removed. Please try again.",
} as const;

/** The count line under the title, as the original shop writes it. */
export const savedCountText = (count: number) => `${count} item(s) saved for later`;

/** Where Add Item and Discover Items lead: the listings. */
export const DISCOVER_HREF = "/new-arrivals";

/** The sizes of the card's variant that are in stock, in the catalogue's order. */
export function sizesInStock(product: ProductSummary): Size[] {
  const variant = product.variants.find((v) => v._id === product.variantId) ?? product.variants[0];
  return (variant?.sizes ?? []).filter((s) => s.stock > 0).map((s) => s.size);
}
