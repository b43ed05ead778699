import type { CartItem, QuoteRequest } from "../../api/types";
import type { Address } from "../account";

/** What the bill is quoted for: the cart's selected lines, the coupon, gift wrap and the delivery pincode. */
export interface CartBillChoices {
  lines: readonly CartItem[];
  address: Address | null;
  couponCode: string;
  giftWrap: boolean;
}

/** The ids of the lines the shopper has selected for this order. */
export const selectedLineIds = (lines: readonly CartItem[]) =>
  lines.filter((l) => l.selected).map((l) => l._id);

/**
 * The quote request for the cart's choices. One function for the screen and for the cart route's loader,
 * which quotes the first screen's bill (no coupon, no gift wrap, the default address) so it is in the
 * first HTML: the request is the query's key, and any difference would ask again in the browser.
 */
export function cartQuoteRequest({ lines, address, couponCode, giftWrap }: CartBillChoices): QuoteRequest {
  const selectedIds = selectedLineIds(lines);
  return {
    ...(selectedIds.length > 0 ? { cartLineIds: selectedIds } : {}),
    ...(couponCode ? { couponCode } : {}),
    giftWrap,
    ...(address ? { pincode: address.pincode } : {}),
  };
}
