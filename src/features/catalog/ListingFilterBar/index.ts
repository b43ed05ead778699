export { ListingFilterBar, type ListingFilterBarProps, preloadInlineFilters } from "./ListingFilterBar";
