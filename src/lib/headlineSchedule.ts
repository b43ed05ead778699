// A headline's schedule (docs/decisions/staff-catalogue.md#headlines): one module for the staff form, the
// mock handlers and the server, so the form refuses exactly what the server refuses, in the same words.
import type { ScheduleState } from "../api/types";

export const headlineMessages = {
  endNotAfterStart: "endsAt must be after startsAt",
  notFound: "Headline not found",
  orderChanged: "The headlines changed meanwhile. Reload them and move the line again.",
  created: "Headline created",
  updated: "Headline updated",
  deleted: "Headline deleted",
  reordered: "Headlines reordered",
} as const;

interface Schedule {
  startsAt?: string | Date | null;
  endsAt?: string | Date | null;
}

const time = (value: string | Date | null | undefined) =>
  value === null || value === undefined ? null : new Date(value).getTime();

/** The refusal of a schedule whose end is not after its start, or null when it is fine. */
export function scheduleProblem({ startsAt, endsAt }: Schedule): string | null {
  const start = time(startsAt);
  const end = time(endsAt);
  return start !== null && end !== null && end <= start ? headlineMessages.endNotAfterStart : null;
}

/** Live from its start (or at once) until its end (or for good): the bar shows it at `now` when live. */
export function headlineState({ startsAt, endsAt }: Schedule, now: Date): ScheduleState {
  const start = time(startsAt);
  const end = time(endsAt);
  if (end !== null && end <= now.getTime()) return "ended";
  if (start !== null && start > now.getTime()) return "scheduled";
  return "live";
}
