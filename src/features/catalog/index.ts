// The catalog feature's public surface: what other features may use (routes import screens directly).
export { ListingEmpty, ListingFailed, ListingLoading } from "./ListingStates";
export { similarListingOptions, tagListingOptions } from "./listingQuery";
export { productImageSrcSet, productPath } from "./productLinks";
export { type CardHeart, ProductCard, ProductCardHeartProvider } from "./ProductCard";
export { ProductGrid } from "./ProductGrid";
