import type { Kysely } from "kysely";
import type { Banner, BannerList, Headline, VideoConfig } from "../../src/api/types";
import { placeOfList } from "../../src/lib/bannerSlides";
import { nextScheduleChange, type Schedule, scheduleState } from "../../src/lib/schedule";
import type { Database } from "../db/schema";
import { readsScope, readsUntil } from "./cacheVersions/reads";
import { BANNERS, CATALOGUE, HEADLINES } from "./cacheVersions/scopes";

// Banners and headlines change with the catalogue as a whole (the seed) and by staff, never with stock or
// reviews: their cached answers depend on the catalogue scope and their own, which staff changes bump
// (docs/decisions/shared-cache-versions.md). A slide or line starts and ends by the clock with no write:
// the answer holds only until the next start or end (readsUntil), so a kept copy never shows one past its
// end or hides one past its start (docs/decisions/staff-catalogue.md#headlines).

/** Keeps the schedules live at `now`, and says the answer holds until the next start or end of any. */
function liveAt<T>(rows: readonly T[], scheduleOf: (row: T) => Schedule, now: Date): T[] {
  const next = nextScheduleChange(rows.map(scheduleOf), now);
  if (next) readsUntil(next);
  return rows.filter((row) => scheduleState(scheduleOf(row), now) === "live");
}

const scheduleOfRow = (row: { starts_at: Date | null; ends_at: Date | null }): Schedule => ({
  startsAt: row.starts_at,
  endsAt: row.ends_at,
});

/**
 * A public banner list: the live slides of the place it belongs to, in order. A desktop list answers each
 * slide's desktop picture, a mobile list its mobile picture (and the id the mobile row had before 0041),
 * as the two lists did when they were kept apart (docs/decisions/staff-catalogue.md#banners).
 */
export async function listBanners(db: Kysely<Database>, list: BannerList, now: Date): Promise<Banner[]> {
  readsScope(CATALOGUE);
  readsScope(BANNERS);
  const { place, format } = placeOfList(list);
  const rows = await db
    .selectFrom("banners")
    .select(["id", "mobile_id", "image_path", "mobile_image_path", "page", "alt", "title", "subtitle"])
    .select(["starts_at", "ends_at"])
    .where("place", "=", place)
    .orderBy("position")
    .orderBy("id")
    .execute();
  return liveAt(rows, scheduleOfRow, now).map((r) => ({
    _id: format === "mobile" ? (r.mobile_id ?? r.id) : r.id,
    imagePath: format === "mobile" ? r.mobile_image_path : r.image_path,
    mobileImagePath: r.mobile_image_path,
    page: r.page as Banner["page"],
    alt: r.alt,
    ...(r.title ? { title: r.title } : {}),
    ...(r.subtitle ? { subtitle: r.subtitle } : {}),
  }));
}

/** The announcement bar's lines live at `now`, in order. */
export async function listHeadlines(db: Kysely<Database>, now: Date): Promise<Headline[]> {
  readsScope(HEADLINES);
  const rows = await db
    .selectFrom("headlines")
    .select(["id", "text", "starts_at", "ends_at"])
    .orderBy("position")
    .orderBy("id")
    .execute();
  return liveAt(rows, scheduleOfRow, now).map((r) => ({ _id: r.id, text: r.text }));
}

export async function getVideoConfig(db: Kysely<Database>): Promise<VideoConfig> {
  const row = await db
    .selectFrom("video_config")
    .select(["mobile_video_path", "desktop_video_path"])
    .where("id", "=", 1)
    .executeTakeFirst();
  return {
    mobileVideoPath: row?.mobile_video_path ?? null,
    desktopVideoPath: row?.desktop_video_path ?? null,
  };
}
