// The banners screen's words, in one place for the screen, its stories and tests.
import type { BannerPage, BannerPlace } from "../../../api/types";
import { scheduleWordsOf } from "../scheduleWords";

export const bannerWords = {
  ...scheduleWordsOf,
  title: "Banners",
  intro:
    "The pictures of the shop's carousels and banners, first slide first. Each slide has a wide picture for computers and a tall one for phones (below 640 px), its words, where Shop Now leads, and an optional start and end.",
  placesLabel: "Where the banners show",
  listLabel: (place: string) => `${place} slides`,
  loading: "Loading banners",
  loadFailed: "The banners could not be loaded.",
  empty: "No slides here yet. The shop shows its stand-in pictures until you add one.",
  add: "Add Slide",
  addTitle: "Add a slide",
  editTitle: "Edit slide",
  edit: "Edit",
  remove: "Remove",
  moveUp: "Move up",
  moveDown: "Move down",
  save: "Save",
  saving: "Saving…",
  cancel: "Cancel",
  desktopLabel: "Desktop picture",
  desktopHint:
    "Wide, at least 1600 × 600 pixels; shown from 640 px up. JPEG, PNG, WebP or AVIF, at most 15 MB.",
  mobileLabel: "Mobile picture",
  mobileHint: "Tall, at least 800 × 1000 pixels; shown on phones. JPEG, PNG, WebP or AVIF, at most 15 MB.",
  desktopRequired: "Please upload the desktop picture.",
  mobileRequired: "Please upload the mobile picture.",
  picturesBusy: "Please wait until the pictures are ready.",
  altLabel: "What the pictures show",
  altHint: "For shoppers who cannot see them, e.g. “A maroon oversized tee on a teal backdrop”.",
  altRequired: "Please describe what the pictures show.",
  titleLabel: "Title",
  titleHint: "Optional, at most 60 characters, set over the picture with Shop Now.",
  subtitleLabel: "Subtitle",
  subtitleHint: "Optional, at most 120 characters, under the title.",
  subtitleWithoutTitle: "A subtitle needs a title above it.",
  tooLong: (max: number) => `At most ${max} characters.`,
  pageLabel: "Shop Now leads to",
  saveFailed: "The slide could not be saved. Please try again.",
  removeTitle: "Remove this slide?",
  removeText: (name: string) =>
    `“${name}” will leave the shop. Its pictures stay uploaded. This cannot be undone.`,
  removing: "Removing…",
  removeFailed: "The slide could not be removed. Please try again.",
  moving: "Saving the new order…",
  moveFailed: "The new order could not be saved. Please try again.",
  added: "Slide added.",
  updated: "Slide saved.",
  removed: "Slide removed.",
  moved: (name: string, position: number, count: number) =>
    `“${name}” moved to place ${position} of ${count}.`,
  tryAgain: "Try Again",
  desktop: "Desktop",
  mobile: "Phone",
  leadsTo: (page: string) => `Shop Now: ${page}`,
  untitled: "No words over the picture",
} as const;

/** The places, in the staff area's words, in the order of the tabs. */
export const PLACE_NAMES: Record<BannerPlace, string> = {
  home: "Home carousel",
  trending: "Trending",
  customized: "Design your own",
  hero: "Home hero",
};

/** Where Shop Now leads, in words, in the order of the form's list. */
export const PAGE_NAMES: Record<BannerPage, string> = {
  home: "Home",
  newarrival: "New arrivals",
  trending: "Trending",
  upperwear: "Upper wear",
  "oversize-t-shirt": "Upper wear: oversized T-shirts",
  hoodie: "Upper wear: hoodies",
  shacket: "Upper wear: shackets",
  customized: "Design your own",
};
