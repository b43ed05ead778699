// Cross-site request refusal for state-changing API calls: an Origin header (when present) must be the
// shop's public origin (PUBLIC_URL), never one derived from the request's Host; without Origin,
// Sec-Fetch-Site: cross-site is refused. Calls with neither header (server-side callers, scripts, tests)
// pass. Besides this, the contract validator refuses a form or text/plain body (415), the kinds of body
// another site can post without asking. The mail app's one-click unsubscribe is spared both (server/api/index.ts).
import type { MiddlewareHandler } from "hono";
import { authMessages } from "../../src/lib/accountApiMessages";
import { isLoopbackHostname, LOOPBACK_HOSTNAMES } from "../../src/lib/loopback";
import { errorJson } from "./errors";

const UNSAFE = new Set(["POST", "PUT", "PATCH", "DELETE"]);

export interface CrossSiteOptions {
  /** Outside production, a PUBLIC_URL on this machine (http://localhost:3000) also accepts the shop as
   * its other loopback names on the same scheme and port (http://127.0.0.1:3000, http://[::1]:3000): a
   * developer or tester who types another one is the same person on the same shop. */
  loopbackAliases: boolean;
}

/** The origins whose pages may make state-changing calls: PUBLIC_URL's, and its loopback aliases. */
export function acceptedOrigins(publicOrigin: string, options: CrossSiteOptions): Set<string> {
  const url = new URL(publicOrigin);
  const origins = new Set([url.origin]);
  if (options.loopbackAliases && isLoopbackHostname(url.hostname)) {
    for (const hostname of LOOPBACK_HOSTNAMES) {
      url.hostname = hostname;
      origins.add(url.origin);
    }
  }
  return origins;
}

export function csrfGuard(publicOrigin: string, options: CrossSiteOptions): MiddlewareHandler {
  const allowed = acceptedOrigins(publicOrigin, options);
  return async (c, next) => {
    if (!UNSAFE.has(c.req.method)) return next();
    const origin = c.req.header("origin");
    if (origin !== undefined) {
      if (!allowed.has(origin.toLowerCase())) return errorJson(c, 403, authMessages.crossSite);
    } else if (c.req.header("sec-fetch-site")?.toLowerCase() === "cross-site") {
      return errorJson(c, 403, authMessages.crossSite);
    }
    return next();
  };
}
