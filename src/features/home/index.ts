export { AUTOPLAY_MS, BannerCarousel, type BannerCarouselProps } from "./BannerCarousel";
export { CATEGORY_TILES, CategoryTiles } from "./CategoryTiles";
export { CustomisedBanner } from "./CustomisedBanner";
export { HeroBanner } from "./HeroBanner";
export { HomeScreen } from "./HomeScreen";
export { ProductCarousel } from "./ProductCarousel";
export { bannerListOptions, featuredProductsOptions, videoConfigOptions } from "./queries";
