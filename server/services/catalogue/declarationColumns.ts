// A product's declarations between the contract's shape and products' two columns (migration 0052):
// `country_of_origin` apart, for the listings' country filter, the rest as JSON.
import type { ProductDeclarationsInput } from "../../../src/api/types";
import type { DeclarationsJson } from "../../db/schema";

/** The columns of declarations as staff sent them (blank text left out). */
export function declarationColumns(input: ProductDeclarationsInput | undefined) {
  const { countryOfOrigin, ...rest } = input ?? {};
  const json: DeclarationsJson = {};
  for (const [key, value] of Object.entries(rest) as [keyof DeclarationsJson, unknown][]) {
    if (typeof value === "string" ? value.trim() !== "" : value !== undefined) {
      (json as Record<string, unknown>)[key] = typeof value === "string" ? value.trim() : value;
    }
  }
  return {
    declarations: Object.keys(json).length > 0 ? JSON.stringify(json) : null,
    country_of_origin: countryOfOrigin?.trim() || null,
  };
}

/** The declarations of a product's columns, as the contract's input shape. */
export function declarationsInput(
  json: DeclarationsJson | null,
  country: string | null,
): ProductDeclarationsInput {
  return { ...(json ?? {}), ...(country ? { countryOfOrigin: country } : {}) };
}
