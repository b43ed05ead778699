// "This product's variant and its sizes", for the calls that name a product, a variant and perhaps a size
// (add to cart, restock alerts): 404 with a message saying which one is unknown, including a variant of
// another product.
import type { Kysely } from "kysely";
import { SIZES } from "../../src/api/enums";
import { catalogueMessages } from "../../src/lib/catalogueApiMessages";
import { ApiError } from "./errors";
import type { Database, Size } from "../db/schema";

/** Sorts sizes in the contract's order (S to XXL, then jeans waists). */
export const bySizeOrder = (a: { size: Size }, b: { size: Size }) =>
  SIZES.indexOf(a.size) - SIZES.indexOf(b.size);

/** The variant's colour and product name, and its sizes with stock in the contract's order. */
export async function variantSizes(db: Kysely<Database>, productId: string, variantId: string) {
  const variant = await db
    .selectFrom("product_variants as v")
    .innerJoin("products as p", "p.id", "v.product_id")
    .select(["v.id", "v.product_id", "v.color", "p.name"])
    .where("v.id", "=", variantId)
    .where("p.status", "=", "published")
    .executeTakeFirst();
  if (!variant || variant.product_id !== productId) {
    const product = await db
      .selectFrom("products")
      .select("id")
      .where("id", "=", productId)
      .where("status", "=", "published")
      .executeTakeFirst();
    throw new ApiError(404, product ? catalogueMessages.variantNotFound : catalogueMessages.productNotFound);
  }
  const sizes = await db
    .selectFrom("variant_sizes")
    .select(["size", "stock"])
    .where("variant_id", "=", variant.id)
    .execute();
  sizes.sort(bySizeOrder);
  return { ...variant, sizes };
}

/** The named size of the variant, or 404 "Size not found". */
export async function variantSize(db: Kysely<Database>, productId: string, variantId: string, size: Size) {
  const variant = await variantSizes(db, productId, variantId);
  const found = variant.sizes.find((s) => s.size === size);
  if (!found) throw new ApiError(404, catalogueMessages.sizeNotFound);
  return { variant, size: found.size, stock: found.stock };
}
