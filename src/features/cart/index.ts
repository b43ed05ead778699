// The cart feature's public surface: what other features may use.
export { CART_TOAST_MS, cartMessages, useAddCartItem } from "./useAddCartItem";
export { cartBadgeText, useCartCount } from "./useCartCount";
