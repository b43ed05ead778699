// Contract tag "cart": the signed-in shopper's cart. Every answer is personal, never cached.
import { Hono } from "hono";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { readCart } from "../services/cart";
import type { GetOk } from "./contract";
import { requireUser } from "./session";

export function cartRoutes(db: Kysely<Database>) {
  return new Hono()
    .use(async (c, next) => {
      c.header("Cache-Control", "private, no-store");
      await next();
    })
    .get("/getusercart", async (c) => {
      const user = await requireUser(c, db);
      return c.json<GetOk<"/cart/getusercart">>({ success: true, data: await readCart(db, user.id) });
    });
}
