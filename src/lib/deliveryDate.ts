// A delivery date as the shop shows it: "Fri, 27 Nov", in English as written in India.
//
// Written out by hand, as every date the shop shows is (indiaTime.ts says why).
import { calendarDate, inIndia, SHORT_MONTHS } from "./indiaTime";

const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];

/** "2026-11-27" → "Fri, 27 Nov"; null for anything that is not a calendar date (the server sends India's). */
export function formatDeliveryDate(isoDate: string): string | null {
  const date = calendarDate(isoDate);
  if (!date) return null;
  return `${WEEKDAYS[date.getUTCDay()]}, ${date.getUTCDate()} ${SHORT_MONTHS[date.getUTCMonth()]}`;
}

/** India's calendar date ("2026-11-27") of an instant. */
export function indiaCalendarDate(at: Date | string): string {
  return inIndia(at).toISOString().slice(0, 10);
}

/**
 * Whether an order was delivered late: it had an expected delivery date (the one its page and its mail
 * showed) and was delivered on a later day in India. The one rule the server's return check and the
 * report form both read (docs/decisions/customiser-design.md#ordering-a-design): an order with no expected
 * date promised none, so it is never late.
 */
export function deliveredLate(
  estimatedDelivery: string | null | undefined,
  deliveredAt: Date | string | null | undefined,
): boolean {
  if (!estimatedDelivery || !calendarDate(estimatedDelivery) || !deliveredAt) return false;
  return indiaCalendarDate(deliveredAt) > estimatedDelivery;
}
