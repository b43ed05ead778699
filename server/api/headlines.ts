// Contract tag "headlines": staff manage the announcement bar's lines (docs/decisions/staff-catalogue.md
// #headlines). Every call needs the catalogue permission (401 guest, 403 shopper or staff without it:
// server/api/staffAccess.ts) and is answered privately, never cached; the shop reads the live lines from
// GET /banner/headlines (banners.ts).
import { Hono } from "hono";
import type { Kysely } from "kysely";
import { headlineMessages } from "../../src/lib/headlineSchedule";
import type { Database } from "../db/schema";
import {
  createHeadline,
  deleteHeadline,
  listStaffHeadlines,
  reorderHeadlines,
  updateHeadline,
} from "../services/headlines";
import { inputOf, privateAnswers } from "./requestInput";
import { requireStaff } from "./staffAccess";

export function headlineRoutes(db: Kysely<Database>, now: () => Date) {
  return (
    new Hono()
      .use(privateAnswers)
      .get("/", async (c) => {
        await requireStaff(c, db, "catalogue");
        return c.json({ success: true as const, data: await listStaffHeadlines(db, now()) });
      })
      .post("/", async (c) => {
        const staff = await requireStaff(c, db, "catalogue");
        const { body } = inputOf(c, "createHeadline");
        const data = await createHeadline(db, staff, body, now());
        return c.json({ success: true as const, message: headlineMessages.created, data }, 201);
      })
      // Before /:id, so "order" is never taken for a headline's id.
      .put("/order", async (c) => {
        const staff = await requireStaff(c, db, "catalogue");
        const { ids } = inputOf(c, "reorderHeadlines").body;
        return c.json({ success: true as const, data: await reorderHeadlines(db, staff, ids, now()) });
      })
      .put("/:id", async (c) => {
        const staff = await requireStaff(c, db, "catalogue");
        const { path, body } = inputOf(c, "updateHeadline");
        const data = await updateHeadline(db, staff, path.id, body, now());
        return c.json({ success: true as const, message: headlineMessages.updated, data });
      })
      .delete("/:id", async (c) => {
        const staff = await requireStaff(c, db, "catalogue");
        await deleteHeadline(db, staff, inputOf(c, "deleteHeadline").path.id, now());
        return c.json({ success: true as const, message: headlineMessages.deleted });
      })
  );
}
