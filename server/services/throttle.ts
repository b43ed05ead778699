// Counters that refuse work over a budget, kept in the database so every request (and every server process)
// sees the same count. A hit is taken BEFORE the work it guards, on a locked row, so a burst of concurrent
// requests cannot all slip past the check: of 200 at once, exactly `limit` get through.
import type { Kysely, Selectable, Transaction } from "kysely";
import type { Database, ThrottleCountersTable } from "../db/schema";

type Db = Kysely<Database> | Transaction<Database>;
type Counter = Selectable<ThrottleCountersTable>;

/**
 * `limit` hits per window of `windowMs` (the window starts with its first hit). At the limit:
 * - without `backoff`, the key is refused until the window ends;
 * - with `backoff`, each hit past the limit waits a growing delay (firstMs, then doubled, at most maxMs)
 *   instead: a slow trickle is still served, so a key cannot be shut for long by someone else's hits.
 */
export interface ThrottlePolicy {
  limit: number;
  windowMs: number;
  backoff?: { firstMs: number; maxMs: number };
}

export type HitOutcome = { allowed: true; hits: number } | { allowed: false; retryAfterSeconds: number };

/** What one more hit at `now` does to the counter (pure: the rules in one place). */
export function nextHit(
  current: Pick<Counter, "hits" | "window_ends_at" | "blocked_until"> | undefined,
  policy: ThrottlePolicy,
  now: Date,
):
  | { allowed: false; retryAfterMs: number }
  | { allowed: true; hits: number; windowEndsAt: Date; blockedUntil: Date | null } {
  const at = now.getTime();
  const fresh = !current || new Date(current.window_ends_at).getTime() <= at;
  if (!fresh && current.blocked_until && new Date(current.blocked_until).getTime() > at) {
    return { allowed: false, retryAfterMs: new Date(current.blocked_until).getTime() - at };
  }
  const hits = fresh ? 1 : current.hits + 1;
  const windowEndsAt = fresh ? new Date(at + policy.windowMs) : new Date(current.window_ends_at);
  let blockedUntil: Date | null = null;
  if (hits >= policy.limit) {
    const { backoff } = policy;
    // 2^30 × any first delay is past any cap: the exponent stops there so the number stays finite.
    blockedUntil = backoff
      ? new Date(at + Math.min(backoff.firstMs * 2 ** Math.min(hits - policy.limit, 30), backoff.maxMs))
      : windowEndsAt;
  }
  return { allowed: true, hits, windowEndsAt, blockedUntil };
}

/**
 * The key's counter, locked until `tx` ends: its row is made first when there is none, so `for update` has
 * something to lock even for the first hit of a key. Made again when it went between the two statements
 * (a successful login clears its account's counter while another login of that account is on its way).
 */
async function lockedCounter(tx: Transaction<Database>, key: string, now: Date) {
  for (;;) {
    const created = await tx
      .insertInto("throttle_counters")
      .values({ key, hits: 0, window_ends_at: now, blocked_until: null })
      .onConflict((oc) => oc.column("key").doNothing())
      .returning("key")
      .executeTakeFirst();
    // Counters whose window is over hold nothing: a new key sweeps them away on the way (skipping rows
    // other requests hold locked, so two sweeps never wait on each other).
    if (created) {
      await tx
        .deleteFrom("throttle_counters")
        .where("key", "in", (eb) =>
          eb
            .selectFrom("throttle_counters")
            .select("key")
            .where("window_ends_at", "<", now)
            .forUpdate()
            .skipLocked(),
        )
        .execute();
    }
    const current = await tx
      .selectFrom("throttle_counters")
      .select(["hits", "window_ends_at", "blocked_until"])
      .where("key", "=", key)
      .forUpdate()
      .executeTakeFirst();
    if (current) return current;
  }
}

/**
 * Takes one hit for `key` under `policy` inside `tx` (a transaction: the row stays locked until it
 * commits). Refused hits change nothing. The hit's time is read once the row is locked: a request that
 * waited for the lock must not judge the counter by the time it started waiting, or it would report a
 * wait longer than the delay that request after request set meanwhile.
 */
export async function takeHit(
  tx: Transaction<Database>,
  key: string,
  policy: ThrottlePolicy,
): Promise<HitOutcome> {
  const current = await lockedCounter(tx, key, new Date());
  const next = nextHit(current, policy, new Date());
  if (!next.allowed)
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(next.retryAfterMs / 1000)) };
  await tx
    .updateTable("throttle_counters")
    .set({ hits: next.hits, window_ends_at: next.windowEndsAt, blocked_until: next.blockedUntil })
    .where("key", "=", key)
    .execute();
  return { allowed: true, hits: next.hits };
}

/** Forgets the key's hits (a successful login clears its account's counter). */
export async function clearHits(db: Db, key: string): Promise<void> {
  await db.deleteFrom("throttle_counters").where("key", "=", key).execute();
}

/**
 * Gives one hit back (a hit taken for work that turned out fine, e.g. a successful login from an address).
 * When that brings the count under the limit, the key is no longer blocked.
 */
export async function refundHit(db: Db, key: string, policy: ThrottlePolicy): Promise<void> {
  await db
    .updateTable("throttle_counters")
    .set((eb) => ({
      hits: eb("hits", "-", 1),
      // `hits` here is the count before this statement: after the refund it is under the limit.
      blocked_until: eb
        .case()
        .when("hits", "<=", policy.limit)
        .then(null)
        .else(eb.ref("blocked_until"))
        .end(),
    }))
    .where("key", "=", key)
    .where("hits", ">", 0)
    .execute();
}
