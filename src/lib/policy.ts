// The shop's policy constants (docs/product.md#constants), in one place: the Terms, the Cancellation
// and Returns policy, the FAQ and the help page all read them, so they cannot disagree. Where the
// original shop's own documents differed (cancellation window, refund time), one rule is kept and stated.
import { LETTER_SIZES, WAIST_SIZES } from "../api/enums";
import { brand } from "./brand";
import { DELIVERY_BUSINESS_DAYS } from "./delivery";

/** Returns are accepted within this many days of delivery (the FAQ says the same; never 30). */
export const RETURN_WINDOW_DAYS = brand.returnDays;

/** Delivery time across India, in business days: the served zones' range (src/lib/delivery.ts, the table the
 * server's delivery estimate reads). The "7 to 15" was the original shop's; the zones are faster. */
export { DELIVERY_BUSINESS_DAYS };

/** The one cancellation rule (the order service enforces it): an order can be cancelled until it ships. The
 * original Terms said "within 24 hours" while its policy said "while processing"; the shop keeps the policy's
 * rule, which is never shorter for the shopper, and every document states it in the same words. */
export const CANCELLATION_RULE = "at any time until it is shipped";

/** Refund time after a refund starts (cancellation, or the returned item picked up), in business days. The
 * original Terms said 7-10 and its return policy 5-7; both documents now state this one figure. */
export const REFUND_BUSINESS_DAYS = { min: 5, max: 7 } as const;

/** Shoppers must be at least this old to use the shop. */
export const MINIMUM_AGE = 18;

/** Every price is in Indian rupees. */
export const CURRENCY = "INR";

/** The sizes tops and joggers come in. */
export const SIZE_RANGE = {
  first: LETTER_SIZES[0],
  last: LETTER_SIZES[LETTER_SIZES.length - 1],
  all: LETTER_SIZES,
} as const;

/** The waists (inches) jeans come in. */
export const WAIST_RANGE = {
  first: WAIST_SIZES[0],
  last: WAIST_SIZES[WAIST_SIZES.length - 1],
  all: WAIST_SIZES,
} as const;

/** The date the policy documents were last revised (shown on each). */
export const POLICIES_UPDATED = "1 January 2025";

// ---- phrases built from the constants (use these in copy, never retype the numbers) ----

export const returnWindowText = `${RETURN_WINDOW_DAYS} days`;
export const deliveryText = `${DELIVERY_BUSINESS_DAYS.min} to ${DELIVERY_BUSINESS_DAYS.max} business days`;
export const refundText = `${REFUND_BUSINESS_DAYS.min}-${REFUND_BUSINESS_DAYS.max} business days`;
export const sizeRangeText = `${SIZE_RANGE.first} to ${SIZE_RANGE.last}`;
export const waistRangeText = `${WAIST_RANGE.first} to ${WAIST_RANGE.last}`;
