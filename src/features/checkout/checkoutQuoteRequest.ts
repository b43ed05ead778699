import type { PaymentMode, QuoteRequest } from "./checkoutTypes";
import type { CheckoutLines } from "./useCheckoutQuote";

/** How the checkout offers to pay at first (the shopper may choose cash on delivery). */
export const INITIAL_PAYMENT_MODE: PaymentMode = "online";

/** What the checkout's bill is quoted for. */
export interface CheckoutBillChoices {
  lines: CheckoutLines;
  couponCode: string;
  giftWrap: boolean;
  paymentMode: PaymentMode;
  /** The well-formed pincode checked (its delivery estimate and COD), else undefined. */
  pincode: string | undefined;
}

/**
 * The quote request for the checkout's choices. One function for the form and for the checkout route's
 * loader, which quotes the first screen's bill (paying online, to the prefilled address) so it is in the
 * first HTML: the request is the query's key, and any difference would ask again in the browser.
 */
export function checkoutQuoteRequest({
  lines,
  couponCode,
  giftWrap,
  paymentMode,
  pincode,
}: CheckoutBillChoices): QuoteRequest {
  return {
    ...lines,
    ...(couponCode ? { couponCode } : {}),
    giftWrap,
    paymentMode,
    ...(pincode ? { pincode } : {}),
  };
}
