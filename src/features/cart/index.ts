// The cart feature's public surface: what other features may use.
export { cartBadgeText, useCartCount } from "./useCartCount";
