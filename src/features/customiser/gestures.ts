// What a drag, a corner pull, a turn or a two-finger pinch does to the selected layer, in print units.
// Pure: the stage converts pointers to print units, these give the layer's new box, kept inside the print
// area and snapped onto its centre lines (docs/decisions/customiser-design.md#print-area).
import type { DesignLayer } from "../../api/types";
import { keepInside, MIN_LAYER_SIZE, snapToCentre } from "../../lib/design/layerGeometry";

export interface Point {
  x: number;
  y: number;
}

export type GestureKind = "move" | "resize" | "rotate";

export interface GestureResult {
  layer: DesignLayer;
  /** The centre guides to draw: the layer's centre snapped onto a centre line. */
  guides: { vertical: boolean; horizontal: boolean };
}

const NO_GUIDES = { vertical: false, horizontal: false };

const distance = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);
const angle = (from: Point, to: Point) => (Math.atan2(to.y - from.y, to.x - from.x) * 180) / Math.PI;
const round = (n: number) => Math.round(n * 10) / 10;

function moved(start: DesignLayer, dx: number, dy: number): GestureResult {
  const snapped = snapToCentre({ ...start, x: start.x + dx, y: start.y + dy });
  const inside = keepInside(snapped.layer);
  return {
    layer: inside,
    guides: {
      vertical: snapped.vertical && inside.x === snapped.layer.x,
      horizontal: snapped.horizontal && inside.y === snapped.layer.y,
    },
  };
}

function scaled(start: DesignLayer, factor: number): DesignLayer {
  const smallest = Math.min(start.width, start.height);
  const f = Math.max(factor, MIN_LAYER_SIZE / smallest);
  return { ...start, width: start.width * f, height: start.height * f };
}

function turned(start: DesignLayer, degrees: number): DesignLayer {
  const rotation = ((((start.rotation + degrees + 180) % 360) + 360) % 360) - 180;
  return { ...start, rotation: round(rotation) };
}

/** One pointer's gesture from `from` to `to` on the layer as it was when the gesture began. */
export function singlePointer(kind: GestureKind, start: DesignLayer, from: Point, to: Point): GestureResult {
  if (kind === "move") return moved(start, to.x - from.x, to.y - from.y);
  const centre = { x: start.x, y: start.y };
  if (kind === "resize") {
    const before = distance(centre, from);
    const factor = before > 0 ? distance(centre, to) / before : 1;
    return { layer: keepInside(scaled(start, factor)), guides: NO_GUIDES };
  }
  return { layer: keepInside(turned(start, angle(centre, to) - angle(centre, from))), guides: NO_GUIDES };
}

/** Two fingers: their midpoint moves the layer, their spread scales it, their turn turns it. */
export function pinch(start: DesignLayer, from: [Point, Point], to: [Point, Point]): GestureResult {
  const mid = (p: [Point, Point]) => ({ x: (p[0].x + p[1].x) / 2, y: (p[0].y + p[1].y) / 2 });
  const before = distance(from[0], from[1]);
  const factor = before > 0 ? distance(to[0], to[1]) / before : 1;
  const degrees = angle(to[0], to[1]) - angle(from[0], from[1]);
  const a = mid(from);
  const b = mid(to);
  const changed = turned(scaled(start, factor), degrees);
  return moved(changed, b.x - a.x, b.y - a.y);
}
