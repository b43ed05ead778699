// The cart feature's public surface: what other features may use (routes import the screen directly).
export { cartFailureText, cartMessages } from "./cartMessages";
export { cartToast } from "./cartToast";
export { useAddCartItem } from "./useAddCartItem";
export { type BagMerge, useBagMerged } from "./useBagMerged";
export { cartBadgeText, useCartCount } from "./useCartCount";
export { type BagCoupon, useBagCoupon } from "./useBagCoupon";
