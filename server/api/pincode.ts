// Contract tag "pincode": GET /pincode/{pin} (city, district, state, post offices) from the offline list, and
// the delivery check (server/services/delivery.ts) under /pincode and /order.
import { Hono } from "hono";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { authMessages } from "../../src/lib/accountApiMessages";
import { findPincode } from "../services/accounts/pincodes";
import { checkServiceability } from "../services/delivery";
import type { Serviceability } from "../../src/api/types";
import { errorJson } from "./errors";
import { inputOf } from "./requestInput";

/** The serviceability answer (both paths answer the same body). */
const serviceabilityBody = (data: Serviceability) => ({
  success: true as const,
  isServiceable: data.isServiceable,
  data: { data },
});

/** `now` is the clock delivery dates count from. */
export function pincodeRoutes(db: Kysely<Database>, now: () => Date) {
  return new Hono()
    .get("/:pin/serviceability", async (c) => {
      const { pin } = inputOf(c, "checkServiceability").path;
      return c.json(serviceabilityBody(await checkServiceability(db, pin, now())));
    })
    .get("/:pin", async (c) => {
      const data = await findPincode(db, inputOf(c, "getPincode").path.pin);
      if (!data) return errorJson(c, 404, authMessages.pincodeNotFound);
      return c.json({ success: true as const, data });
    });
}

/** Contract tag "pincode" under /order: the checkout's serviceability check (orders come later). */
export function orderPincodeRoutes(db: Kysely<Database>, now: () => Date) {
  return new Hono().get("/serviceCheck/:value", async (c) => {
    const pin = inputOf(c, "serviceCheck").path.value;
    return c.json(serviceabilityBody(await checkServiceability(db, pin, now())));
  });
}
