// A schedule in the staff area's words, for headlines and banner slides alike
// (docs/decisions/staff-catalogue.md#headlines): when it shows, and its state's badge.
import type { ScheduleState } from "../../api/types";
import { indiaTimeInWords } from "./scheduleTimes";

export const scheduleWordsOf = {
  noSchedule: "Always on",
  from: (when: string) => `From ${when}`,
  until: (when: string) => `Until ${when}`,
  startsLabel: "Starts (India time)",
  startsHint: "Empty: shows at once.",
  endsLabel: "Ends (India time)",
  endsHint: "Empty: shows until removed.",
  timeInvalid: "Please enter a whole date and time.",
  endNotAfterStart: "The end must be after the start.",
} as const;

/** When it shows: "Always on", "From …", "Until …" or both, in India time. */
export function scheduleInWords({ startsAt, endsAt }: { startsAt?: string; endsAt?: string }): string {
  const parts = [
    startsAt ? scheduleWordsOf.from(indiaTimeInWords(startsAt)) : null,
    endsAt ? scheduleWordsOf.until(indiaTimeInWords(endsAt)) : null,
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(" · ") : scheduleWordsOf.noSchedule;
}

/** Each state's badge: its words and tone. */
export const SCHEDULE_STATE_LOOK: Record<
  ScheduleState,
  { label: string; tone: "success" | "info" | "neutral" }
> = {
  live: { label: "Live", tone: "success" },
  scheduled: { label: "Scheduled", tone: "info" },
  ended: { label: "Ended", tone: "neutral" },
};
