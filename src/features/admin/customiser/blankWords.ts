// The customiser blanks screen's words, in one place for the screen, its stories and tests. What the server
// answers is src/lib/design/blankStaffWords.ts.
import { GARMENT_LABELS } from "../../../lib/design/garmentWords";
import type { GarmentType } from "../../../lib/design/printArea";

export const blankWords = {
  title: "Customiser blanks",
  intro:
    "The plain garments the customiser prints on. Set each colour's stock to the pieces free for new orders: an order of a design takes one of its colour and size. New prices are for new orders; orders already placed keep theirs.",
  loading: "Loading the blanks",
  loadFailed: "The blanks could not be loaded.",
  tryAgain: "Try again",
  empty: "The shop has no blank garments for the customiser yet.",
  garment: (type: GarmentType) => GARMENT_LABELS[type],
  pricesTitle: (type: GarmentType) => `${GARMENT_LABELS[type]} prices`,
  blankPrice: "Blank garment",
  perSidePrice: "Each printed side",
  pricesHint: "A design costs the blank garment plus the price of each side with something printed on it.",
  savePrices: "Save prices",
  savingPrices: (type: GarmentType) => `Saving the ${GARMENT_LABELS[type]} prices`,
  pricesNotNumbers: "Give both prices in whole rupees: the blank at least ₹1, a side at least ₹0.",
  pricesUnchanged: "The prices are as saved: nothing to save.",
  stockCaption: (type: GarmentType) => `${GARMENT_LABELS[type]} stock by colour and size`,
  colourHeader: "Colour",
  saveHeader: "Save",
  sizeField: (colour: string, size: string) => `${colour}, size ${size}`,
  notSold: "Not sold",
  saveRow: "Save",
  saveRowLabel: (colour: string) => `Save ${colour} stock`,
  savingRow: (colour: string) => `Saving ${colour} stock`,
  rowUnchanged: (colour: string) => `${colour}: no size changed, nothing to save.`,
  fillEvery: (colour: string) => `Give every size of ${colour} a count from 0 to 100,000.`,
  saveFailed: "That did not save. Please try again.",
} as const;
