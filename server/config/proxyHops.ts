// How many reverse proxies stand in front of the shop (docs/running.md#running-in-production): the client's
// address is read that many entries from the right of X-Forwarded-For (server/api/clientAddress.ts), and
// with any at all X-Forwarded-Host counts for the Host check (server/security.ts).

/**
 * TRUSTED_PROXY_HOPS=N (a whole number, 0 = no proxy: the socket's address); otherwise TRUST_PROXY=1, kept
 * from before, means 1; otherwise 0. A value that is not a whole number stops the start rather than
 * trusting a guess.
 */
export function trustedProxyHopsFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const hops = env.TRUSTED_PROXY_HOPS;
  if (hops) {
    if (!/^\d{1,2}$/.test(hops.trim())) {
      throw new Error(
        `TRUSTED_PROXY_HOPS must be a whole number of proxies (0–99), not ${JSON.stringify(hops)}`,
      );
    }
    return Number(hops.trim());
  }
  return env.TRUST_PROXY === "1" ? 1 : 0;
}
