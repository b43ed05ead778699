// The home feature's public surface: what other features may use (routes import screens directly).
export { ProductCarousel } from "./ProductCarousel";
