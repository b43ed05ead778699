export { ListingFilterBar, type ListingFilterBarProps, productCountText } from "./ListingFilterBar";
