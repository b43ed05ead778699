// How sharply an uploaded picture prints at its placed size: its pixels across the layer's width in
// inches (100 print units an inch). Under 150 DPI it may print blurry; under 100 the editor will not save
// or order it until it is made smaller.
import { customiserMessages as messages } from "./customiserMessages";
import type { DesignLayer, DesignSides, DesignUpload } from "../../api/types";
import { UNITS_PER_INCH } from "../../lib/design/printArea";

export const BLURRY_DPI = 150;
export const REFUSED_DPI = 100;

export type UploadPixels = Pick<DesignUpload, "width" | "height">;

export function effectiveDpi(layer: DesignLayer, pixels: UploadPixels): number {
  return Math.round(pixels.width / (layer.width / UNITS_PER_INCH));
}

/** The lowest resolution of the design's uploads whose pixels are known, or null without any. */
export function lowestDpi(sides: DesignSides, uploads: ReadonlyMap<string, UploadPixels>): number | null {
  let lowest: number | null = null;
  for (const layer of [...sides.front, ...sides.back]) {
    if (layer.kind !== "upload") continue;
    const pixels = uploads.get(layer.uploadId);
    if (!pixels) continue;
    const dpi = effectiveDpi(layer, pixels);
    lowest = lowest === null ? dpi : Math.min(lowest, dpi);
  }
  return lowest;
}

export function resolutionWords(dpi: number): { words: string; refused: boolean } | null {
  if (dpi < REFUSED_DPI)
    return {
      words: `${dpi} DPI at this size: too low to print. ${messages.tooLowResolution}`,
      refused: true,
    };
  if (dpi < BLURRY_DPI)
    return {
      words: `${dpi} DPI at this size: it may print blurry. Make it smaller for a sharper print.`,
      refused: false,
    };
  return null;
}
