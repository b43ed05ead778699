// The bag feature's public surface: the shopper's bag as data (the server's /cart calls), for every
// feature that reads or fills it: the bag page (cart), the product page's Add to Cart, the wishlist's Move
// to Cart, the header's badge, sign-in's merge and the checkout's coupon. It uses no other feature, so
// they can all use it (docs/architecture.md#what-lives-where).
export { cartFailureText, cartMessages } from "./cartMessages";
export { cartOptions, useStoreCart } from "./cartQuery";
export { cartToast } from "./cartToast";
export { useAddCartItem } from "./useAddCartItem";
export { type BagCoupon, useBagCoupon } from "./useBagCoupon";
export { type BagMerge, useBagMerged } from "./useBagMerged";
export { cartBadgeText, useCartCount } from "./useCartCount";
