// The original shop's view of a design (docs/product.md#customiser): each side's first graphic as
// {src, x, y}, the top-left corner of a 70 × 70 px picture on the 500 × 625 mockup. Answered beside the
// layered design so older readers of `customization` keep working.
import type { DesignLayer, PlacedGraphic } from "../../api/types";
import { type DesignSide, type GarmentType, printAreaOnMockup } from "./printArea";

export function legacyPlacement(
  type: GarmentType,
  side: DesignSide,
  layers: readonly DesignLayer[],
  graphicHref: (graphicId: string) => string | undefined,
): PlacedGraphic | null {
  const graphic = layers.find((layer) => layer.kind === "graphic");
  if (graphic?.kind !== "graphic") return null;
  const src = graphicHref(graphic.graphicId);
  if (!src) return null;
  const area = printAreaOnMockup(type, side);
  return {
    src,
    x: Math.round(area.x + (graphic.x - graphic.width / 2) * area.scale),
    y: Math.round(area.y + (graphic.y - graphic.height / 2) * area.scale),
  };
}
