// A layer's box in the print area: where its rotated corners fall, whether it lies inside the print area,
// and moves that keep it there. One home for these rules: the editor applies them as the shopper drags,
// the server checks them before it saves (docs/decisions/customiser-design.md#print-area).
import type { DesignLayer } from "../../api/types";
import { PRINT_AREA } from "./printArea";

export type LayerBox = Pick<DesignLayer, "x" | "y" | "width" | "height" | "rotation">;

export const MIN_LAYER_SIZE = 20;
/** Rounding slack when checking a saved layer: a box may poke out by this much (print units). */
const TOLERANCE = 0.5;
/** How close (print units) a layer's centre must come to a centre line to snap onto it. */
export const SNAP_DISTANCE = 12;

/** The smallest upright box holding the rotated layer. */
export function rotatedBounds(box: LayerBox) {
  const radians = (box.rotation * Math.PI) / 180;
  const cos = Math.abs(Math.cos(radians));
  const sin = Math.abs(Math.sin(radians));
  const halfWidth = (box.width * cos + box.height * sin) / 2;
  const halfHeight = (box.width * sin + box.height * cos) / 2;
  return {
    left: box.x - halfWidth,
    right: box.x + halfWidth,
    top: box.y - halfHeight,
    bottom: box.y + halfHeight,
  };
}

export function liesInsidePrintArea(box: LayerBox): boolean {
  const b = rotatedBounds(box);
  return (
    b.left >= -TOLERANCE &&
    b.top >= -TOLERANCE &&
    b.right <= PRINT_AREA.width + TOLERANCE &&
    b.bottom <= PRINT_AREA.height + TOLERANCE
  );
}

const round = (n: number) => Math.round(n * 10) / 10;

/**
 * The box moved, and if need be shrunk about its centre, so it lies inside the print area. Layers are
 * never selectable or printable outside it.
 */
export function keepInside<T extends LayerBox>(layer: T): T {
  let { width, height } = layer;
  const b = rotatedBounds(layer);
  const spanX = b.right - b.left;
  const spanY = b.bottom - b.top;
  const shrink = Math.min(1, PRINT_AREA.width / spanX, PRINT_AREA.height / spanY);
  if (shrink < 1) {
    width = Math.max(MIN_LAYER_SIZE, width * shrink);
    height = Math.max(MIN_LAYER_SIZE, height * shrink);
  }
  const halfX = (spanX * shrink) / 2;
  const halfY = (spanY * shrink) / 2;
  const x = Math.min(PRINT_AREA.width - halfX, Math.max(halfX, layer.x));
  const y = Math.min(PRINT_AREA.height - halfY, Math.max(halfY, layer.y));
  return { ...layer, x: round(x), y: round(y), width: round(width), height: round(height) };
}

/** Which centre lines the layer's centre sits on after snapping, for the editor's guides. */
export interface Snapped<T> {
  layer: T;
  vertical: boolean;
  horizontal: boolean;
}

/** Pulls a layer's centre onto the print area's centre lines when it comes within SNAP_DISTANCE. */
export function snapToCentre<T extends LayerBox>(layer: T): Snapped<T> {
  const cx = PRINT_AREA.width / 2;
  const cy = PRINT_AREA.height / 2;
  const vertical = Math.abs(layer.x - cx) <= SNAP_DISTANCE;
  const horizontal = Math.abs(layer.y - cy) <= SNAP_DISTANCE;
  return {
    layer: { ...layer, x: vertical ? cx : layer.x, y: horizontal ? cy : layer.y },
    vertical,
    horizontal,
  };
}

export function moveBy<T extends LayerBox>(layer: T, dx: number, dy: number): T {
  return keepInside({ ...layer, x: layer.x + dx, y: layer.y + dy });
}

/** Scales the box about its centre by `factor`, keeping its proportions. */
export function scaleBy<T extends LayerBox>(layer: T, factor: number): T {
  const smallest = Math.min(layer.width, layer.height);
  const f = Math.max(factor, MIN_LAYER_SIZE / smallest);
  return keepInside({ ...layer, width: layer.width * f, height: layer.height * f });
}

/** Turns the box by `degrees`, wrapped into -180…180. */
export function rotateBy<T extends LayerBox>(layer: T, degrees: number): T {
  let rotation = ((((layer.rotation + degrees + 180) % 360) + 360) % 360) - 180;
  if (rotation === -180 && degrees > 0) rotation = 180;
  return keepInside({ ...layer, rotation: round(rotation) });
}
