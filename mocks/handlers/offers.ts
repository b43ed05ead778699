// Contract tag "offers": GET /offers answers the shop's coupons from the fixtures (which apply to a bag is
// the server's to say, at PUT /cart/coupon and in the quote).
import { bigBagOffer, offers } from "../fixtures";
import { http } from "./http";
import { defineVariants } from "./variants";

const answering = (list: typeof offers) =>
  http.get("/offers", ({ response }) => response(200).json({ success: true, data: list }));

export const offerHandlers = defineVariants([answering(offers)], {
  /** No coupon running. */
  empty: [answering([])],
  /** The launch coupons and one with a minimum order, an end date and one use per shopper. */
  withConditions: [answering([...offers, bigBagOffer])],
});
