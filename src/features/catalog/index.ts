// The catalog feature's public surface: what other features may use (routes import screens directly).
export { ListingEmpty, ListingFailed, ListingLoading } from "./ListingStates";
export { similarListingOptions, tagListingOptions } from "./listingQuery";
export { productPath } from "./productLinks";
export { type CardHeart, ProductCard, ProductCardHeartProvider } from "./ProductCard";
export { ProductPicture } from "./ProductPicture";
export { ProductGrid } from "./ProductGrid";
