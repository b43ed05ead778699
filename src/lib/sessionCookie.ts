// The session cookie's name, one constant for the server, the mock handlers and the tests.
import { isLoopbackHostname } from "./loopback";

/**
 * `__Host-`: browsers keep the cookie only when it is Secure, has Path=/ and no Domain, so no other host
 * (a sibling subdomain) and no plain-http page can plant or overwrite it. Chromium and Firefox accept
 * Secure cookies from http://localhost and http://127.0.0.1, so development and the browser tests use it too.
 */
export const SESSION_COOKIE = "__Host-rz_session";

/**
 * The name when the shop is served over plain http on the developer's own machine (PUBLIC_URL
 * http://localhost…): the cookie cannot be Secure there, and a browser refuses `__Host-` without Secure.
 */
export const PLAIN_HTTP_SESSION_COOKIE = "rz_session";

export const sessionCookieName = (secure: boolean) => (secure ? SESSION_COOKIE : PLAIN_HTTP_SESSION_COOKIE);

/**
 * Whether the session cookie is Secure: always, except when PUBLIC_URL says the shop is served over plain
 * http on this machine (localhost, 127.x.x.x, [::1]).
 */
export function secureCookiesFor(publicUrl: string | undefined): boolean {
  if (!publicUrl) return true;
  try {
    const url = new URL(publicUrl);
    return !(url.protocol === "http:" && isLoopbackHostname(url.hostname));
  } catch {
    return true;
  }
}
