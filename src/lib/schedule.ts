// A headline's or banner slide's optional schedule (docs/decisions/staff-catalogue.md#headlines): shown
// from its start (none: at once) until its end (none: for good). One module for the staff forms, the mock
// handlers and the server, so a form refuses exactly what the server refuses, in the same words.
import type { ScheduleState } from "../api/types";

/** The server's, the mocks' and the forms' words for an end not after its start. */
export const END_NOT_AFTER_START = "endsAt must be after startsAt";

export interface Schedule {
  startsAt?: string | Date | null;
  endsAt?: string | Date | null;
}

const time = (value: string | Date | null | undefined) =>
  value === null || value === undefined ? null : new Date(value).getTime();

/** The refusal of a schedule whose end is not after its start, or null when it is fine. */
export function scheduleProblem({ startsAt, endsAt }: Schedule): string | null {
  const start = time(startsAt);
  const end = time(endsAt);
  return start !== null && end !== null && end <= start ? END_NOT_AFTER_START : null;
}

/** Live from its start (or at once) until its end (or for good): shown at `now` when live. */
export function scheduleState({ startsAt, endsAt }: Schedule, now: Date): ScheduleState {
  const start = time(startsAt);
  const end = time(endsAt);
  if (end !== null && end <= now.getTime()) return "ended";
  if (start !== null && start > now.getTime()) return "scheduled";
  return "live";
}

/** The first start or end after `now` among `schedules`, when one is ahead: until then, what is live stays
 * live (a kept answer holds until it, server/services/cacheVersions/reads.ts readsUntil). */
export function nextScheduleChange(schedules: readonly Schedule[], now: Date): Date | null {
  const ahead = schedules
    .flatMap(({ startsAt, endsAt }) => [time(startsAt), time(endsAt)])
    .filter((at): at is number => at !== null && at > now.getTime());
  return ahead.length > 0 ? new Date(Math.min(...ahead)) : null;
}
