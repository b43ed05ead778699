// The catalog feature's public surface: what other features may use (routes import screens directly).
export { ListingEmpty, ListingFailed, ListingLoading, useGuestWishlistRedirect } from "./ListingStates";
export { tagListingOptions } from "./listingQuery";
export { ProductCard } from "./ProductCard";
export { ProductGrid } from "./ProductGrid";
