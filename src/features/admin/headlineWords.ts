// The headlines screen's words, in one place for the screen, its stories and tests; a schedule's are
// shared with the banners screen (scheduleWords.ts).
import { scheduleWordsOf } from "./scheduleWords";

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
  textRequired: "Please enter the headline's text.",
  textTooLong: "The text can be at most 200 characters.",
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
  ...scheduleWordsOf,
} as const;
