// Who is calling, as far as throttles are concerned.
import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";

/**
 * The caller's address: the socket's remote address (@hono/node-server), or with `trustProxy` the last
 * X-Forwarded-For entry (the one the proxy in front of us added). "unknown" when neither is there
 * (in-process requests).
 */
export function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    // The right-most entry is the one our proxy added; entries left of it are whatever the client sent.
    const forwarded = c.req.header("x-forwarded-for")?.split(",").at(-1)?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    return "unknown";
  }
}
