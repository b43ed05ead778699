export { LISTING_RESULTS_ID } from "./listingResultsId";
export { ProductListingSection, type ProductListingSectionProps } from "./ProductListingSection";
