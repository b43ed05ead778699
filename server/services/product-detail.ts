// The product page's data: one product with its variants (position order, every size with its stock), its
// newest reviews with the verified-buyer mark, and its details; and the similar products beside it.
import { type Kysely, sql } from "kysely";
import { jsonArrayFrom } from "kysely/helpers/postgres";
import type { Product, ProductListing, Review } from "../../src/api/types";
import type { Database, ProductDetailsJson } from "../db/schema";
import {
  cards,
  countMatching,
  DEFAULT_QUERY,
  listingFacets,
  summariesQuery,
  toProductSummary,
  PUBLISHED,
} from "./product-listing";
import { readsScope } from "./cacheVersions/reads";
import { productScope } from "./cacheVersions/scopes";
import { isVerifiedBuyerSql } from "./verifiedBuyer";
import { completeDeclarations } from "../../src/lib/productDeclarations";
import { declarationsInput } from "./catalogue/declarationColumns";

type Db = Kysely<Database>;

/** Reviews shown with a product (the contract's Product.reviews maxItems); reviewCount counts them all. */
export const REVIEWS_SHOWN = 50;

const NO_FILTERS = { sizes: [], colors: [] } as const;

interface ReviewJson {
  id: string;
  username: string;
  rating: number;
  comment: string;
  /** ISO text inside JSON, a Date when read as a column. */
  created_at: string | Date;
  updated_at: string | Date;
  verified_buyer: boolean;
}

/** A review row as the contract's Review. */
export const toReview = (r: ReviewJson): Review => ({
  _id: r.id,
  user: r.username,
  rating: r.rating,
  comment: r.comment,
  createdAt: new Date(r.created_at).toISOString(),
  updatedAt: new Date(r.updated_at).toISOString(),
  verifiedBuyer: r.verified_buyer,
});

/** The product, or null when there is none with this id. One query. */
export async function readProduct(
  db: Db,
  productId: string,
  now = new Date(),
  /** Staff's answer of a product whatever its status (POST /product/create's); shoppers' never. */
  anyStatus = false,
): Promise<Product | null> {
  // Its cached answer and page change with this product alone (docs/decisions/shared-cache-versions.md).
  readsScope(productScope(productId));
  const row = await summariesQuery(db, [productId], anyStatus)
    .select(["p.product_details", "p.declarations", "p.country_of_origin"])
    .select((eb) =>
      jsonArrayFrom(
        eb
          .selectFrom("reviews as r")
          .whereRef("r.product_id", "=", "p.id")
          .orderBy("r.created_at", "desc")
          .orderBy("r.id", "desc")
          .limit(REVIEWS_SHOWN)
          .select(["r.id", "r.username", "r.rating", "r.comment", "r.created_at", "r.updated_at"])
          .select(isVerifiedBuyerSql(sql.ref("r.user_id"), sql.ref("r.product_id")).as("verified_buyer")),
      ).as("review_list"),
    )
    .executeTakeFirst();
  if (!row) return null;
  const { reviews: _count, ...summary } = toProductSummary(row, NO_FILTERS, now);
  return {
    ...summary,
    reviewCount: row.review_count,
    reviews: (row.review_list as unknown as ReviewJson[]).map(toReview),
    productDetails: row.product_details as ProductDetailsJson[],
    // Shown only when complete for the sizes it is sold in (docs/decisions/product-declarations.md).
    declarations: completeDeclarations(
      declarationsInput(row.declarations, row.country_of_origin),
      summary.subCategory,
      [...new Set(summary.variants.flatMap((v) => v.sizes.map((s) => s.size)))],
    ),
  };
}

/** A product shoppers may see (published: docs/decisions/staff-catalogue.md#product-status). */
export const productExists = async (db: Db, productId: string) =>
  Boolean(
    await db
      .selectFrom("products")
      .select("id")
      .where("id", "=", productId)
      .where("status", "=", "published")
      .executeTakeFirst(),
  );

/**
 * Similar products: the rest of the product's sub-category (newest first), then the rest of its category
 * (newest first); never the product itself. Paged like a listing; totalCount is the category less the
 * product, and the facets are the category's (the base set the items are drawn from). Null when the
 * product is unknown.
 */
export async function listSimilar(
  db: Db,
  productId: string,
  page: number,
  limit: number,
  now = new Date(),
): Promise<ProductListing | null> {
  const product = await db
    .selectFrom("products")
    .select(["category", "sub_category"])
    .where("id", "=", productId)
    .where("status", "=", "published")
    .executeTakeFirst();
  if (!product) return null;
  const scope = { kind: "category", category: product.category } as const;
  const [inCategory, facets] = await Promise.all([
    countMatching(db, scope, { ...DEFAULT_QUERY, page: 1, limit: 1 }),
    listingFacets(db, scope),
  ]);
  const totalCount = Math.max(0, inCategory - 1);
  const offset = (page - 1) * limit;
  if (offset >= totalCount) return { products: [], totalCount, page, limit, facets };
  // Each branch walks its newest-first index only as far as the page's end.
  const end = offset + limit;
  const { rows } = await sql<{ id: string }>`
    select id from (
      (select p.id, 0 as branch, p.created_at from products p
        where p.sub_category = ${product.sub_category} and p.category = ${product.category} and p.id <> ${productId}
          and ${PUBLISHED}
        order by p.created_at desc, p.id desc limit ${end})
      union all
      (select p.id, 1 as branch, p.created_at from products p
        where p.category = ${product.category} and p.sub_category <> ${product.sub_category} and ${PUBLISHED}
        order by p.created_at desc, p.id desc limit ${end})
    ) as merged
    order by branch, created_at desc, id desc limit ${limit} offset ${offset}`.execute(db);
  const products = await cards(
    db,
    rows.map((r) => r.id),
    NO_FILTERS,
    now,
  );
  return { products, totalCount, page, limit, facets };
}
