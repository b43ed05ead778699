// The guest bag cookie: the token that opens a guest's bag (server/services/guestBags.ts). HttpOnly,
// SameSite=Lax, Path=/, no Domain, 30 days from the bag's last use; Secure and `__Host-` exactly when the
// session cookie is (plain `rz_bag` beside plain `rz_session` in plain-http development).
import type { Context } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import { GUEST_BAG_MAX_AGE_SECONDS, type GuestBag } from "../services/guestBags";
import { isSecure, sessionToken } from "./session";

export const GUEST_BAG_COOKIE = "__Host-rz_bag";
export const PLAIN_HTTP_GUEST_BAG_COOKIE = "rz_bag";

const cookieName = (c: Context) => (isSecure(c) ? GUEST_BAG_COOKIE : PLAIN_HTTP_GUEST_BAG_COOKIE);

/** The token the request's guest bag cookie holds, or undefined. */
export const guestBagToken = (c: Context): string | undefined => getCookie(c, cookieName(c)) || undefined;

function writeCookie(c: Context, value: string, maxAge: number): void {
  const secure = isSecure(c);
  setCookie(c, cookieName(c), value, { httpOnly: true, sameSite: "Lax", path: "/", maxAge, secure });
}

/**
 * After a guest's cart call: the bag's cookie again (30 days from now) while they have a bag, else the
 * cookie removed when the request carried one that opens nothing (merged at a sign-in, or expired).
 */
export function answerGuestBagCookie(c: Context, bag: GuestBag | null): void {
  if (bag) writeCookie(c, bag.token, GUEST_BAG_MAX_AGE_SECONDS);
  else if (guestBagToken(c) !== undefined) writeCookie(c, "", 0);
}

/** Whether the request carries a cookie that makes its pages personal: a session, or a guest's bag. */
export const hasPersonalCookie = (c: Context): boolean =>
  sessionToken(c) !== undefined || guestBagToken(c) !== undefined;

/** Removes the cookie (after its bag was merged into an account's cart at sign-in). */
export function clearGuestBagCookie(c: Context): void {
  if (guestBagToken(c) !== undefined) writeCookie(c, "", 0);
}
