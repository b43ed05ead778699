export { ListingFilterBar, type ListingFilterBarProps } from "./ListingFilterBar";
