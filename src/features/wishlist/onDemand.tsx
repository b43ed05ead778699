import { LoadingLayer, lazyPart } from "../../components/LazyPart";

/**
 * Move to Cart's size dialog: a modal with its focus scope and a radio group of sizes, fetched when the
 * shopper first reaches for a Move to Cart button rather than with the wishlist. Render it inside
 * `OpenedOnce`.
 */
export const LazyMoveToCartDialog = lazyPart(
  () => import("./MoveToCartDialog").then((module) => module.MoveToCartDialog),
  <LoadingLayer label="Loading the sizes" />,
);
