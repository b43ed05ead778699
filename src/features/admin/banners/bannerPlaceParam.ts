// The place a /admin/banners address shows (?place=trending), home when none or unknown: the tabs are
// links, so a reload or a shared link opens the same place.
import type { BannerPlace } from "../../../api/types";
import { BANNER_PLACE_NAMES } from "../../../lib/bannerSlides";

export const STAFF_BANNERS_PATH = "/admin/banners";

export function parseBannerPlace(search: URLSearchParams): BannerPlace {
  const place = search.get("place");
  return BANNER_PLACE_NAMES.find((name) => name === place) ?? "home";
}

export const bannerPlaceHref = (place: BannerPlace) =>
  place === "home" ? STAFF_BANNERS_PATH : `${STAFF_BANNERS_PATH}?place=${place}`;
