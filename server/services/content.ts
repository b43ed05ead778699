import type { Kysely } from "kysely";
import type { Banner, BannerList, Headline, VideoConfig } from "../../src/api/types";
import type { Database } from "../db/schema";
import { readsScope } from "./cacheVersions/reads";
import { CATALOGUE } from "./cacheVersions/scopes";

// Banners and headlines change with the catalogue as a whole (the seed), never with stock or reviews: their
// cached answers depend on the catalogue scope alone (docs/decisions/shared-cache-versions.md).

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

export async function listHeadlines(db: Kysely<Database>): Promise<Headline[]> {
  readsScope(CATALOGUE);
  const rows = await db.selectFrom("headlines").select(["id", "text"]).orderBy("position").execute();
  return rows.map((r) => ({ _id: r.id, text: r.text }));
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
