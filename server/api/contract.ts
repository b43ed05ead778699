// Names from the generated contract (openapi/openapi.yaml → src/api/schema.d.ts) used by the server.
import type { paths } from "../../src/api/schema";

export type {
  Address,
  Banner,
  BannerList,
  Cart,
  ErrorResponse,
  Headline,
  Product,
  ProductListing,
  ProductListingResponse,
  ProductSummary,
  ProductTag,
  Review,
  Serviceability,
  Size,
  Variant,
  VideoConfig,
  Wishlist,
} from "../../src/api/types";

/** The 200 JSON body of a GET operation in the contract. */
export type GetOk<P extends keyof paths> = paths[P] extends {
  get: { responses: { 200: { content: { "application/json": infer B } } } };
}
  ? B
  : never;
