export { ProductListingSection, type ProductListingSectionProps } from "./ProductListingSection";
