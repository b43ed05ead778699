import type { Kysely } from "kysely";
import type { Banner, BannerList, Headline, VideoConfig } from "../../src/api/types";
import type { Database } from "../db/schema";
import { headlineState } from "../../src/lib/headlineSchedule";
import { readsScope, readsUntil } from "./cacheVersions/reads";
import { CATALOGUE, HEADLINES } from "./cacheVersions/scopes";

// Banners change with the catalogue as a whole (the seed), never with stock or reviews: their cached
// answers depend on the catalogue scope alone; headlines also on their own scope, which staff changes bump
// (docs/decisions/shared-cache-versions.md).

export async function listBanners(db: Kysely<Database>, list: BannerList): Promise<Banner[]> {
  readsScope(CATALOGUE);
  const rows = await db
    .selectFrom("banners")
    .select(["id", "image_path", "mobile_image_path", "page", "alt", "title", "subtitle"])
    .where("list", "=", list)
    .orderBy("position")
    .execute();
  return rows.map((r) => ({
    _id: r.id,
    imagePath: r.image_path,
    ...(r.mobile_image_path ? { mobileImagePath: r.mobile_image_path } : {}),
    page: r.page as Banner["page"],
    alt: r.alt,
    ...(r.title ? { title: r.title } : {}),
    ...(r.subtitle ? { subtitle: r.subtitle } : {}),
  }));
}

/**
 * The announcement bar's lines live at `now`, in order. The answer holds until the next start or end of any
 * line (readsUntil), so a kept copy never shows a line past its end or hides one past its start
 * (docs/decisions/staff-catalogue.md#headlines).
 */
export async function listHeadlines(db: Kysely<Database>, now: Date): Promise<Headline[]> {
  readsScope(HEADLINES);
  const rows = await db
    .selectFrom("headlines")
    .select(["id", "text", "starts_at", "ends_at"])
    .orderBy("position")
    .orderBy("id")
    .execute();
  const upcoming = rows
    .flatMap((r) => [r.starts_at, r.ends_at])
    .filter((at): at is Date => at !== null && at.getTime() > now.getTime())
    .map((at) => at.getTime());
  if (upcoming.length > 0) readsUntil(new Date(Math.min(...upcoming)));
  return rows
    .filter((r) => headlineState({ startsAt: r.starts_at, endsAt: r.ends_at }, now) === "live")
    .map((r) => ({ _id: r.id, text: r.text }));
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
