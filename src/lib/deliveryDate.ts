// A delivery date as the shop shows it: "Fri, 27 Nov", in English as written in India.
//
// Written out by hand, not with Intl.DateTimeFormat: the product page shows this date, and a page's first
// Intl call loads the browser's locale data (~50 ms of main thread on a phone).

const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sept", "Oct", "Nov", "Dec"];

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** "2026-11-27" → "Fri, 27 Nov"; null for anything that is not a calendar date. */
export function formatDeliveryDate(isoDate: string): string | null {
  const match = ISO_DATE.exec(isoDate);
  if (!match) return null;
  const [, year, month, day] = match.map(Number);
  // The server sends a calendar date (India's date). Read in UTC, it stays that date whatever the
  // browser's own time zone is.
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${WEEKDAYS[date.getUTCDay()]}, ${day} ${MONTHS[month - 1]}`;
}

/** India's time zone: UTC+5:30 all year (no daylight saving), as the server's estimates count. */
const INDIA_OFFSET_MS = 330 * 60_000;

/** India's calendar date ("2026-11-27") of an instant. */
export function indiaCalendarDate(at: Date | string): string {
  return new Date(new Date(at).getTime() + INDIA_OFFSET_MS).toISOString().slice(0, 10);
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
  if (!estimatedDelivery || !ISO_DATE.test(estimatedDelivery) || !deliveredAt) return false;
  return indiaCalendarDate(deliveredAt) > estimatedDelivery;
}
