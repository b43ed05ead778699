// The bill feature's public surface: the price details and the coupon entry of the cart and checkout,
// every figure from the server's quote (POST /checkout/quote).
export { BillSummary, type BillSummaryProps } from "./BillSummary";
export { billMessages } from "./billMessages";
export { CouponEntry, type CouponEntryProps } from "./CouponEntry";
export { GiftWrapOption } from "./GiftWrapOption";
export { type BillChoices, quoteRequest, selectedLineIds } from "./quoteRequest";
export { quoteOptions, useQuote } from "./useQuote";
