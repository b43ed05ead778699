// What a design costs: the blank garment plus a price for each side that has something printed on it
// (docs/decisions/customiser-design.md#price). The editor shows it live; the server computes it again
// from its own prices for every save, quote and order.
import type { CustomiserPricing, DesignSides } from "../../api/types";

export function printedSides(sides: DesignSides): number {
  return (sides.front.length > 0 ? 1 : 0) + (sides.back.length > 0 ? 1 : 0);
}

export function designPrice(pricing: CustomiserPricing, sides: DesignSides): number {
  return pricing.blank + pricing.perSide * printedSides(sides);
}
