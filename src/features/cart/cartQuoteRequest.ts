import type { CartItem, QuoteRequest } from "../../api/types";
import type { Address } from "../account";
import { quoteRequest, selectedLineIds } from "../bill";

/** What the cart's bill is quoted for: its selected lines, the coupon, gift wrap and the chosen address. */
export interface CartBillChoices {
  lines: readonly CartItem[];
  address: Address | null;
  couponCode: string;
  giftWrap: boolean;
}

/** The cart's quote request (the screen's, and its route loader's for the first bill). */
export function cartQuoteRequest({ lines, address, couponCode, giftWrap }: CartBillChoices): QuoteRequest {
  const cartLineIds = selectedLineIds(lines);
  return quoteRequest({
    lines: cartLineIds.length > 0 ? { cartLineIds } : {},
    couponCode,
    giftWrap,
    pincode: address?.pincode,
  });
}
