// Contract tag "pincode": GET /pincode/{pin} (city, district, state, post offices) from the offline list.
import { Hono } from "hono";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { authMessages } from "../../src/lib/accountApiMessages";
import { findPincode } from "../services/accounts/pincodes";
import { errorJson } from "./errors";
import { inputOf } from "./requestInput";

export function pincodeRoutes(db: Kysely<Database>) {
  return new Hono().get("/:pin", async (c) => {
    const data = await findPincode(db, inputOf(c, "getPincode").path.pin);
    if (!data) return errorJson(c, 404, authMessages.pincodeNotFound);
    return c.json({ success: true as const, data });
  });
}
