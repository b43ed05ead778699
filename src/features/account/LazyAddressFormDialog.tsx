import { LoadingLayer, lazyPart } from "../../components/LazyPart";

/**
 * The address form dialog for other features' screens (the cart's delivery address): its code (a modal
 * dialog with its focus scope and fields) is fetched when the shopper first adds or edits an address, not
 * with the page. Render it inside `OpenedOnce`.
 */
export const LazyAddressFormDialog = lazyPart(
  () => import("./AddressFormDialog").then((module) => module.AddressFormDialog),
  <LoadingLayer label="Loading the address form" />,
);
