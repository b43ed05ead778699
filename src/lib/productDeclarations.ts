// A garment's Legal Metrology declarations (docs/decisions/product-declarations.md): what a product must
// declare before shoppers may see it, in one place for the server's publish check, the mock handlers and
// the staff form, and the words the product page prints them with.
import { sizesOf } from "../api/enums";
import type {
  MakerRole,
  ProductDeclarations,
  ProductDeclarationsInput,
  Size,
  SizeMeasurement,
  SubCategory,
} from "../api/types";

export type Measure = Exclude<keyof SizeMeasurement, "size">;

/** Every measure in the order a chart shows them. */
export const MEASURES: readonly Measure[] = [
  "chest",
  "waist",
  "hip",
  "length",
  "shoulder",
  "sleeve",
  "inseam",
];

export const MEASURE_LABELS: Record<Measure, string> = {
  chest: "Chest",
  length: "Length",
  shoulder: "Shoulder",
  sleeve: "Sleeve",
  waist: "Waist",
  hip: "Hip",
  inseam: "Inseam",
};

/** The measures each size of a garment must give (Rule 26(f): a garment's size by its measurements in cm):
 * tops by chest, length and shoulder; joggers and jeans by waist and inseam. */
export function requiredMeasures(subCategory: SubCategory): readonly Measure[] {
  return subCategory === "joggers" || subCategory === "jeans"
    ? ["waist", "inseam"]
    : ["chest", "length", "shoulder"];
}

/** The label's words for who the declarations name. */
export const MAKER_ROLE_LABELS: Record<MakerRole, string> = {
  manufacturer: "Manufactured by",
  marketer: "Marketed by",
  importer: "Imported by",
};

/** The staff form's names of each declaration, also how a refusal names what is missing. */
export const DECLARATION_FIELD_NAMES = {
  makerRole: "who the declarations name (manufacturer, marketer or importer)",
  makerName: "their name",
  makerAddress: "their address",
  countryOfOrigin: "country of origin",
  careEmail: "consumer-care email",
  carePhone: "consumer-care phone",
} as const;

type Field = keyof typeof DECLARATION_FIELD_NAMES;
const FIELDS = Object.keys(DECLARATION_FIELD_NAMES) as Field[];

/** An imported product is named by its importer (Rule 6(1)(a)); the country the shop is in. */
export const HOME_COUNTRY = "India";

/**
 * What the declarations still lack for a product sold in `sizes` of `subCategory`, in words (empty when
 * nothing): each missing field, an imported product not named by its importer, and each size without its
 * measurements.
 */
export function missingDeclarations(
  declarations: ProductDeclarationsInput | null | undefined,
  subCategory: SubCategory,
  sizes: readonly Size[],
): string[] {
  const d = declarations ?? {};
  const missing: string[] = FIELDS.filter((field) => !d[field]?.trim()).map(
    (f) => DECLARATION_FIELD_NAMES[f],
  );
  if (
    d.countryOfOrigin?.trim() &&
    d.countryOfOrigin.trim() !== HOME_COUNTRY &&
    d.makerRole &&
    d.makerRole !== "importer"
  ) {
    missing.push("the importer, for a product made outside India");
  }
  const needed = requiredMeasures(subCategory);
  const order = sizesOf(subCategory);
  const unmeasured = order.filter((size) => {
    if (!sizes.includes(size)) return false;
    const row = d.measurements?.find((m) => m.size === size);
    return !row || needed.some((measure) => row[measure] === undefined);
  });
  if (unmeasured.length > 0) {
    missing.push(`measurements in cm (${needed.join(", ")}) for size ${unmeasured.join(", ")}`);
  }
  return missing;
}

/** The refusal of publishing a product whose declarations lack something. */
export const declarationsMissingMessage = (missing: readonly string[]) =>
  `It cannot be published without its Legal Metrology declarations. Missing: ${missing.join("; ")}.`;

/** The declarations as a product page shows them, when complete; null otherwise. */
export function completeDeclarations(
  declarations: ProductDeclarationsInput | null | undefined,
  subCategory: SubCategory,
  sizes: readonly Size[],
): ProductDeclarations | null {
  if (!declarations || missingDeclarations(declarations, subCategory, sizes).length > 0) return null;
  const { makerRole, makerName, makerAddress, countryOfOrigin, careEmail, carePhone } = declarations;
  if (!makerRole || !makerName || !makerAddress || !countryOfOrigin || !careEmail || !carePhone) return null;
  const order = sizesOf(subCategory);
  return {
    makerRole,
    makerName,
    makerAddress,
    countryOfOrigin,
    careEmail,
    carePhone,
    measurements: (declarations.measurements ?? [])
      .filter((m) => sizes.includes(m.size))
      .sort((a, b) => order.indexOf(a.size) - order.indexOf(b.size)),
  };
}

/** The measures a set of rows gives, in chart order (a column shows when any size gives it). */
export const measuresOf = (rows: readonly SizeMeasurement[]): Measure[] =>
  MEASURES.filter((measure) => rows.some((row) => row[measure] !== undefined));
