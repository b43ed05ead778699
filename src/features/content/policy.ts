// The shop's policy constants (commerce spec, section 9 "Policy text"), in one place: the Terms, the
// Cancellation and Returns policy, the FAQ and the help page all read them, so they cannot disagree.
// Where the spec's own documents differ (refund time), each document keeps its figure here by name.
import { SIZES } from "../../api/enums";
import { DELIVERY_BUSINESS_DAYS } from "../../lib/delivery";

/** Returns are accepted within this many days of delivery (the FAQ says the same; never 30). */
export const RETURN_WINDOW_DAYS = 7;

/** Delivery time across India, in business days: the served zones' range (src/lib/delivery.ts, the table the
 * server's delivery estimate reads). The spec's "7 to 15" was the original shop's; the zones are faster. */
export { DELIVERY_BUSINESS_DAYS };

/** The Terms allow a cancellation within this many hours of placing the order. */
export const TERMS_CANCELLATION_HOURS = 24;

/** Refund time as the Terms and Conditions state it, in business days. */
export const TERMS_REFUND_BUSINESS_DAYS = { min: 7, max: 10 } as const;

/** Refund time as the Cancellation and Returns policy states it, in business days. */
export const RETURN_POLICY_REFUND_BUSINESS_DAYS = { min: 5, max: 7 } as const;

/** Shoppers must be at least this old to use the shop. */
export const MINIMUM_AGE = 18;

/** Every price is in Indian rupees. */
export const CURRENCY = "INR";

/** The sizes every garment comes in. */
export const SIZE_RANGE = { first: SIZES[0], last: SIZES[SIZES.length - 1], all: SIZES } as const;

/** The date the policy documents were last revised (shown on each). */
export const POLICIES_UPDATED = "1 January 2025";

// ---- phrases built from the constants (use these in copy, never retype the numbers) ----

export const returnWindowText = `${RETURN_WINDOW_DAYS} days`;
export const deliveryText = `${DELIVERY_BUSINESS_DAYS.min} to ${DELIVERY_BUSINESS_DAYS.max} business days`;
export const termsCancellationText = `${TERMS_CANCELLATION_HOURS} hours`;
export const termsRefundText = `${TERMS_REFUND_BUSINESS_DAYS.min}-${TERMS_REFUND_BUSINESS_DAYS.max} business days`;
export const returnPolicyRefundText = `${RETURN_POLICY_REFUND_BUSINESS_DAYS.min}-${RETURN_POLICY_REFUND_BUSINESS_DAYS.max} business days`;
export const sizeRangeText = `${SIZE_RANGE.first} to ${SIZE_RANGE.last}`;
