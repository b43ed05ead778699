// An order's dates as the shop and the staff board show them, in India's time (the shop's), so the server's HTML and the
// browser's agree whatever time zone either runs in.
import { SHOP_LOCALE } from "../../lib/locale";

const DATE = new Intl.DateTimeFormat(SHOP_LOCALE, {
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: "Asia/Kolkata",
});
const DATE_TIME = new Intl.DateTimeFormat(SHOP_LOCALE, {
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZone: "Asia/Kolkata",
});

/** The text itself when it is no date (Intl would throw on an Invalid Date). */
const formatted = (format: Intl.DateTimeFormat, iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : format.format(date);
};

/** "2026-03-02T09:15:00Z" → "2 Mar 2026". */
export const formatOrderDate = (iso: string) => formatted(DATE, iso);

/** "2026-03-02T09:15:00Z" → "2 Mar 2026, 2:45 pm". */
export const formatOrderDateTime = (iso: string) => formatted(DATE_TIME, iso);
