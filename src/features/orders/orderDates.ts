// An order's dates as the shop shows them, in India's time (the shop's), so the server's HTML and the
// browser's agree whatever time zone either runs in.
const DATE = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: "Asia/Kolkata",
});
const DATE_TIME = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZone: "Asia/Kolkata",
});

/** "2026-03-02T09:15:00Z" → "2 Mar 2026". */
export const formatOrderDate = (iso: string) => DATE.format(new Date(iso));

/** "2026-03-02T09:15:00Z" → "2 Mar 2026, 2:45 pm". */
export const formatOrderDateTime = (iso: string) => DATE_TIME.format(new Date(iso));
