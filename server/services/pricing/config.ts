// The shop's money settings: the ONE place the charges and limits of a bill live
// (docs/decisions/money-includes-gst.md). Amounts are whole rupees. Tests and benches pass their own; the
// server uses these, whose amounts are the shop's stated charges (src/lib/charges.ts).
import { SHOP_CHARGES } from "../../../src/lib/charges";

export interface PricingConfig {
  /** Gift wrap, added to the total when chosen. */
  giftWrapFee: number;
  /** Shipping fee; 0 = free, as the cart labels it. */
  shippingFee: number;
  /** With a fee set: the subtotal (after the coupon) from which shipping is free; null = never free. */
  freeShippingFrom: number | null;
  /** Added when the shopper pays on delivery. */
  codFee: number;
  /** The largest total payable on delivery. */
  codLimit: number;
  /** Minutes an online order's stock is held while its payment is pending. */
  paymentHoldMinutes: number;
}

export const DEFAULT_PRICING: PricingConfig = {
  giftWrapFee: SHOP_CHARGES.giftWrap,
  shippingFee: SHOP_CHARGES.shipping,
  freeShippingFrom: null,
  codFee: SHOP_CHARGES.cod,
  codLimit: 10_000,
  paymentHoldMinutes: 15,
};
