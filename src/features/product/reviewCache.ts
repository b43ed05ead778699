import type { paths } from "../../api/schema";
import type { Review } from "../../api/types";
import type { ProductAnswer } from "./productQuery";

export type ReviewAnswer =
  paths["/product/{productId}/addreview"]["post"]["responses"][201]["content"]["application/json"];

/**
 * The cached product after the server took a review: the shopper's review first (replacing their earlier
 * one, the server keeps one per shopper), and the average and count as the server recomputed them.
 */
export function withReview(cached: ProductAnswer, answer: ReviewAnswer): ProductAnswer {
  const product = cached.data.data.data;
  const review: Review = answer.data;
  const others = product.reviews.filter((r) => r._id !== review._id && r.user !== review.user);
  return {
    ...cached,
    data: {
      data: {
        data: {
          ...product,
          reviews: [review, ...others],
          rating: answer.product.rating,
          reviewCount: answer.product.reviewCount,
        },
      },
    },
  };
}
