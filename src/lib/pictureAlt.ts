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
