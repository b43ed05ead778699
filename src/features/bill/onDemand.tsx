import { LoadingLayer, lazyPart } from "../../components/LazyPart";

/**
 * The list of the shop's offers ("View offers" beside the coupon field of the bag and checkout): a modal
 * with its focus scope, fetched when the shopper first reaches for the button rather than with the two
 * pages, where most visits never open it. Render it inside `OpenedOnce`.
 */
export const LazyOffersDialog = lazyPart(
  () => import("./OffersDialog").then((module) => module.OffersDialog),
  <LoadingLayer label="Loading the offers" />,
);
