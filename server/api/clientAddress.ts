// Who is calling, as far as throttles are concerned.
import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";

/**
 * The client's address in an X-Forwarded-For chain behind `hops` trusted proxies: each proxy appends the
 * address it was called from, so the Nth entry from the right was written by our outermost proxy, and
 * entries left of it are whatever the client sent (spoofable). A shorter chain (a request that skipped an
 * outer proxy) gives its left-most entry, which a proxy of ours still wrote. Undefined without hops or
 * entries.
 */
export function forwardedClient(forwardedFor: string | undefined, hops: number): string | undefined {
  if (hops <= 0 || !forwardedFor) return undefined;
  const entries = forwardedFor
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0) return undefined;
  return entries[Math.max(0, entries.length - hops)];
}

/**
 * The caller's address: behind `proxyHops` trusted proxies the X-Forwarded-For entry they vouch for
 * (forwardedClient), else the socket's remote address (@hono/node-server). "unknown" when neither is there
 * (in-process requests).
 */
export function clientAddress(c: Context, proxyHops: number): string {
  const forwarded = forwardedClient(c.req.header("x-forwarded-for"), proxyHops);
  if (forwarded) return forwarded;
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    return "unknown";
  }
}
