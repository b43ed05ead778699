// The catalog feature's public surface: what other features may use (routes import screens directly).
export { KIND_LINKS } from "./categoryTabs";
export { ListingEmpty, ListingFailed, ListingLoading, ListingMore } from "./ListingStates";
export { LISTING_PAGE_SIZE, loadedCount, tagListingOptions } from "./listingQuery";
export { type CardHeart, cardTurn, ProductCard, ProductCardHeartProvider } from "./ProductCard";
export { ProductCarousel, type ProductCarouselProps } from "./ProductCarousel";
export { ProductPicture } from "./ProductPicture";
export { ProductGrid } from "./ProductGrid";
// Similar products come as their lazy part, so their code stays in one chunk of its own for every page.
export { LazySimilarProducts as SimilarProducts } from "./lazySimilarProducts";
export type { SimilarProductsProps } from "./SimilarProducts";
