// The session cookie and "who is calling" for the account routes.
import type { Context, MiddlewareHandler } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { authMessages } from "../../src/lib/accountApiMessages";
import { sessionCookieName } from "../../src/lib/sessionCookie";
import { SESSION_MAX_AGE_SECONDS, sessionUser } from "../services/accounts/sessions";
import type { UserRow } from "../services/accounts/users";
import { ApiError } from "../services/errors";

declare module "hono" {
  interface ContextVariableMap {
    /** Whether this app's session cookie is Secure (and so named with the __Host- prefix). */
    secureSessionCookie: boolean;
  }
}

/** Tells the session helpers below whether the cookie is Secure (apiRoutes installs it first). */
export const sessionCookieMode =
  (secure: boolean): MiddlewareHandler =>
  (c, next) => {
    c.set("secureSessionCookie", secure);
    return next();
  };

/** Whether this app's cookies are Secure (and named with the __Host- prefix). */
export const isSecure = (c: Context) => c.get("secureSessionCookie") ?? true;

/** HttpOnly, SameSite=Lax, Path=/ (no Domain), 30 days; Secure unless the shop is plain-http localhost. */
export function setSessionCookie(c: Context, token: string): void {
  const secure = isSecure(c);
  setCookie(c, sessionCookieName(secure), token, {
    httpOnly: true,
    sameSite: "Lax",
    path: "/",
    maxAge: SESSION_MAX_AGE_SECONDS,
    secure,
  });
}

/** The same cookie with Max-Age=0. */
export function clearSessionCookie(c: Context): void {
  const secure = isSecure(c);
  setCookie(c, sessionCookieName(secure), "", {
    httpOnly: true,
    sameSite: "Lax",
    path: "/",
    maxAge: 0,
    secure,
  });
}

export const sessionToken = (c: Context): string | undefined =>
  getCookie(c, sessionCookieName(isSecure(c))) || undefined;

/** The signed-in user, or null. */
export async function currentUser(c: Context, db: Kysely<Database>): Promise<UserRow | null> {
  return sessionUser(db, sessionToken(c));
}

/** The signed-in user, or 401 "Please log in first". */
export async function requireUser(c: Context, db: Kysely<Database>): Promise<UserRow> {
  const user = await currentUser(c, db);
  if (!user) throw new ApiError(401, authMessages.loginRequired);
  return user;
}
