export { AUTOPLAY_MS, BannerCarousel, type BannerCarouselProps, SLIDE_MS } from "./BannerCarousel";
