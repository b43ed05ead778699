// Contract tag "admin", staff's banner slides (/admin/banners, docs/decisions/staff-catalogue.md#banners).
// Every call needs the catalogue permission (401 guest, 403 shopper or staff without it:
// server/api/staffAccess.ts) and is answered privately, never cached; the shop reads the live slides from
// GET /banner/trending/{list} (banners.ts).
import { Hono } from "hono";
import type { Kysely } from "kysely";
import { bannerMessages } from "../../src/lib/bannerSlides";
import type { Database } from "../db/schema";
import {
  createBanner,
  deleteBanner,
  listStaffBanners,
  reorderBanners,
  updateBanner,
} from "../services/banners";
import { inputOf, privateAnswers } from "./requestInput";
import { requireStaff } from "./staffAccess";

export function staffBannerRoutes(db: Kysely<Database>, now: () => Date) {
  return (
    new Hono()
      .use(privateAnswers)
      .get("/", async (c) => {
        await requireStaff(c, db, "catalogue");
        const { place } = inputOf(c, "listStaffBanners").query;
        return c.json({ success: true as const, data: await listStaffBanners(db, place, now()) });
      })
      .post("/", async (c) => {
        const staff = await requireStaff(c, db, "catalogue");
        const data = await createBanner(db, staff, inputOf(c, "createBanner").body, now());
        return c.json({ success: true as const, message: bannerMessages.created, data }, 201);
      })
      // Before /:id, so "order" is never taken for a slide's id.
      .put("/order", async (c) => {
        const staff = await requireStaff(c, db, "catalogue");
        const { place, ids } = inputOf(c, "reorderBanners").body;
        return c.json({ success: true as const, data: await reorderBanners(db, staff, place, ids, now()) });
      })
      .put("/:id", async (c) => {
        const staff = await requireStaff(c, db, "catalogue");
        const { path, body } = inputOf(c, "updateBanner");
        const data = await updateBanner(db, staff, path.id, body, now());
        return c.json({ success: true as const, message: bannerMessages.updated, data });
      })
      .delete("/:id", async (c) => {
        const staff = await requireStaff(c, db, "catalogue");
        await deleteBanner(db, staff, inputOf(c, "deleteBanner").path.id, now());
        return c.json({ success: true as const, message: bannerMessages.deleted });
      })
  );
}
