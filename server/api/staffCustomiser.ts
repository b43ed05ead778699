// Contract tag "admin", the customiser's blanks for staff at /admin/customiser
// (docs/decisions/customiser-design.md#blanks-for-staff): the garments with their prices and stock, a
// colour's stock per size, a garment's prices. Staff with the catalogue permission only
// (server/api/staffAccess.ts: 401 for a guest, 403 for a shopper or staff without it); every answer private.
import { Hono } from "hono";
import { blankStaffMessages } from "../../src/lib/design/blankStaffWords";
import {
  listStaffBlanks,
  setBlankStock,
  setCustomiserPricing,
  type StaffBlankDeps,
} from "../services/designs/staffBlanks";
import { inputOf, privateAnswers } from "./requestInput";
import { requireStaff } from "./staffAccess";

export function staffCustomiserRoutes(deps: StaffBlankDeps) {
  const { db } = deps;
  return new Hono()
    .use(privateAnswers)
    .get("/blanks", async (c) => {
      await requireStaff(c, db, "catalogue");
      return c.json({ success: true as const, data: await listStaffBlanks(db) });
    })
    .patch("/blanks/:variantId/stock", async (c) => {
      const staff = await requireStaff(c, db, "catalogue");
      const { path, body } = inputOf(c, "setBlankStock");
      const saved = await setBlankStock(deps, staff, path.variantId, body);
      return c.json({
        success: true as const,
        message: blankStaffMessages.stockSaved(saved.type, saved.color.color),
        data: saved.color,
      });
    })
    .patch("/pricing/:type", async (c) => {
      const staff = await requireStaff(c, db, "catalogue");
      const { path, body } = inputOf(c, "setCustomiserPricing");
      const data = await setCustomiserPricing(db, staff, path.type, body);
      return c.json({ success: true as const, message: blankStaffMessages.pricingSaved(path.type), data });
    });
}
