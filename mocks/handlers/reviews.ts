// Contract tag "reviews": a signed-in shopper's review of a catalogue product, answered as saved, with the
// product's figures as the fixtures have them (working out the new average, and whether this replaces the
// shopper's earlier review, is the server's). A guest gets 401.
import { catalogueMessages } from "../../src/lib/catalogueApiMessages";
import { findProduct } from "../fixtures";
import { fail, http, inputOf } from "./http";
import { mockId, requireUser } from "./store";
import { defineVariants } from "./variants";

const defaults = [
  http.post("/product/{productId}/addreview", ({ params, request, response }) => {
    const user = requireUser();
    const product = findProduct(params.productId) ?? fail(404, catalogueMessages.productNotFound);
    const { rating, comment } = inputOf(request, "addReview").body;
    const now = new Date().toISOString();
    const review = {
      _id: mockId("rev"),
      user: user.username,
      rating,
      comment,
      createdAt: now,
      updatedAt: now,
      verifiedBuyer: false,
    };
    return response(201).json({
      success: true,
      message: "Review added",
      data: review,
      product: { rating: product.rating, reviewCount: product.reviewCount + 1 },
    });
  }),
];

export const reviewHandlers = defineVariants(defaults, {
  /** The review is refused (the server's 500). */
  error: [http.post("/product/{productId}/addreview", () => fail(500, "Could not save your review"))],
});
