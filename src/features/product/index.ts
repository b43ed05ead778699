// The product feature's public surface: what other features may use (routes import the screen directly).
export { SimilarProducts, type SimilarProductsProps } from "./SimilarProducts";
