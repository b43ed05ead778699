// The catalog feature's public surface: what other features may use (routes import screens directly).
export { KIND_LINKS } from "./categoryTabs";
export { ListingEmpty, ListingFailed, ListingLoading, ListingMore } from "./ListingStates";
export { LISTING_PAGE_SIZE, loadedCount, similarListingOptions, tagListingOptions } from "./listingQuery";
export { productPath } from "./productLinks";
export { type CardHeart, ProductCard, ProductCardHeartProvider } from "./ProductCard";
export { ProductPicture } from "./ProductPicture";
export { ProductGrid } from "./ProductGrid";
