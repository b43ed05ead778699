// Server-rendered pages as a guest sees them (home, listings, product pages, search …) are the same for every
// guest and change with the catalogue, so they are kept like the public API answers (api/publicCache.ts):
// rendered once, then served from this process until what it shows changes (the scopes of the API answers
// it was made from, docs/decisions/shared-cache-versions.md) or a minute has passed, with an ETag (304 for a
// browser that holds it).
// Only a request with neither a session nor a guest bag cookie is answered from here, and only a page
// rendered for one is kept (a 200 HTML page that sets no cookie): a signed-in shopper's pages, and a guest's
// with a bag (its count is in the header), are always rendered for them, and are `private, no-store`
// (app.ts).
// A kept page leaves without its first request's script nonce (a nonce sent to everyone would be none at
// all): its Content-Security-Policy names its inline scripts by hash, as the prerendered pages' does.
import { UNSUBSCRIBE_PATH } from "../src/lib/paths";
import type { Context } from "hono";
import { type Cache, publicCache } from "./api/publicCache";
import type { CurrentVersions } from "./services/cacheVersions/scopes";
import { hasPersonalCookie } from "./api/guestBagCookie";
import { prerenderedPolicy } from "./prerendered";

/**
 * A browser asks again every time (max-age=0: after signing in, it must not show the guest's page from its
 * own cache) and is answered 304 while the page is unchanged; a shared cache (CDN) may serve it for a
 * minute, and five more while it asks again. Vary: Cookie keeps a signed-in shopper's request away from
 * the guests' copy in any cache that honours it.
 */
export const GUEST_PAGE = "public, max-age=0, s-maxage=60, stale-while-revalidate=300";

/** Pages whose address carries something of one person (an offer mail's unsubscribe link holds a token
 * naming the account, docs/decisions/personal-data.md#marketing-mail): never kept here, and `private,
 * no-store` (app.ts), so no shared cache keeps one either. */
export const PERSONAL_PAGES: ReadonlySet<string> = new Set([UNSUBSCRIBE_PATH]);

const isPage = (c: Context) => /^text\/html\b/i.test(c.res.headers.get("content-type") ?? "");

/** `onLookup`: told of each page sent from here or kept (/metrics, docs/running.md#metrics). */
export function guestPages(versions: CurrentVersions, onLookup?: (result: Cache) => void) {
  return publicCache({
    versions,
    onLookup,
    // A few hundred product pages and listings; pages are larger than API answers.
    maxEntries: 300,
    maxBytes: 48 * 1024 * 1024,
    serves: (c) => !hasPersonalCookie(c) && !PERSONAL_PAGES.has(c.req.path),
    storable: (c) => isPage(c) && !PERSONAL_PAGES.has(c.req.path),
    shareAs: (c, body) => {
      // The nonce is 16 random bytes: its attribute is found nowhere else in the page.
      const html = new TextDecoder().decode(body).replaceAll(` nonce="${c.get("cspNonce")}"`, "");
      return {
        body: new TextEncoder().encode(html),
        headers: { "content-security-policy": prerenderedPolicy(html) },
      };
    },
    cacheControl: GUEST_PAGE,
    vary: "Cookie, Accept-Encoding",
  });
}
