// Contract tag "reviews": a signed-in shopper reviews a product; the product's rating follows.
import type { Review } from "../fixtures";
import { http, inputOf } from "./http";
import { nextMockId, nowIso, requireProduct, requireUser } from "./state";
import { defineVariants, type HandlerVariants } from "./variants";

const defaults = [
  http.post("/product/{productId}/addreview", ({ params, request, cookies, response }) => {
    const user = requireUser(cookies);
    const { rating, comment } = inputOf(request, "addReview").body;
    const product = requireProduct(params.productId);
    const review: Review = {
      _id: nextMockId("rev"),
      user: user.username,
      rating,
      comment,
      createdAt: nowIso(),
    };
    product.reviews.unshift(review);
    const total = product.reviews.reduce((sum, r) => sum + r.rating, 0);
    product.rating = Math.round((total / product.reviews.length) * 10) / 10;
    return response(201).json({ success: true, message: "Review added", data: review });
  }),
];

export const reviewHandlers: HandlerVariants = defineVariants(defaults);
