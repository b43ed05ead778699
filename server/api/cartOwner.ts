// Whose bag a cart or quote call is about: the signed-in shopper's cart, else the guest's bag that their
// cookie opens (none before their first add). A guest's answer carries the cookie again (or removes one
// that opens nothing), so a bag in use keeps living.
import type { Context } from "hono";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import type { CartOwner } from "../services/cart";
import { findGuestBag } from "../services/guestBags";
import { answerGuestBagCookie, guestBagToken } from "./guestBagCookie";
import { currentUser } from "./session";

/** Runs `call` for the request's bag owner; for a guest, sets the bag's cookie on the answer. */
export async function forCartOwner<T>(
  c: Context,
  db: Kysely<Database>,
  call: (owner: CartOwner) => Promise<T>,
): Promise<T> {
  const user = await currentUser(c, db);
  if (user) return call(user.id);
  const guest = { bag: await findGuestBag(db, guestBagToken(c)) };
  try {
    return await call(guest);
  } finally {
    // After the call: a first add has made the bag by now.
    answerGuestBagCookie(c, guest.bag);
  }
}
