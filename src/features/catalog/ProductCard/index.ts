export { type CardHeart, ProductCardHeartProvider } from "./CardHeart";
export { cardTurn, ProductCard, type ProductCardProps } from "./ProductCard";
