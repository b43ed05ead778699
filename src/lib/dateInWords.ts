// Dates written out in words, as an Indian reader expects them in a letter or a mail: "Friday, 4 December
// 2026" (day before month, the weekday and the month in full). Written by hand, as every date the shop shows
// is (indiaTime.ts says why).
import { calendarDate, inIndia } from "./indiaTime";

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

const inWords = (date: Date) =>
  `${WEEKDAYS[date.getUTCDay()]}, ${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;

/** "2026-12-04" → "Friday, 4 December 2026"; null for anything that is not a calendar date. */
export function calendarDateInWords(isoDate: string): string | null {
  const date = calendarDate(isoDate);
  return date ? inWords(date) : null;
}

/** The India-time day of an instant, in words: "2026-12-04T20:00:00Z" → "Saturday, 5 December 2026". */
export function indiaDayInWords(instant: string | Date): string {
  return inWords(inIndia(instant));
}
