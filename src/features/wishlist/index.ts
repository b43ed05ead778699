// The wishlist feature's public surface: what other features and the app may use (routes import the
// screen directly).
export {
  WISHLIST_LOGIN_MESSAGE,
  WISHLIST_PARAM,
  wishlistLoginHref,
  wishlistProductParam,
} from "./loginHandoff";
export { PageWishlistProvider } from "./PageWishlist";
export { useSaveAfterLogin } from "./useSaveAfterLogin";
export { useWishlist } from "./useWishlist";
export { type WishlistToggle, useWishlistToggle } from "./useWishlistToggle";
export { WishlistHeart, type WishlistHeartProps } from "./WishlistHeart";
export { wishlistOptions } from "./wishlistQuery";
