export { PromoBanner, type PromoBannerProps } from "./PromoBanner";
