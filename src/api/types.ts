import type { components } from "./schema";

// Short names for the contract's schemas, for screens and hooks.
type Schemas = components["schemas"];
export type ProductSummary = Schemas["ProductSummary"];
export type Product = Schemas["Product"];
export type ProductListing = Schemas["ProductListing"];
export type ProductTag = Schemas["ProductTag"];
export type Variant = Schemas["Variant"];
