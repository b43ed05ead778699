export { BannerCarousel, type BannerCarouselProps, SLIDE_MS } from "./BannerCarousel";
