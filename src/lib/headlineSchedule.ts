// The headlines' words (docs/decisions/staff-catalogue.md#headlines): one module for the staff form, the
// mock handlers and the server, so they answer in the same words. The schedule rule is schedule.ts's.
import { END_NOT_AFTER_START } from "./schedule";

export const headlineMessages = {
  endNotAfterStart: END_NOT_AFTER_START,
  notFound: "Headline not found",
  orderChanged: "The headlines changed meanwhile. Reload them and move the line again.",
  created: "Headline created",
  updated: "Headline updated",
  deleted: "Headline deleted",
  reordered: "Headlines reordered",
} as const;
