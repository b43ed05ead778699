/** What the shop's own product shots show, in the order the catalogue lists them. */
const VIEWS = ["front view", "back view", "close-up"] as const;

/**
 * The alt text of the shop's own product photos, for a product whose pictures staff have not described:
 * its name and the view. Staff give every picture they upload its own words (docs/decisions/staff-catalogue.md).
 */
export const productPictureAlt = (name: string, index: number, count: number) =>
  index < VIEWS.length && count <= VIEWS.length
    ? `${name}, ${VIEWS[index]}`
    : `${name}, image ${index + 1} of ${count}`;

/** The most an alt text may be (the contract's StaffPicture.alt). */
const MAX_ALT = 200;

/**
 * The alt text of a picture sent as a file with the add-product form, which has no field for one: the
 * product, its colour and which of the colour's pictures it is ("Oversized Tee in Black, photo 2 of 3"),
 * never a guess at what it shows. Staff can replace it on the product's page
 * (docs/decisions/staff-catalogue.md#adding-a-product-with-its-picture-files).
 */
export function uploadedPictureAlt(name: string, color: string, index: number, count: number): string {
  const which = count > 1 ? `, photo ${index + 1} of ${count}` : "";
  const tail = ` in ${color.trim()}${which}`;
  return `${name.trim().slice(0, Math.max(1, MAX_ALT - tail.length))}${tail}`.slice(0, MAX_ALT);
}
