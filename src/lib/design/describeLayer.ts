// What a layer is and where it sits, in words: the editor's layer list and its announcements read these
// to screen-reader users ("Text 'Chai Pe Charcha', front, centred, 40 % wide").
import type { DesignLayer } from "../../api/types";
import { SNAP_DISTANCE } from "./layerGeometry";
import { type DesignSide, PRINT_AREA } from "./printArea";

export interface LayerNames {
  /** A graphic's name by its id (the shop's graphics list), or undefined while it is not known. */
  graphicName: (graphicId: string) => string | undefined;
}

export function layerTitle(layer: DesignLayer, names: LayerNames): string {
  if (layer.kind === "text") return `Text '${layer.text}'`;
  if (layer.kind === "graphic") return `Graphic '${names.graphicName(layer.graphicId) ?? "graphic"}'`;
  return "Your picture";
}

/** Where the layer sits in the print area in words: "centred", "top centre", "bottom left", … */
export function layerPlace(layer: DesignLayer): string {
  const centredX = Math.abs(layer.x - PRINT_AREA.width / 2) <= SNAP_DISTANCE;
  const centredY = Math.abs(layer.y - PRINT_AREA.height / 2) <= SNAP_DISTANCE;
  if (centredX && centredY) return "centred";
  const across = centredX ? "centre" : layer.x < PRINT_AREA.width / 2 ? "left" : "right";
  const third = PRINT_AREA.height / 3;
  const down = centredY ? "middle" : layer.y < third ? "top" : layer.y > 2 * third ? "bottom" : "middle";
  return `${down} ${across}`;
}

export function describeLayer(layer: DesignLayer, side: DesignSide, names: LayerNames): string {
  const wide = Math.round((layer.width / PRINT_AREA.width) * 100);
  const turned = layer.rotation === 0 ? "" : `, turned ${Math.round(layer.rotation)}°`;
  return `${layerTitle(layer, names)}, ${side}, ${layerPlace(layer)}, ${wide} % wide${turned}`;
}
