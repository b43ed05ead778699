export { ProductCarousel, type ProductCarouselProps } from "./ProductCarousel";
