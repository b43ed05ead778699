// A garment and its sides in the customiser's words, for its toggles and every drawing's label.
import type { DesignSide, GarmentType } from "./printArea";

export const GARMENT_LABELS: Record<GarmentType, string> = { tshirt: "T-Shirt", hoodie: "Hoodie" };
export const SIDE_LABELS: Record<DesignSide, string> = { front: "Front", back: "Back" };
