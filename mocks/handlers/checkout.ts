// POST /checkout/quote (contract tag "orders", kept in its own file as the checkout's bill): answers the
// sample quotes of mocks/fixtures/quotes.ts. Mocks answer; they never price: which quote comes back is the
// variant a story chooses, never worked out from the request (no code is looked at, nothing is summed).
// Variants for a flow (the shopper applies a code, ticks gift wrap) answer their quote only to a request
// that carries a code or asks for gift wrap, and the default quote otherwise. A guest is quoted as a
// shopper is (the bill of their bag).
import type { OperationInput } from "../../src/api/contract";
import { designQuote, type Quote, quotes } from "../fixtures";
import { CART_ITEM_NOT_FOUND_MESSAGE } from "./cart";
import { fail, http, inputOf } from "./http";
import { defineVariants } from "./variants";

type QuoteRequest = OperationInput<"quoteCheckout">["body"];

/** POST /checkout/quote answering `pick(request)`. */
function quoteAnswer(pick: (body: QuoteRequest) => Quote) {
  return http.post("/checkout/quote", ({ request, response }) => {
    return response(200).json({ success: true, data: pick(inputOf(request, "quoteCheckout").body) });
  });
}

const always = (quote: Quote) => quoteAnswer(() => quote);

/** The variant's quote when the request sends a coupon code, the default quote when it sends none. */
const withCode = (quote: Quote) => quoteAnswer((body) => (body.couponCode ? quote : quotes.default));

export const checkoutHandlers = defineVariants([always(quotes.default)], {
  /** A code sent is applied (DISCOUNT10's quote: ₹204 off); no code, no coupon. */
  couponApplied: [withCode(quotes.couponApplied)],
  /** A code sent is refused: 'Invalid coupon code.'; no code, the default quote. */
  couponRefused: [withCode(quotes.couponRefused)],
  /** With gift wrap asked for, its quote (+₹25); without, the default. */
  giftWrap: [quoteAnswer((body) => (body.giftWrap ? quotes.giftWrap : quotes.default))],
  /** Buy Now of a saved design: its one line, drawn as the design on its blank. */
  design: [always(designQuote)],
  /** Paying on delivery: the quote in COD mode (its fee row). */
  cod: [always(quotes.cod)],
  /** Cash on delivery is not offered at the pincode (the reason is shown). */
  codUnavailable: [always(quotes.codUnavailable)],
  /** Delivery outside the shop's state: IGST instead of CGST + SGST. */
  igst: [always(quotes.igst)],
  /** A line's size sold out: that line is not available and the quote not orderable. */
  outOfStock: [always(quotes.outOfStock)],
  /** Nothing to bill. */
  empty: [always(quotes.empty)],
  /** A line the quote names is no longer in the cart: 404. */
  notFound: [http.post("/checkout/quote", () => fail(404, CART_ITEM_NOT_FOUND_MESSAGE))],
});
