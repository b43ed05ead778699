// Cross-site request refusal for state-changing API calls: an Origin header (when present) must be the
// request's own origin or the shop's public origin; without Origin, Sec-Fetch-Site: cross-site is refused.
// Calls with neither header (server-side callers, scripts, tests) pass.
import type { MiddlewareHandler } from "hono";
import { authMessages } from "../../src/lib/accountApiMessages";
import { errorJson } from "./errors";

const UNSAFE = new Set(["POST", "PUT", "PATCH", "DELETE"]);

const originOf = (url: string | undefined): string | null => {
  if (!url) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};

export interface CsrfOptions {
  /** The shop's public URL (PUBLIC_URL); its origin is always accepted. */
  publicUrl?: string;
  /** Behind a proxy: also accept X-Forwarded-Proto + X-Forwarded-Host. */
  trustProxy?: boolean;
}

export function csrfGuard(options: CsrfOptions = {}): MiddlewareHandler {
  const publicOrigin = originOf(options.publicUrl);
  return async (c, next) => {
    if (!UNSAFE.has(c.req.method)) return next();
    const origin = c.req.header("origin");
    if (origin !== undefined) {
      const allowed = new Set<string>();
      const own = new URL(c.req.url);
      allowed.add(own.origin);
      const host = c.req.header("host");
      if (host) allowed.add(`${own.protocol}//${host.toLowerCase()}`);
      if (publicOrigin) allowed.add(publicOrigin);
      if (options.trustProxy) {
        const fwdHost = c.req.header("x-forwarded-host")?.split(",")[0]?.trim();
        const fwdProto =
          c.req.header("x-forwarded-proto")?.split(",")[0]?.trim() || own.protocol.replace(":", "");
        if (fwdHost) allowed.add(`${fwdProto}://${fwdHost}`.toLowerCase());
      }
      if (!allowed.has(origin.toLowerCase())) return errorJson(c, 403, authMessages.crossSite);
    } else if (c.req.header("sec-fetch-site")?.toLowerCase() === "cross-site") {
      return errorJson(c, 403, authMessages.crossSite);
    }
    return next();
  };
}
