// Dates as staff read them, in India's time whatever the browser's zone (the server renders the same text).

const DAY = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: "Asia/Kolkata",
});

const DAY_TIME = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZone: "Asia/Kolkata",
});

const valid = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
};

/** "14 Mar 2026" (or the text itself when it is no date). */
export function formatDay(iso: string): string {
  const date = valid(iso);
  return date ? DAY.format(date) : iso;
}

/** "14 Mar 2026, 3:00 pm". */
export function formatDayTime(iso: string): string {
  const date = valid(iso);
  return date ? DAY_TIME.format(date) : iso;
}
