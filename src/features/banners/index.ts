// The banners feature's public surface: what other features and routes may use.
export { BannerCarousel, type BannerCarouselProps } from "./BannerCarousel";
export { PromoBanner, type PromoBannerProps } from "./PromoBanner";
export {
  type Banner,
  type BannerList,
  bannerListOptions,
  bannerRoute,
  headlineOptions,
  usablePath,
  type VideoConfig,
  videoConfigOptions,
} from "./queries";
