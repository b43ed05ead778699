// A headline's or banner slide's start and end as staff type and read them: in India time (the shop's,
// +05:30 all year), so a sale "from 1 December, midnight" means the same instant whatever the staff
// member's computer says.
// The form's date-and-time fields hold "2026-12-01T00:00"; the API takes and answers ISO instants.
import { inIndia } from "../../lib/indiaTime";

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** An instant as a date-and-time field's value in India time: "2026-11-30T18:30:00Z" → "2026-12-01T00:00". */
export function indiaFieldValue(instant: string | undefined): string {
  if (!instant) return "";
  return inIndia(instant).toISOString().slice(0, 16);
}

/** A date-and-time field's value (India time) as the API's instant, or undefined when empty. */
export function instantOfIndiaField(value: string): string | undefined {
  return value ? `${value}:00+05:30` : undefined;
}

/** Whether a field's value is a whole date and time the browser understood ("" is fine: no time). */
export const isFieldTime = (value: string) =>
  value === "" || !Number.isNaN(new Date(`${value}:00+05:30`).getTime());

/** An instant in words, India time: "1 Dec 2026, 00:00 IST". */
export function indiaTimeInWords(instant: string): string {
  const at = inIndia(instant);
  const time = at.toISOString().slice(11, 16);
  return `${at.getUTCDate()} ${MONTHS[at.getUTCMonth()]} ${at.getUTCFullYear()}, ${time} IST`;
}
