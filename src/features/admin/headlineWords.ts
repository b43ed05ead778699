// The headlines screen's words, in one place for the screen, its stories and tests.
import type { ScheduleState } from "../../api/types";

export const headlineWords = {
  title: "Headlines",
  intro:
    "The lines of the announcement bar at the top of every shop page, first line first. A line shows from its start until its end; leave them empty to show it at once and until you remove it.",
  listLabel: "Headlines",
  loading: "Loading headlines",
  loadFailed: "The headlines could not be loaded.",
  empty: "No headlines yet. The announcement bar is hidden until you add one.",
  add: "Add Headline",
  addTitle: "Add a headline",
  editTitle: "Edit headline",
  edit: "Edit",
  remove: "Remove",
  moveUp: "Move up",
  moveDown: "Move down",
  save: "Save",
  saving: "Saving…",
  cancel: "Cancel",
  textLabel: "Text",
  textHint: "One line, at most 200 characters.",
  startsLabel: "Starts (India time)",
  startsHint: "Empty: shows at once.",
  endsLabel: "Ends (India time)",
  endsHint: "Empty: shows until removed.",
  textRequired: "Please enter the headline's text.",
  textTooLong: "The text can be at most 200 characters.",
  timeInvalid: "Please enter a whole date and time.",
  endNotAfterStart: "The end must be after the start.",
  saveFailed: "The headline could not be saved. Please try again.",
  removeTitle: "Remove this headline?",
  removeText: (text: string) => `“${text}” will leave the announcement bar. This cannot be undone.`,
  removing: "Removing…",
  removeFailed: "The headline could not be removed. Please try again.",
  moving: "Saving the new order…",
  moveFailed: "The new order could not be saved. Please try again.",
  added: "Headline added.",
  updated: "Headline saved.",
  removed: "Headline removed.",
  moved: (text: string, position: number, count: number) =>
    `“${text}” moved to place ${position} of ${count}.`,
  tryAgain: "Try Again",
  noSchedule: "Always on",
  from: (when: string) => `From ${when}`,
  until: (when: string) => `Until ${when}`,
} as const;

/** Each state's badge: its words and tone. */
export const HEADLINE_STATE_LOOK: Record<
  ScheduleState,
  { label: string; tone: "success" | "info" | "neutral" }
> = {
  live: { label: "Live", tone: "success" },
  scheduled: { label: "Scheduled", tone: "info" },
  ended: { label: "Ended", tone: "neutral" },
};
