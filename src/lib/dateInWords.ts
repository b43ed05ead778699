// Dates written out in words, as an Indian reader expects them in a letter or a mail: "Friday, 4 December
// 2026" (day before month, the weekday and the month in full). Written by hand, as deliveryDate.ts is, so
// the server and the browser write exactly the same words.

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
/** India keeps +05:30 all year. */
const INDIA_OFFSET_MS = 330 * 60_000;

const inWords = (date: Date) =>
  `${WEEKDAYS[date.getUTCDay()]}, ${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;

/** "2026-12-04" → "Friday, 4 December 2026"; null for anything that is not a calendar date. */
export function calendarDateInWords(isoDate: string): string | null {
  const match = ISO_DATE.exec(isoDate);
  if (!match) return null;
  const [, year, month, day] = match.map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return inWords(date);
}

/** The India-time day of an instant, in words: "2026-12-04T20:00:00Z" → "Saturday, 5 December 2026". */
export function indiaDayInWords(instant: string | Date): string {
  return inWords(new Date(new Date(instant).getTime() + INDIA_OFFSET_MS));
}
