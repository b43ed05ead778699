import type { components } from "./schema";

// The contract's enumerations as values, for validation and iteration. One home for server, mocks and
// screens; tests/unit/api-enums.test.ts keeps them equal to openapi/openapi.yaml.
type Schemas = components["schemas"];

/** The listing calls' `sort` query values (parameter listingSort). */
export type ListingSort = components["parameters"]["listingSort"];

export const PRODUCT_TAGS = [
  "trending",
  "newarrival",
  "lowsell",
] as const satisfies readonly Schemas["ProductTag"][];

/** What a staff account may manage; a staff account made without a choice may do both. */
export const STAFF_PERMISSIONS = [
  "orders",
  "catalogue",
] as const satisfies readonly Schemas["StaffPermission"][];

export const CATEGORIES = ["upperwear", "bottomwear"] as const satisfies readonly Schemas["Category"][];

export const SUB_CATEGORIES = [
  "t-shirt",
  "oversize-t-shirt",
  "regular-t-shirt",
  "hoodie",
  "shacket",
  "joggers",
  "jeans",
] as const satisfies readonly Schemas["SubCategory"][];

/** Letter sizes, then jeans waists in inches: the order sizes are listed, filtered and sorted in. */
export const SIZES = [
  "S",
  "M",
  "L",
  "XL",
  "XXL",
  "30",
  "32",
  "34",
  "36",
  "38",
] as const satisfies readonly Schemas["Size"][];

/** The letter sizes (tops, joggers and the customiser's blanks). */
export const LETTER_SIZES = ["S", "M", "L", "XL", "XXL"] as const satisfies readonly Schemas["LetterSize"][];

/** A jeans waist in inches. */
export const WAIST_SIZES = ["30", "32", "34", "36", "38"] as const satisfies readonly Schemas["Size"][];

export const BANNER_LISTS = [
  "home",
  "mobilehome",
  "mobilevideobanner",
  "desktopvideobanner",
  "customized",
  "customized_mobile",
  "trending",
  "mobiletrending",
] as const satisfies readonly Schemas["BannerList"][];

export const ADDRESS_TYPES = ["home", "work", "other"] as const satisfies readonly Schemas["AddressType"][];

/** A return for a problem with the piece: the only returns a customised order allows. */
export const RETURN_KINDS = [
  "misprint",
  "defect",
  "wrong_item",
  "late",
] as const satisfies readonly Schemas["ReturnKind"][];

export const LISTING_SORTS = [
  "newest",
  "price-asc",
  "price-desc",
  "rating",
] as const satisfies readonly ListingSort[];

/** The category each sub-category belongs to: a product's pair must match it. */
export const CATEGORY_OF: Record<Schemas["SubCategory"], Schemas["Category"]> = {
  "t-shirt": "upperwear",
  "regular-t-shirt": "upperwear",
  "oversize-t-shirt": "upperwear",
  hoodie: "upperwear",
  shacket: "upperwear",
  joggers: "bottomwear",
  jeans: "bottomwear",
};

/** The sizes a sub-category is sold in: jeans by waist (inches), everything else S to XXL. */
export const sizesOf = (subCategory: Schemas["SubCategory"]): readonly Schemas["Size"][] =>
  subCategory === "jeans" ? WAIST_SIZES : LETTER_SIZES;
