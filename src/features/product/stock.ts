import type { Size, Variant } from "../../api/types";

/** At or below this many pieces a size says "Only N left". */
export const LOW_STOCK_THRESHOLD = 3;

/** The most pieces one Add to Cart or Buy Now takes (docs/product.md#constants: quantity options 1 to 5). */
export const MAX_QUANTITY = 5;

/** Pieces of `size` in stock in the variant (0 for a size it does not have). */
export function stockOf(variant: Variant, size: Size | null): number {
  if (!size) return 0;
  return variant.sizes.find((entry) => entry.size === size)?.stock ?? 0;
}

/** The quantity stepper's maximum: the size's stock, at most MAX_QUANTITY; MAX_QUANTITY before a size is chosen. */
export function maxQuantityFor(variant: Variant, size: Size | null): number {
  if (!size) return MAX_QUANTITY;
  return Math.max(1, Math.min(stockOf(variant, size), MAX_QUANTITY));
}

export const isLowStock = (stock: number) => stock > 0 && stock <= LOW_STOCK_THRESHOLD;

/** Every size of the variant is sold out. */
export const isSoldOut = (variant: Variant) => variant.sizes.every((entry) => entry.stock <= 0);
