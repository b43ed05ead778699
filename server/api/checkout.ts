// Checkout calls: the quote (every figure of the cart's bill and the checkout's summary), computed by the
// server's one pricing module from database prices, for a shopper's cart or a guest's bag. Personal, never
// cached.
import { Hono } from "hono";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { quoteFor } from "../services/quote";
import { forCartOwner } from "./cartOwner";
import { inputOf, privateAnswers } from "./requestInput";

export function checkoutRoutes(db: Kysely<Database>, now: () => Date) {
  return new Hono().use(privateAnswers).post("/quote", async (c) => {
    const request = inputOf(c, "quoteCheckout").body;
    const data = await forCartOwner(c, db, (owner) => quoteFor(db, owner, request, now()));
    return c.json({ success: true as const, data });
  });
}
