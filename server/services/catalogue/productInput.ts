// What the contract's schemas cannot say about a product staff send (docs/decisions/staff-catalogue.md):
// the sub-category belongs to the category, sizes fit the garment, no colour or size twice.
import { CATEGORY_OF, sizesOf } from "../../../src/api/enums";
import type { components } from "../../../src/api/schema";
import { ApiError } from "../errors";

export type StaffProductInput = components["schemas"]["StaffProductInput"];
export type StaffVariantInput = components["schemas"]["StaffVariantInput"];

export const productInputMessages = {
  subCategoryOutside: (subCategory: string, category: string) =>
    `${subCategory} is not a sub-category of ${category}.`,
  sizeNotSold: (size: string, subCategory: string, sizes: readonly string[]) =>
    `Size ${size} is not sold for ${subCategory}: use ${sizes.join(", ")}.`,
  sizeTwice: (size: string, color: string) => `Size ${size} is listed twice for ${color}.`,
  colorTwice: (color: string) => `The colour ${color} is listed twice.`,
  variantTwice: "The same colour id is listed twice.",
} as const;

/** Throws a 400 naming the first rule the input breaks. */
export function checkProductInput(input: StaffProductInput): void {
  if (CATEGORY_OF[input.subCategory] !== input.category) {
    throw new ApiError(400, productInputMessages.subCategoryOutside(input.subCategory, input.category));
  }
  const sold = sizesOf(input.subCategory);
  const colors = new Set<string>();
  const ids = new Set<string>();
  for (const variant of input.variants) {
    const color = variant.color.trim().toLowerCase();
    if (colors.has(color)) throw new ApiError(400, productInputMessages.colorTwice(variant.color));
    colors.add(color);
    if (variant._id !== undefined) {
      if (ids.has(variant._id)) throw new ApiError(400, productInputMessages.variantTwice);
      ids.add(variant._id);
    }
    const sizes = new Set<string>();
    for (const { size } of variant.sizes) {
      if (!sold.includes(size))
        throw new ApiError(400, productInputMessages.sizeNotSold(size, input.subCategory, sold));
      if (sizes.has(size)) throw new ApiError(400, productInputMessages.sizeTwice(size, variant.color));
      sizes.add(size);
    }
  }
}
