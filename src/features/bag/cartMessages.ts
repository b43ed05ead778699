import { isApiError } from "../../api/errors";

/** What the cart says, word for word (docs/product.md#messages). */
export const cartMessages = {
  added: "Item added to cart",
  addFailed: "Failed to add item to cart",
  /** The product page's own pair. */
  productAdded: "Product added to cart successfully",
  productAddFailed: "Error adding product to cart",
  removed: "Item removed from cart",
  removeFailed: "Failed to remove item from cart",
  moved: "Moved to your wishlist",
  moveFailed: "Failed to move item to wishlist",
  updateFailed: "Failed to update your cart",
  addressSaved: "Address saved successfully",
  addressSaveFailed: "Failed to save address",
  noAddress: "Please select a delivery address",
  nothingSelected: "Your cart is empty",
  empty: "Your cart is empty.",
  emptyHint: "Add a few favourites and they will wait for you here.",
  /** Under Place Order for a guest: where signing in happens. */
  guestCheckout: "You will log in or sign up at checkout. Your bag comes with you.",
  /** The toast after a sign-in that could not carry every line of the guest's bag over whole. */
  bagChanged: "Some items in your bag changed",
  loadFailed: "Failed to load your cart",
  processing: "Processing...",
  placeOrder: "Place Order",
  notOrderable: "Some items are no longer available. Please review your bag.",
} as const;

/**
 * The text of a failed cart change: the server's own message for a refusal it explains (a 4xx, e.g.
 * 'Only 2 left in this size'), else the shop's message (a 500's 'Internal server error' says nothing).
 */
export function cartFailureText(error: unknown, fallback: string): string {
  if (isApiError(error) && typeof error.status === "number" && error.status < 500 && error.serverMessage) {
    return error.serverMessage;
  }
  return fallback;
}
