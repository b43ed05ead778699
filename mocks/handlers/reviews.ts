// Contract tag "reviews": a signed-in shopper's review of a catalogue product, answered as saved. The
// product's rating is the server's to work out. A guest gets 401.
import { findProduct } from "../fixtures";
import { fail, http, inputOf } from "./http";
import { mockId, requireUser } from "./store";
import { defineVariants } from "./variants";

const defaults = [
  http.post("/product/{productId}/addreview", ({ params, request, response }) => {
    const user = requireUser();
    if (!findProduct(params.productId)) fail(404, "Product not found");
    const { rating, comment } = inputOf(request, "addReview").body;
    const review = {
      _id: mockId("rev"),
      user: user.username,
      rating,
      comment,
      createdAt: new Date().toISOString(),
    };
    return response(201).json({ success: true, message: "Review added", data: review });
  }),
];

export const reviewHandlers = defineVariants(defaults);
