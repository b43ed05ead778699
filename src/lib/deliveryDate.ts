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
