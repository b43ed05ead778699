import type { ApiQueryClient } from "../../api/client";
import type { paths } from "../../api/schema";
import type { Product, Variant } from "../../api/types";

/** GET /product/product/{productId}'s answer, as the cache holds it. */
export type ProductAnswer =
  paths["/product/product/{productId}"]["get"]["responses"][200]["content"]["application/json"];

/**
 * One definition of the product's query, for the route loader (server prefetch) and the screen, so both
 * use openapi-react-query's key for the call. The cache holds the answer as the API sent it; screens read
 * the product with `productOf`.
 */
export function productOptions(hooks: ApiQueryClient, productId: string) {
  return hooks.queryOptions("get", "/product/product/{productId}", { params: { path: { productId } } });
}

/** The product inside the answer (the original shop's data.data.data: docs/product.md#the-contract). */
export const productOf = (answer: ProductAnswer): Product => answer.data.data.data;

/** The product's variant `variantId`, or undefined when it has no such variant. */
export function variantOf(product: Product, variantId: string): Variant | undefined {
  return product.variants.find((variant) => variant._id === variantId);
}
