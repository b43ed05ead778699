// Names from the generated contract (openapi/openapi.yaml → src/api/schema.d.ts) used by the server.
import type { components, paths } from "../../src/api/schema";

type Schemas = components["schemas"];
export type ProductSummary = Schemas["ProductSummary"];
export type ProductListing = Schemas["ProductListing"];
export type ProductListingResponse = Schemas["ProductListingResponse"];
export type ProductTag = Schemas["ProductTag"];
export type Variant = Schemas["Variant"];
export type Banner = Schemas["Banner"];
export type BannerList = Schemas["BannerList"];
export type Headline = Schemas["Headline"];
export type VideoConfig = Schemas["VideoConfig"];
export type ErrorResponse = Schemas["ErrorResponse"];
export type Address = Schemas["Address"];
export type Cart = Schemas["Cart"];

/** The 200 JSON body of a GET operation in the contract. */
export type GetOk<P extends keyof paths> = paths[P] extends {
  get: { responses: { 200: { content: { "application/json": infer B } } } };
}
  ? B
  : never;
