// Checkout calls: the quote (every figure of the cart's bill and the checkout's summary), computed by the
// server's one pricing module from database prices. Personal, never cached.
import { Hono } from "hono";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { quoteFor } from "../services/quote";
import { inputOf, privateAnswers } from "./requestInput";
import { requireUser } from "./session";

export function checkoutRoutes(db: Kysely<Database>, now: () => Date) {
  return new Hono().use(privateAnswers).post("/quote", async (c) => {
    const user = await requireUser(c, db);
    const data = await quoteFor(db, user.id, inputOf(c, "quoteCheckout").body, now());
    return c.json({ success: true as const, data });
  });
}
