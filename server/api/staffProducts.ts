// Contract tag "admin", the staff product table (/admin/products): the catalogue as staff see it, drafts and
// archived products included. 401 for a guest, 403 for a shopper or for staff without the catalogue
// permission (server/api/staffAccess.ts), on every call.
import { Hono } from "hono";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { listStaffProducts } from "../services/catalogue/staffList";
import { inputOf, privateAnswers } from "./requestInput";
import { requireStaff } from "./staffAccess";

export function staffProductRoutes(db: Kysely<Database>) {
  return new Hono().use(privateAnswers).get("/", async (c) => {
    await requireStaff(c, db, "catalogue");
    const data = await listStaffProducts(db, inputOf(c, "listStaffProducts").query ?? {});
    return c.json({ success: true as const, data });
  });
}
