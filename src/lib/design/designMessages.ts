// What the saved-design calls answer, word for word: the server and the mock handlers both answer from this
// module (as for the catalogue's words, src/lib/catalogueApiMessages.ts), so the editor, its stories and the
// contract scenarios see the same texts (docs/decisions/customiser-design.md#saved-designs-and-sharing).
import type { DesignSide, GarmentType } from "./printArea";

const sideName = (side: DesignSide) => (side === "front" ? "Front" : "Back");
const garmentName = (type: GarmentType) => (type === "hoodie" ? "hoodie" : "T-shirt");

/** How many designs an account keeps, listed in its wishlist or not (orders refer to unlisted ones). */
export const MAX_DESIGNS_PER_ACCOUNT = 1000;
/** How many designs a wishlist lists. */
export const MAX_LISTED_DESIGNS = 200;

export const designMessages = {
  saved: "Design saved",
  addedToWishlist: "Added to your wishlist!",
  removedFromWishlist: "Removed from wishlist",
  notFound: "Customization not found",
  sharedNotFound: "Design not found",
  savedDesignNotFound: "Saved design not found",
  wishlistFull: `Your wishlist keeps up to ${MAX_LISTED_DESIGNS} designs. Remove one to save another.`,
  accountFull: `This account already keeps ${MAX_DESIGNS_PER_ACCOUNT} designs, the most it can save.`,
  colourNotOffered: (type: GarmentType, colour: string, colours: readonly string[]) =>
    `The ${garmentName(type)} does not come in ${colour}. Choose one of: ${colours.join(", ")}.`,
  sizeNotOffered: (type: GarmentType, size: string) =>
    `The ${garmentName(type)} does not come in size ${size}.`,
  duplicateLayerId: (side: DesignSide, id: string) =>
    `${sideName(side)} has two layers with the id "${id}": each layer needs its own.`,
  outsidePrintArea: (side: DesignSide, id: string) =>
    `${sideName(side)} layer "${id}" lies outside the print area. Move it inside or make it smaller.`,
  unknownGraphic: (side: DesignSide, id: string) =>
    `${sideName(side)} layer "${id}" uses a graphic the shop does not have.`,
  notYourUpload: (side: DesignSide, id: string) =>
    `${sideName(side)} layer "${id}" uses a picture that is not one of your uploads.`,
} as const;
