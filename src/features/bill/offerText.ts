// How an offer (GET /offers) reads in the list where a coupon is entered: what it gives and on what terms.
import type { components } from "../../api/schema";
import { formatRupees } from "../../lib/money";
import { formatIndiaDate } from "../../lib/indiaTime";

export type Offer = components["schemas"]["Offer"];

/** "₹100 off" or "10% off". */
export const offerBenefit = (offer: Pick<Offer, "kind" | "value">) =>
  offer.kind === "flat" ? `${formatRupees(offer.value)} off` : `${offer.value}% off`;

/** Its conditions, in words: the minimum order, until when, how often a shopper may use it. */
export function offerTerms(offer: Omit<Offer, "code">): string[] {
  const terms = [
    offer.minOrder > 0 ? `On orders of ${formatRupees(offer.minOrder)} or more` : "No minimum order",
  ];
  if (offer.validTo) terms.push(`Valid till ${formatIndiaDate(offer.validTo)}`);
  if (offer.perShopperLimit === 1) terms.push("Once per shopper");
  else if (offer.perShopperLimit) terms.push(`Up to ${offer.perShopperLimit} times per shopper`);
  return terms;
}
