// GST on garments, kept as data (docs/decisions/gst-rate-per-piece.md): prices INCLUDE GST, so the bill shows
// the tax contained in each amount, never tax added on top. The rate of a piece follows its selling price
// after every discount (CBIC notification 9/2025-Central Tax (Rate), in force since 22 Sep 2025): 5 % up to
// ₹2,500 a piece, 18 % above. HSN codes per sub-category are for the invoice.

export const GST_SLABS = [
  { upTo: 2500, rate: 5 },
  { upTo: Number.POSITIVE_INFINITY, rate: 18 },
] as const;

/** HSN chapter heading per sub-category (61 = knitted garments, 62 = woven). Unknown ones: 6109. */
export const HSN_BY_SUB_CATEGORY: Record<string, string> = {
  "t-shirt": "6109",
  "oversize-t-shirt": "6109",
  "regular-t-shirt": "6109",
  hoodie: "6110",
  shacket: "6205",
  joggers: "6103",
  jeans: "6203",
};

export function hsnFor(subCategory: string): string {
  return HSN_BY_SUB_CATEGORY[subCategory] ?? "6109";
}

/** The GST rate (percent) of one piece sold at `piecePrice` rupees after discounts. */
export function gstRateFor(piecePrice: number): number {
  for (const slab of GST_SLABS) if (piecePrice <= slab.upTo) return slab.rate;
  return GST_SLABS[GST_SLABS.length - 1].rate;
}

/** Paise, as integers, so sums never drift. */
export type Paise = number;

/** The GST contained in an amount that includes it: amount × rate / (100 + rate), to the nearest paisa. */
export function containedGstPaise(amountRupees: number, rate: number): Paise {
  return Math.round((amountRupees * 100 * rate) / (100 + rate));
}

export const toRupees = (paise: Paise): number => Math.round(paise) / 100;
