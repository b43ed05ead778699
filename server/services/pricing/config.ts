// The shop's money settings: the ONE place the charges and limits of a bill live
// (docs/decisions/money-includes-gst.md). Amounts are whole rupees. Tests and benches pass their own; the
// server uses these.

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
  giftWrapFee: 25,
  shippingFee: 0,
  freeShippingFrom: null,
  codFee: 0,
  codLimit: 10_000,
  paymentHoldMinutes: 15,
};
