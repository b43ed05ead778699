// A banner slide names its pictures by address (docs/decisions/staff-catalogue.md#banners): a ready
// picture uploaded for that side (docs/decisions/picture-pipeline.md: its `src`), or one of the shop's own
// sample banners. Anything else (a product picture, one still processing or failed, a desktop picture on
// the mobile side, an address made up) is refused, so the shop never shows a missing or misshapen picture.
import type { Kysely } from "kysely";
import { BANNER_ART, bannerImagePath } from "../../../mocks/fixtures/media";
import { bannerMessages } from "../../../src/lib/bannerSlides";
import type { Database, PicturePurpose } from "../../db/schema";
import { ApiError } from "../errors";

type Side = "desktop" | "mobile";

const PURPOSE: Record<Side, PicturePurpose> = { desktop: "banner-desktop", mobile: "banner-mobile" };
const REFUSAL: Record<Side, string> = {
  desktop: bannerMessages.desktopPicture,
  mobile: bannerMessages.mobilePicture,
};

const samples = (side: Side) => new Set(BANNER_ART.map((art) => bannerImagePath(art.slug, side)));
const SAMPLES: Record<Side, Set<string>> = { desktop: samples("desktop"), mobile: samples("mobile") };

/** Refuses (400) a path that is not a sample banner nor a ready picture of the side's purpose. */
export async function checkBannerPicture(db: Kysely<Database>, path: string, side: Side): Promise<void> {
  if (SAMPLES[side].has(path)) return;
  const ready = await db
    .selectFrom("pictures")
    .select("id")
    .where("src", "=", path)
    .where("status", "=", "ready")
    .where("purpose", "=", PURPOSE[side])
    .executeTakeFirst();
  if (!ready) throw new ApiError(400, REFUSAL[side]);
}
