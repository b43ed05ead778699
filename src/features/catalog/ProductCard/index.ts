export { ProductCard, type ProductCardProps } from "./ProductCard";
