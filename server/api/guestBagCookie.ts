// The guest bag cookie: the token that opens a guest's bag (server/services/guestBags.ts), 30 days from the
// bag's last use, with the attributes every guest token cookie has (guestTokenCookie.ts).
import type { Context } from "hono";
import { GUEST_BAG_MAX_AGE_SECONDS, type GuestBag } from "../services/guestBags";
import { guestTokenCookie } from "./guestTokenCookie";
import { sessionToken } from "./session";

export const GUEST_BAG_COOKIE = "__Host-rz_bag";
export const PLAIN_HTTP_GUEST_BAG_COOKIE = "rz_bag";

const cookie = guestTokenCookie({ secureName: GUEST_BAG_COOKIE, plainName: PLAIN_HTTP_GUEST_BAG_COOKIE });

/** The token the request's guest bag cookie holds, or undefined. */
export const guestBagToken = (c: Context): string | undefined => cookie.token(c);

/**
 * After a guest's cart call: the bag's cookie again (30 days from now) while they have a bag, else the
 * cookie removed when the request carried one that opens nothing (merged at a sign-in, or expired).
 */
export function answerGuestBagCookie(c: Context, bag: GuestBag | null): void {
  if (bag) cookie.write(c, bag.token, GUEST_BAG_MAX_AGE_SECONDS);
  else cookie.clear(c);
}

/** Whether the request carries a cookie that makes its pages personal: a session, or a guest's bag. */
export const hasPersonalCookie = (c: Context): boolean =>
  sessionToken(c) !== undefined || guestBagToken(c) !== undefined;

/** Removes the cookie (after its bag was merged into an account's cart at sign-in). */
export const clearGuestBagCookie = (c: Context): void => cookie.clear(c);
