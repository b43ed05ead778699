import type { CartItem, PaymentMode, QuoteRequest } from "../../api/types";

/** The ids of the cart lines the shopper has selected for this order (the cart and its checkout). */
export const selectedLineIds = (lines: readonly CartItem[]) =>
  lines.filter((l) => l.selected).map((l) => l._id);

/** What a bill is quoted for. */
export interface BillChoices {
  /** One Buy Now item, or cart lines (none: the request names no lines). */
  lines: Pick<QuoteRequest, "product" | "cartLineIds">;
  couponCode: string;
  giftWrap: boolean;
  /** The checkout's; the cart's bill names none. */
  paymentMode?: PaymentMode;
  /** The delivery pincode, when known. */
  pincode?: string;
}

/**
 * The quote request for a bill's choices, empty ones left out. One function for the cart, the checkout
 * and their route loaders, which quote the first screen's bill so it is in the first HTML: the request is
 * the query's key, and any difference would ask again in the browser.
 */
export function quoteRequest({
  lines,
  couponCode,
  giftWrap,
  paymentMode,
  pincode,
}: BillChoices): QuoteRequest {
  return {
    ...lines,
    ...(couponCode ? { couponCode } : {}),
    giftWrap,
    ...(paymentMode ? { paymentMode } : {}),
    ...(pincode ? { pincode } : {}),
  };
}
