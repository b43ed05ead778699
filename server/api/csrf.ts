// Cross-site request refusal for state-changing API calls: an Origin header (when present) must be the
// shop's public origin (PUBLIC_URL), never one derived from the request's Host; without Origin,
// Sec-Fetch-Site: cross-site is refused. Calls with neither header (server-side callers, scripts, tests)
// pass. Besides this, the contract validator refuses a form or text/plain body (415), the kinds of body
// another site can post without asking.
import type { MiddlewareHandler } from "hono";
import { authMessages } from "../../src/lib/accountApiMessages";
import { errorJson } from "./errors";

const UNSAFE = new Set(["POST", "PUT", "PATCH", "DELETE"]);

export function csrfGuard(publicOrigin: string): MiddlewareHandler {
  const allowed = new URL(publicOrigin).origin;
  return async (c, next) => {
    if (!UNSAFE.has(c.req.method)) return next();
    const origin = c.req.header("origin");
    if (origin !== undefined) {
      if (origin.toLowerCase() !== allowed) return errorJson(c, 403, authMessages.crossSite);
    } else if (c.req.header("sec-fetch-site")?.toLowerCase() === "cross-site") {
      return errorJson(c, 403, authMessages.crossSite);
    }
    return next();
  };
}
