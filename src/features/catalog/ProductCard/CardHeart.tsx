import { type ComponentType, createContext, useContext } from "react";
import type { ProductSummary } from "../../../api/types";

/** Draws the heart of one product's card. */
export type CardHeart = ComponentType<{ product: ProductSummary }>;

const CardHeartContext = createContext<CardHeart | null>(null);

/**
 * Which heart every product card shows (in grids, carousels, anywhere): the app gives the wishlist
 * feature's, so the catalogue knows nothing of wishlists and no screen passes a heart down by hand.
 * Without one, cards have no heart.
 */
export const ProductCardHeartProvider = CardHeartContext.Provider;

export function useCardHeart(): CardHeart | null {
  return useContext(CardHeartContext);
}
