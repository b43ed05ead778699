// Dates and times in India's time (the shop's), written out by hand as English is written in India:
// "2 Mar 2026", "2 Mar 2026, 2:45 pm". Not with Intl.DateTimeFormat: the first one a page makes loads the
// browser's locale and time-zone data, ~25 ms of main thread on this machine and four times that on a
// phone, in one piece that cannot be split
// (docs/decisions/page-start-budgets.md#work-taken-out-of-the-first-tasks). By hand, the server's HTML and
// the browser also write exactly the same text, whatever ICU either has.

/** India keeps UTC+5:30 all year (no daylight saving): the one copy of the offset, server and browser. */
export const INDIA_OFFSET_MS = 330 * 60_000;

/** The months as en-IN abbreviates them ("Sept", not "Sep"). */
export const SHORT_MONTHS = [
  "Jan",
  "Feb",
  "Mar",
  "Apr",
  "May",
  "Jun",
  "Jul",
  "Aug",
  "Sept",
  "Oct",
  "Nov",
  "Dec",
];

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar date ("2026-11-27") as the UTC midnight that starts it; null for anything that is not one
 * (read in UTC, it stays that date whatever the browser's own time zone is). */
export function calendarDate(isoDate: string): Date | null {
  const match = ISO_DATE.exec(isoDate);
  if (!match) return null;
  const [, year, month, day] = match.map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? date : null;
}

/** An instant as India's wall clock: a Date whose UTC fields read India's date and time (an Invalid Date
 * when the text is no instant). Every reading of an instant in India's time starts here. */
export const inIndia = (instant: string | Date): Date =>
  new Date(new Date(instant).getTime() + INDIA_OFFSET_MS);

/** India's wall clock, or null when the text is no instant. */
function indiaWallClock(instant: string): Date | null {
  const clock = inIndia(instant);
  return Number.isNaN(clock.getTime()) ? null : clock;
}

const dayMonthYear = (clock: Date) =>
  `${clock.getUTCDate()} ${SHORT_MONTHS[clock.getUTCMonth()]} ${clock.getUTCFullYear()}`;

/** "2:45 pm", "12:00 am" (midnight), "12:00 pm" (noon). */
const timeOfDay = (clock: Date) => {
  const hours = clock.getUTCHours();
  const minutes = String(clock.getUTCMinutes()).padStart(2, "0");
  return `${hours % 12 || 12}:${minutes} ${hours < 12 ? "am" : "pm"}`;
};

/** "2026-03-02T09:15:00Z" → "2 Mar 2026" (India's day); the text itself when it is no instant. */
export function formatIndiaDate(instant: string): string {
  const clock = indiaWallClock(instant);
  return clock ? dayMonthYear(clock) : instant;
}

/** "2026-03-02T09:15:00Z" → "2 Mar 2026, 2:45 pm" (India's time); the text itself when it is no instant. */
export function formatIndiaDateTime(instant: string): string {
  const clock = indiaWallClock(instant);
  return clock ? `${dayMonthYear(clock)}, ${timeOfDay(clock)}` : instant;
}
