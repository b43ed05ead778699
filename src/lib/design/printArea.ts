// Where a design is printed (docs/decisions/customiser-design.md#units). Layers are placed in print
// units, hundredths of an inch from the print area's top-left corner, so one document drives the editor,
// the mockups and the 300 DPI print file without rounding between them.
import type { Customization } from "../../api/types";

export type GarmentType = Customization["type"];
export type DesignSide = "front" | "back";
export const DESIGN_SIDES: readonly DesignSide[] = ["front", "back"];
export const GARMENT_TYPES: readonly GarmentType[] = ["hoodie", "tshirt"];

/** 12 × 16 inches on both garments and sides. */
export const PRINT_AREA = { width: 1200, height: 1600 } as const;
export const UNITS_PER_INCH = 100;
/** The print file's resolution: 3,600 × 4,800 pixels for the whole print area. */
export const PRINT_DPI = 300;
export const PRINT_FILE_PIXELS = {
  width: (PRINT_AREA.width / UNITS_PER_INCH) * PRINT_DPI,
  height: (PRINT_AREA.height / UNITS_PER_INCH) * PRINT_DPI,
} as const;

/** The blank garments' mockup pictures (GET /customized/getImage), in pixels. */
export const MOCKUP = { width: 500, height: 625 } as const;

/** The print area's box on a mockup picture: its left and top edges and its width, in mockup pixels. */
export interface MockupPlacement {
  x: number;
  y: number;
  width: number;
}

// Read off the blank pictures: the chest between the sleeves, clear of the hoodie's pocket and hood.
const PLACEMENTS: Record<GarmentType, Record<DesignSide, MockupPlacement>> = {
  hoodie: { front: { x: 160, y: 165, width: 180 }, back: { x: 160, y: 170, width: 180 } },
  tshirt: { front: { x: 160, y: 140, width: 180 }, back: { x: 160, y: 130, width: 180 } },
};

export function printAreaOnMockup(type: GarmentType, side: DesignSide) {
  const place = PLACEMENTS[type][side];
  const scale = place.width / PRINT_AREA.width;
  return { ...place, height: PRINT_AREA.height * scale, scale };
}
