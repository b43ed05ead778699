// A shared design's link-preview picture (docs/decisions/customiser-design.md#the-share-pages-picture): its
// size and the side it shows, which the server draws and the share page's Open Graph tags announce.
import type { DesignSides } from "../../api/types";
import { MOCKUP, type DesignSide } from "./printArea";

/** 600 pixels wide, the blank pictures' 4:5 (MOCKUP): sharp in a chat's preview, a few tens of KB. */
export const DESIGN_CARD = { width: 600, height: (600 * MOCKUP.height) / MOCKUP.width } as const;

/** The side a preview shows: the front, unless only the back is printed. `sides` as a stranger sees them
 * (without the owner's uploads unless they share those too). */
export const designCardSide = (sides: DesignSides): DesignSide =>
  sides.front.length === 0 && sides.back.length > 0 ? "back" : "front";
