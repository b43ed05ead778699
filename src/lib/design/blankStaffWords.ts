// What the customiser's staff calls answer, word for word, and the one rule of their input the contract
// cannot say (docs/decisions/customiser-design.md#blanks-for-staff): the server, the mock handlers and the
// staff screen all read them here.
import type { BlankStockInput } from "../../api/types";
import { GARMENT_LABELS } from "./garmentWords";
import type { GarmentType } from "./printArea";

export const blankStaffMessages = {
  colourNotFound: "This colour is not one of the customiser's blank garments.",
  noBlank: (type: GarmentType) => `The shop sells no ${GARMENT_LABELS[type]} blank to print on.`,
  sizeTwice: (size: string) => `sizes names ${size} twice: give each size once.`,
  sizeNotSold: (size: string, colour: string) => `sizes names ${size}, which ${colour} is not sold in.`,
  stockSaved: (type: GarmentType, colour: string) =>
    `Stock saved for the ${GARMENT_LABELS[type]} in ${colour}.`,
  pricingSaved: (type: GarmentType) =>
    `Prices saved for the ${GARMENT_LABELS[type]}: new orders pay them, placed orders keep theirs.`,
} as const;

/** A refusal of the stock input beyond its schema (a size named twice), or null. */
export function blankStockProblem(input: BlankStockInput): string | null {
  const seen = new Set<string>();
  for (const { size } of input.sizes) {
    if (seen.has(size)) return blankStaffMessages.sizeTwice(size);
    seen.add(size);
  }
  return null;
}
