// What the shop charges beyond the goods, in whole rupees: the ONE place these amounts live. The server's
// bill (server/services/pricing/config.ts) charges them and the product page and checkout state them before
// payment (src/lib/purchaseTerms.ts), so the words and the bill cannot disagree
// (docs/decisions/dark-patterns.md).

export const SHOP_CHARGES = {
  /** Gift wrap, only when the shopper ticks it (never ticked for them). */
  giftWrap: 25,
  /** Shipping on every order; 0 = free. */
  shipping: 0,
  /** Paying on delivery. */
  cod: 0,
  /** Cancelling an order before it ships: none, ever (Consumer Protection (E-Commerce) Rules, 2020, 4(8)). */
  cancellation: 0,
  /** The courier's pickup of a return: free, nothing is deducted from the refund. */
  returnPickup: 0,
} as const;
