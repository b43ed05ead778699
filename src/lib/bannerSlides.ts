// Banner slides as staff run them (docs/decisions/staff-catalogue.md#banners): each place is one desktop
// list and one mobile list of GET /banner/trending/{list}, both read from the same slides. One module for
// the server, its seed, the mock handlers and the staff screen, so they pair the lists and word their
// refusals alike.
import type { BannerList, BannerPlace } from "../api/types";
import { END_NOT_AFTER_START, scheduleProblem } from "./schedule";

export const BANNER_PLACES: Record<BannerPlace, { desktop: BannerList; mobile: BannerList }> = {
  home: { desktop: "home", mobile: "mobilehome" },
  trending: { desktop: "trending", mobile: "mobiletrending" },
  customized: { desktop: "customized", mobile: "customized_mobile" },
  hero: { desktop: "desktopvideobanner", mobile: "mobilevideobanner" },
};

export const BANNER_PLACE_NAMES = Object.keys(BANNER_PLACES) as BannerPlace[];

/** The place a public list shows, and which of the slide's pictures it answers. */
export function placeOfList(list: BannerList): { place: BannerPlace; format: "desktop" | "mobile" } {
  for (const place of BANNER_PLACE_NAMES) {
    const lists = BANNER_PLACES[place];
    if (lists.desktop === list) return { place, format: "desktop" };
    if (lists.mobile === list) return { place, format: "mobile" };
  }
  throw new Error(`no place shows the banner list ${list}`);
}

export const bannerMessages = {
  endNotAfterStart: END_NOT_AFTER_START,
  subtitleWithoutTitle: "subtitle needs a title: the subtitle is the line under it",
  desktopPicture:
    "imagePath must be a ready desktop banner picture (uploaded with purpose banner-desktop) or one of the shop's sample banners",
  mobilePicture:
    "mobileImagePath must be a ready mobile banner picture (uploaded with purpose banner-mobile) or one of the shop's sample banners",
  notFound: "Banner not found",
  orderChanged: "The banners changed meanwhile. Reload them and move the slide again.",
  created: "Banner created",
  updated: "Banner updated",
  deleted: "Banner deleted",
} as const;

/** The refusal of a slide's words or schedule that the schema cannot say, or null. */
export function bannerInputProblem(input: {
  title?: string;
  subtitle?: string;
  startsAt?: string;
  endsAt?: string;
}): string | null {
  if (input.subtitle && !input.title) return bannerMessages.subtitleWithoutTitle;
  return scheduleProblem(input);
}
