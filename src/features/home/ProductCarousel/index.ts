export {
  DRAG_MULTIPLIER,
  ProductCarousel,
  type ProductCarouselProps,
  SCROLL_STEP_PX,
} from "./ProductCarousel";
