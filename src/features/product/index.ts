// The product feature's public surface: what other features may use (routes import the screen directly).
// Similar products come as their lazy part, so their code stays in one chunk of its own for every page.
export { LazySimilarProducts as SimilarProducts } from "./deferredParts";
export type { SimilarProductsProps } from "./SimilarProducts";
