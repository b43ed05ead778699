// The guest upload cookie: the token that owns a guest's customiser pictures
// (server/services/designs/guestUploads.ts), a sibling of the bag's with the same attributes
// (guestTokenCookie.ts), 7 days from the last upload. A cookie of its own, not the bag's token: the bag's
// cookie is removed whenever it names no live bag and lives 30 days, while a guest may upload with no bag
// and their pictures go after 7 (docs/decisions/customiser-design.md#a-guests-pictures).
import type { Context } from "hono";
import { GUEST_UPLOAD_MAX_AGE_SECONDS, type GuestUploader } from "../services/designs/guestUploads";
import { guestTokenCookie } from "./guestTokenCookie";

export const GUEST_UPLOAD_COOKIE = "__Host-rz_uploads";
export const PLAIN_HTTP_GUEST_UPLOAD_COOKIE = "rz_uploads";

const cookie = guestTokenCookie({
  secureName: GUEST_UPLOAD_COOKIE,
  plainName: PLAIN_HTTP_GUEST_UPLOAD_COOKIE,
});

/** The token the request's guest upload cookie holds, or undefined. */
export const guestUploadToken = (c: Context): string | undefined => cookie.token(c);

/** After a guest's upload: the cookie with their token, for 7 days from now. */
export const answerGuestUploadCookie = (c: Context, uploader: GuestUploader): void =>
  cookie.write(c, uploader.token, GUEST_UPLOAD_MAX_AGE_SECONDS);

/** Removes the cookie (after its uploads became an account's at sign-in). */
export const clearGuestUploadCookie = (c: Context): void => cookie.clear(c);
