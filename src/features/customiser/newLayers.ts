// New layers as the editor places them: a graphic or picture centred, 40 % of the print area wide, at its
// own proportions; words centred at a line height, as wide as the line is in its font.
import type { DesignFontId, DesignLayer } from "../../api/types";
import { keepInside } from "../../lib/design/layerGeometry";
import { PRINT_AREA } from "../../lib/design/printArea";

/** A new graphic's or picture's width: 40 % of the print area's. */
export const NEW_LAYER_WIDTH = PRINT_AREA.width * 0.4;
/** A new line of words' box height (print units: 2 inches). */
export const NEW_TEXT_HEIGHT = 200;

const centre = { x: PRINT_AREA.width / 2, y: PRINT_AREA.height / 2, rotation: 0 };

/** `aspect` is height ÷ width of the picture (1 while it is not known). */
export function newGraphicLayer(id: string, graphicId: string, aspect = 1): DesignLayer {
  return keepInside({
    id,
    kind: "graphic",
    graphicId,
    ...centre,
    width: NEW_LAYER_WIDTH,
    height: NEW_LAYER_WIDTH * aspect,
  });
}

export function newUploadLayer(id: string, uploadId: string, pixels: { width: number; height: number }) {
  return keepInside<DesignLayer>({
    id,
    kind: "upload",
    uploadId,
    ...centre,
    width: NEW_LAYER_WIDTH,
    height: NEW_LAYER_WIDTH * (pixels.height / pixels.width),
  });
}

export interface TextStyle {
  font: DesignFontId;
  color: string;
  align: "left" | "center" | "right";
}

/** `naturalWidth`: the line's width in its font at NEW_TEXT_HEIGHT (measured in the browser). */
export function newTextLayer(id: string, text: string, style: TextStyle, naturalWidth: number): DesignLayer {
  return keepInside({
    id,
    kind: "text",
    text,
    ...style,
    ...centre,
    width: Math.max(20, naturalWidth),
    height: NEW_TEXT_HEIGHT,
  });
}
