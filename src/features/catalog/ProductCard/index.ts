export { type CardHeart, ProductCardHeartProvider } from "./CardHeart";
export { ProductCard, type ProductCardProps } from "./ProductCard";
