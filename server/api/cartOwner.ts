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
  const found = await findGuestBag(db, guestBagToken(c));
  const guest = { bag: found };
  // A refused call throws past this: it made no bag (its transaction was rolled back) and its answer sets
  // no cookie (the contract's refusals document none), so the cookie stays as it came.
  const answer = await call(guest);
  // A first add has made the bag by now: its cookie goes with the answer.
  answerGuestBagCookie(c, guest.bag);
  return answer;
}
