// The terms of a purchase stated where the shopper decides, not only in the policy pages: delivery,
// returns, refunds, exchange, cancellation and the charges (Consumer Protection (E-Commerce) Rules, 2020,
// Rule 7(1)(a) and 4(8); docs/decisions/seller-disclosures.md#before-payment). Built from the policy
// constants and the shop's charges, so the product page, the checkout and the policy pages say the same.
import { RETURNS_POLICY_NAME } from "./categoryNames";
import { SHOP_CHARGES } from "./charges";
import { formatRupees } from "./money";
import { deliveryText, refundText, returnWindowText } from "./policy";

export interface PurchaseTerm {
  term: string;
  text: string;
}

/** Where the whole policy is. */
export const PURCHASE_POLICY_LINK = {
  href: "/return-cancellation",
  label: `${RETURNS_POLICY_NAME} policy`,
} as const;

/** "Free delivery", or "Delivery ₹49". */
const free = (amount: number, what: string) =>
  amount === 0 ? `Free ${what}` : `${what[0].toUpperCase()}${what.slice(1)} ${formatRupees(amount)}`;

/** "Free delivery across India, in 2 to 6 business days." */
export const deliveryTerm: PurchaseTerm = {
  term: "Delivery",
  text: `${free(SHOP_CHARGES.shipping, "delivery")} across India, in ${deliveryText}.`,
};

/** What the return's pickup costs. */
const pickupText =
  SHOP_CHARGES.returnPickup === 0
    ? "free pickup"
    : `a pickup charge of ${formatRupees(SHOP_CHARGES.returnPickup)}`;

/** Returns for a product returnable within `returnDays` (0: not returnable). */
export function returnTerm(returnDays: number): PurchaseTerm {
  return {
    term: "Returns",
    text:
      returnDays > 0
        ? `Within ${returnDays} days of delivery, with ${pickupText}.`
        : "Not returnable, unless it arrives damaged, defective or different from what you ordered: then we replace it or refund you in full.",
  };
}

export const refundTerm: PurchaseTerm = {
  term: "Refunds",
  text: `To your original payment method (a cash on delivery order: to the UPI ID or bank account you give), within ${refundText}.`,
};

export const exchangeTerm: PurchaseTerm = {
  term: "Exchange",
  text: "No direct exchange: return the piece and order the size or colour you want.",
};

export const cancellationTerm: PurchaseTerm = {
  term: "Cancellation",
  text:
    SHOP_CHARGES.cancellation === 0
      ? "Free until your order ships: no cancellation charge."
      : `${formatRupees(SHOP_CHARGES.cancellation)} until your order ships.`,
};

/** Cash on delivery and gift wrap, with what they cost. */
export function chargesTerm(codAvailable: boolean): PurchaseTerm {
  const cod = codAvailable
    ? SHOP_CHARGES.cod === 0
      ? "Cash on delivery at no extra charge"
      : `Cash on delivery ${formatRupees(SHOP_CHARGES.cod)} extra`
    : "Pay online (no cash on delivery for this product)";
  return {
    term: "Charges",
    text: `${cod}; gift wrap ${formatRupees(SHOP_CHARGES.giftWrap)}, only if you tick it in your bag or at checkout.`,
  };
}

/** The product page's lines. */
export function productPurchaseTerms(product: {
  returnPolicy: number;
  codAvailable: boolean;
}): PurchaseTerm[] {
  return [
    deliveryTerm,
    returnTerm(product.returnPolicy),
    refundTerm,
    exchangeTerm,
    cancellationTerm,
    chargesTerm(product.codAvailable),
  ];
}

/** The checkout's lines: the bill above already shows every charge of this order. */
export function checkoutPurchaseTerms(): PurchaseTerm[] {
  return [
    {
      term: "Returns",
      text: `Within ${returnWindowText} of delivery, with ${pickupText}; a customised piece is replaced or refunded when it arrives damaged, defective or wrong.`,
    },
    refundTerm,
    exchangeTerm,
    cancellationTerm,
  ];
}
