export { BannerCarousel, type BannerCarouselProps } from "./BannerCarousel";
