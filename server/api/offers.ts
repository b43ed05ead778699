// Contract tag "offers": the shop's current coupons, the same for everyone (a public, cached answer).
import { Hono } from "hono";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { currentOffers } from "../services/coupons";
import type { GetOk } from "./contract";

export function offerRoutes(db: Kysely<Database>, now: () => Date) {
  return new Hono().get("/", async (c) => {
    const data = await currentOffers(db, now());
    return c.json<GetOk<"/offers">>({ success: true, data });
  });
}
