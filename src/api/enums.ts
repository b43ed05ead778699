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

export const SIZES = ["S", "M", "L", "XL", "XXL"] as const satisfies readonly Schemas["Size"][];

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

export const LISTING_SORTS = [
  "newest",
  "price-asc",
  "price-desc",
  "rating",
] as const satisfies readonly ListingSort[];
