// A design's layers read in one order (front, then back; bottom layer first), for the server's checks
// (which name the first faulty layer) and the customiser (which keeps a guest's placed pictures through
// sign-in): one reading, so both agree on which pictures a design places.
import type { DesignLayer, DesignSides } from "../../api/types";
import { DESIGN_SIDES, type DesignSide } from "./printArea";

/** A layer and the side it is on, for the messages that name it. */
export interface PlacedLayer {
  side: DesignSide;
  layer: DesignLayer;
}

export const layersOf = (sides: DesignSides): PlacedLayer[] =>
  DESIGN_SIDES.flatMap((side) => sides[side].map((layer) => ({ side, layer })));

/** The graphic layers, in reading order. */
export const graphicLayers = (sides: DesignSides) =>
  layersOf(sides).flatMap(({ side, layer }) =>
    layer.kind === "graphic" ? [{ side, id: layer.id, graphicId: layer.graphicId }] : [],
  );

/** The upload layers, in reading order. */
export const uploadLayers = (sides: DesignSides) =>
  layersOf(sides).flatMap(({ side, layer }) =>
    layer.kind === "upload" ? [{ side, id: layer.id, uploadId: layer.uploadId }] : [],
  );
