// The words of complaints and their tickets (docs/decisions/complaints.md), in one place for the server's
// answers and mails and the shopper's and staff's screens, and their clocks: Consumer Protection
// (E-Commerce) Rules, 2020, Rule 4(5) — acknowledged within 48 hours, resolved within one month of receipt.
import type { components } from "../api/schema";
import { INDIA_OFFSET_MS, inIndia } from "./indiaTime";

type Topic = components["schemas"]["ComplaintTopic"];
type Status = components["schemas"]["ComplaintStatus"];
type Clock = components["schemas"]["ComplaintClock"];

/** Rule 4(5): acknowledge a complaint within forty-eight hours of its receipt. */
export const ACKNOWLEDGE_WITHIN_HOURS = 48;
/** Rule 4(5): redress it within one month from the date of its receipt. */
export const RESOLVE_WITHIN_MONTHS = 1;

/** Filing + 48 hours. */
export const acknowledgeByOf = (filedAt: Date) =>
  new Date(filedAt.getTime() + ACKNOWLEDGE_WITHIN_HOURS * 3_600_000);

/**
 * Filing + one calendar month on India's calendar, at the same time of day: 10 March → 10 April; a day the
 * next month lacks is its last day (31 January → 28 or 29 February), so the month is never longer than one.
 */
export function resolveByOf(filedAt: Date): Date {
  const local = inIndia(filedAt);
  const year = local.getUTCFullYear();
  const month = local.getUTCMonth() + RESOLVE_WITHIN_MONTHS;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const due = Date.UTC(
    year,
    month,
    Math.min(local.getUTCDate(), lastDay),
    local.getUTCHours(),
    local.getUTCMinutes(),
    local.getUTCSeconds(),
    local.getUTCMilliseconds(),
  );
  return new Date(due - INDIA_OFFSET_MS);
}

export const COMPLAINT_TOPICS: readonly { value: Topic; label: string }[] = [
  { value: "order", label: "An order" },
  { value: "delivery", label: "Delivery" },
  { value: "return_refund", label: "A return or refund" },
  { value: "payment", label: "A payment" },
  { value: "product", label: "A product's quality or size" },
  { value: "website", label: "The website" },
  { value: "other", label: "Something else" },
];

export const topicLabel = (topic: Topic) => COMPLAINT_TOPICS.find((t) => t.value === topic)?.label ?? topic;

export const COMPLAINT_STATUS_WORDS: Record<Status, string> = {
  open: "Received",
  acknowledged: "Acknowledged",
  resolved: "Resolved",
};

/** "2 days 4 hours", "5 hours 20 minutes", "12 minutes": the larger two units of a span. */
export function spanInWords(minutes: number): string {
  const m = Math.abs(minutes);
  const days = Math.floor(m / 1440);
  const hours = Math.floor((m % 1440) / 60);
  const mins = m % 60;
  const unit = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;
  if (days > 0) return hours > 0 ? `${unit(days, "day")} ${unit(hours, "hour")}` : unit(days, "day");
  if (hours > 0) return mins > 0 ? `${unit(hours, "hour")} ${unit(mins, "minute")}` : unit(hours, "hour");
  return unit(mins, "minute");
}

/** The clock in words, for staff: "Acknowledge within 1 day 4 hours", "Resolve: overdue by 3 hours". */
export function clockInWords(clock: Clock): string {
  if (clock.step === "done" || clock.minutesLeft === null) return "Resolved";
  const step = clock.step === "acknowledge" ? "Acknowledge" : "Resolve";
  return clock.overdue
    ? `${step}: overdue by ${spanInWords(clock.minutesLeft)}`
    : `${step} within ${spanInWords(clock.minutesLeft)}`;
}

export const complaintMessages = {
  filed: (number: string) =>
    `Your complaint is registered as ticket ${number}. We have mailed you its number.`,
  notFound: "Ticket not found",
  nameRequired: "name is required",
  emailRequired: "email is required",
  orderNotFound: "Order not found",
  replied: "Reply sent",
  statusChanged: "Ticket updated",
  alreadyAcknowledged: "This ticket is already acknowledged.",
  alreadyResolved: "This ticket is resolved; it cannot change.",
} as const;
