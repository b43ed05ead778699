/**
 * A new Idempotency-Key for one press of a place-order button (a UUID). The same key goes with every
 * retry of that press, so the server answers a retried request with the order it already made.
 * `crypto.randomUUID` needs a secure context; elsewhere (plain http on a LAN address) the key is built
 * from `crypto.getRandomValues`, which has no such limit.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** Retries a place-order call only when it may never have arrived (network or timeout), up to twice. */
export function retryUnanswered(failureCount: number, error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  return (status === "FETCH_ERROR" || status === "TIMEOUT_ERROR") && failureCount < 2;
}
