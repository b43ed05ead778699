// The rules of a throttle counter (server/services/throttle.ts), one hit at a time.
import { describe, expect, it } from "vitest";
import { nextHit, type ThrottlePolicy } from "../../server/services/throttle";

const at = (seconds: number) => new Date(Date.UTC(2026, 0, 1) + seconds * 1000);

/** Hits at the given seconds; what each answered, and the counter after. */
function hits(policy: ThrottlePolicy, times: number[]) {
  let counter: Parameters<typeof nextHit>[0];
  return times.map((t) => {
    const next = nextHit(counter, policy, at(t));
    if (!next.allowed) return `refused ${next.retryAfterMs / 1000}s`;
    counter = { hits: next.hits, window_ends_at: next.windowEndsAt, blocked_until: next.blockedUntil };
    return `hit ${next.hits}`;
  });
}

describe("a fixed budget", () => {
  const policy = { limit: 3, windowMs: 60_000 };

  it("allows `limit` hits in a window, refuses until the window ends, then starts afresh", () => {
    expect(hits(policy, [0, 1, 2, 3, 59, 60, 61])).toEqual([
      "hit 1",
      "hit 2",
      "hit 3",
      "refused 57s",
      "refused 1s",
      "hit 1",
      "hit 2",
    ]);
  });
});

describe("a budget with a growing delay", () => {
  const policy = { limit: 2, windowMs: 3_600_000, backoff: { firstMs: 10_000, maxMs: 35_000 } };

  it("after `limit` hits each next one waits longer, up to the cap", () => {
    expect(hits(policy, [0, 1, 2, 11, 12, 31, 32, 71, 100, 106])).toEqual([
      "hit 1",
      "hit 2",
      "refused 9s",
      "hit 3",
      "refused 19s",
      "hit 4",
      "refused 34s",
      "hit 5",
      "refused 6s",
      "hit 6",
    ]);
  });

  it("keeps the delay finite after very many hits", () => {
    const next = nextHit({ hits: 10_000, window_ends_at: at(3600), blocked_until: null }, policy, at(0));
    expect(next).toMatchObject({ allowed: true, blockedUntil: at(35) });
  });
});
