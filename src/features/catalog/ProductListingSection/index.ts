export {
  LISTING_RESULTS_ID,
  ProductListingSection,
  type ProductListingSectionProps,
} from "./ProductListingSection";
