// A shopper's review of a product: one per shopper per product (a second one edits the first), and the
// product's average (one decimal) and count recomputed in the same transaction. The product's row is
// locked first, so reviews of one product are written one after another: concurrent reviews never leave a
// stale average or count, and the unique (product_id, user_id) key keeps one review per shopper.
import { type Kysely, sql } from "kysely";
import type { Review } from "../../src/api/types";
import type { Database } from "../db/schema";
import { newId } from "./accounts/tokens";
import { changes, trackedTransaction } from "./cacheVersions/transaction";
import { LISTINGS, productScope } from "./cacheVersions/scopes";
import { toReview } from "./product-detail";
import { isVerifiedBuyerSql } from "./verifiedBuyer";

export interface ReviewOutcome {
  review: Review;
  product: { rating: number; reviewCount: number };
  /** false when it edited the shopper's earlier review. */
  created: boolean;
}

/** Saves the review; null when the product does not exist. */
export async function saveReview(
  db: Kysely<Database>,
  author: { id: string; username: string },
  productId: string,
  input: { rating: number; comment: string },
): Promise<ReviewOutcome | null> {
  const outcome = await trackedTransaction(db, async (tx) => {
    const product = await tx
      .selectFrom("products")
      .select("id")
      .where("id", "=", productId)
      .where("status", "<>", "blank")
      .forUpdate()
      .executeTakeFirst();
    if (!product) return null;
    const saved = await tx
      .insertInto("reviews")
      .values({
        id: newId(),
        product_id: productId,
        user_id: author.id,
        username: author.username,
        rating: input.rating,
        comment: input.comment,
      })
      .onConflict((oc) =>
        oc.columns(["product_id", "user_id"]).doUpdateSet({
          rating: input.rating,
          comment: input.comment,
          username: author.username,
          updated_at: sql`now()`,
        }),
      )
      // xmax is 0 on a freshly inserted row version, not on one written by the update branch.
      .returning([
        "id",
        "username",
        "rating",
        "comment",
        "created_at",
        "updated_at",
        sql<boolean>`xmax = 0`.as("created"),
      ])
      .returning(isVerifiedBuyerSql(sql.val(author.id), sql.val(productId)).as("verified_buyer"))
      .executeTakeFirstOrThrow();
    const totals = await tx
      .updateTable("products")
      .set({
        rating: sql`(select coalesce(round(avg(rating)::numeric, 1), 0) from reviews where product_id = ${productId})`,
        review_count: sql`(select count(*) from reviews where product_id = ${productId})`,
      })
      .where("id", "=", productId)
      .returning(["rating", "review_count"])
      .executeTakeFirstOrThrow();
    // The product's answers show the review; the cards show the rating and count, and sort by the rating.
    changes(tx, productScope(productId), LISTINGS);
    return {
      review: toReview(saved),
      product: { rating: Number(totals.rating), reviewCount: totals.review_count },
      created: saved.created,
    };
  });
  return outcome;
}
