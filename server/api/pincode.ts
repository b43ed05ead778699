// Contract tag "pincode": GET /pincode/{pin} (city, district, state, post offices) from the offline list.
import { Hono } from "hono";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { authMessages } from "../../src/lib/accountApiMessages";
import { findPincode } from "../services/accounts/pincodes";
import { badRequest, errorJson } from "./errors";

const PIN = /^[0-9]{6}$/;

export function pincodeRoutes(db: Kysely<Database>) {
  return new Hono().get("/:pin", async (c) => {
    const pin = c.req.param("pin");
    if (!PIN.test(pin)) throw badRequest("pin must be a 6-digit pincode");
    const data = await findPincode(db, pin);
    if (!data) return errorJson(c, 404, authMessages.pincodeNotFound);
    return c.json({ success: true as const, data });
  });
}
