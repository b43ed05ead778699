// A cookie that holds a guest's random token (the guest's bag, their customiser pictures): HttpOnly,
// SameSite=Lax, Path=/, no Domain; Secure and `__Host-` exactly when the session cookie is (the plain name
// beside plain `rz_session` in plain-http development). One definition, so the guest's cookies cannot
// differ in their attributes (docs/decisions/guest-bag.md, docs/decisions/customiser-design.md#a-guests-pictures).
import type { Context } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import { isSecure } from "./session";

export interface GuestTokenCookie {
  /** The token the request's cookie holds, or undefined. */
  token(c: Context): string | undefined;
  /** Sets the cookie to `value` for `maxAge` seconds (0 removes it). */
  write(c: Context, value: string, maxAge: number): void;
  /** Removes the cookie when the request carried one. */
  clear(c: Context): void;
}

/** The cookie named `secureName` (`__Host-…`) on an https shop, `plainName` on a plain-http one. */
export function guestTokenCookie(names: { secureName: string; plainName: string }): GuestTokenCookie {
  const cookieName = (c: Context) => (isSecure(c) ? names.secureName : names.plainName);
  const token = (c: Context) => getCookie(c, cookieName(c)) || undefined;
  const write = (c: Context, value: string, maxAge: number) => {
    setCookie(c, cookieName(c), value, {
      httpOnly: true,
      sameSite: "Lax",
      path: "/",
      maxAge,
      secure: isSecure(c),
    });
  };
  return {
    token,
    write,
    clear: (c) => {
      if (token(c) !== undefined) write(c, "", 0);
    },
  };
}
