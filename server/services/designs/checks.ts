// The rules a design document is held to beyond its schema (which the contract validator enforces before
// any of this runs): pure, so the unit tests read them directly. The checks that need the database (the
// colour, the graphics, the uploads) take what these collect (designs/validate.ts).
// docs/decisions/customiser-design.md#saved-designs-and-sharing
import type { DesignSides } from "../../../src/api/types";
import { designMessages } from "../../../src/lib/design/designMessages";
import { liesInsidePrintArea } from "../../../src/lib/design/layerGeometry";
import { DESIGN_SIDES, type DesignSide } from "../../../src/lib/design/printArea";

/**
 * Why the document's layers cannot be saved, or null: a layer id used twice on one side, or a layer poking
 * out of the print area. The first problem in reading order (front, then back; bottom layer first).
 */
export function layoutProblem(sides: DesignSides): string | null {
  for (const side of DESIGN_SIDES) {
    const seen = new Set<string>();
    for (const layer of sides[side]) {
      if (seen.has(layer.id)) return designMessages.duplicateLayerId(side, layer.id);
      seen.add(layer.id);
      if (!liesInsidePrintArea(layer)) return designMessages.outsidePrintArea(side, layer.id);
    }
  }
  return null;
}

/** The first layer whose reference is not among `known`, as the message naming it, or null. */
export function unknownReference(
  layers: readonly { side: DesignSide; id: string; ref: string }[],
  known: ReadonlySet<string>,
  message: (side: DesignSide, id: string) => string,
): string | null {
  const missing = layers.find((layer) => !known.has(layer.ref));
  return missing ? message(missing.side, missing.id) : null;
}

/** The document as a stranger sees it when its owner shares it without their pictures. */
export function withoutUploads(sides: DesignSides): DesignSides {
  return {
    front: sides.front.filter((layer) => layer.kind !== "upload"),
    back: sides.back.filter((layer) => layer.kind !== "upload"),
  };
}
