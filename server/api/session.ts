// The session cookie and "who is calling" for the account routes.
import type { Context } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { authMessages } from "../../src/lib/accountApiMessages";
import { SESSION_COOKIE, SESSION_MAX_AGE_SECONDS, sessionUserId } from "../services/accounts/sessions";
import { findUserById, type UserRow } from "../services/accounts/users";
import { ApiError } from "./errors";

/** HttpOnly, SameSite=Lax, Path=/, 30 days; Secure when asked (production). */
export function setSessionCookie(c: Context, token: string, secure: boolean): void {
  setCookie(c, SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: "Lax",
    path: "/",
    maxAge: SESSION_MAX_AGE_SECONDS,
    secure,
  });
}

/** The same cookie with Max-Age=0. */
export function clearSessionCookie(c: Context, secure: boolean): void {
  setCookie(c, SESSION_COOKIE, "", { httpOnly: true, sameSite: "Lax", path: "/", maxAge: 0, secure });
}

export const sessionToken = (c: Context): string | undefined => getCookie(c, SESSION_COOKIE) || undefined;

/** The signed-in user, or null. */
export async function currentUser(c: Context, db: Kysely<Database>): Promise<UserRow | null> {
  const userId = await sessionUserId(db, sessionToken(c));
  return userId ? ((await findUserById(db, userId)) ?? null) : null;
}

/** The signed-in user, or 401 "Please log in first". */
export async function requireUser(c: Context, db: Kysely<Database>): Promise<UserRow> {
  const user = await currentUser(c, db);
  if (!user) throw new ApiError(401, authMessages.loginRequired);
  return user;
}
