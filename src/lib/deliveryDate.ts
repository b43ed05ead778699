// A delivery date as the shop shows it: "Fri, 27 Nov", in English as written in India.

const DAY_MONTH = new Intl.DateTimeFormat("en-IN", {
  weekday: "short",
  day: "numeric",
  month: "short",
  // The server sends a calendar date (YYYY-MM-DD, India's date). Read and shown in UTC, it stays that date
  // whatever the browser's own time zone is.
  timeZone: "UTC",
});

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** "2026-11-27" → "Fri, 27 Nov"; null for anything that is not a calendar date. */
export function formatDeliveryDate(isoDate: string): string | null {
  const match = ISO_DATE.exec(isoDate);
  if (!match) return null;
  const [, year, month, day] = match.map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return DAY_MONTH.format(date);
}
