// The store behind the public answers' cache (server/api/answerStore.ts): bounded by count and bytes, least
// recently used out first, and an answer served only while it is of the current catalogue version and
// younger than its lifetime.
import { randomBytes } from "node:crypto";
import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { AnswerStore, type StoredAnswer } from "../../server/api/answerStore";

const answer = (text: string, overrides: Partial<StoredAnswer> = {}): StoredAnswer => ({
  version: 1,
  expiresAt: 1_000,
  etag: `W/"${text}"`,
  contentType: "application/json",
  body: new TextEncoder().encode(text),
  coded: {},
  replays: {},
  ...overrides,
});

describe("AnswerStore", () => {
  it("drops the least recently used answer past its count", () => {
    const store = new AnswerStore({ maxEntries: 2, maxBytes: 1_000_000 }, () => 0);
    store.set("a", answer("a"));
    store.set("b", answer("b"));
    expect(store.get("a", 1)).toBeDefined();
    store.set("c", answer("c"));
    expect(store.size).toBe(2);
    expect(store.peek("b", 1)).toBeUndefined();
    expect(store.peek("a", 1)?.etag).toBe('W/"a"');
    expect(store.peek("c", 1)?.etag).toBe('W/"c"');
  });

  it("counts compressed copies against its bytes", () => {
    const store = new AnswerStore({ maxEntries: 10, maxBytes: 2_500 }, () => 0);
    // Random text: its gzip copy is nearly as large as itself.
    const big = randomBytes(900).toString("base64");
    store.set("first", answer(big));
    store.set("second", answer(big));
    expect(store.size).toBe(2);
    const second = store.get("second", 1) as StoredAnswer;
    const gzipped = store.coded(second, "gzip");
    expect(gunzipSync(gzipped).toString()).toBe(big);
    // 2 × 1,200 bytes plus the copy's ~900 are over 2,500: the least recently used one goes.
    expect(store.peek("first", 1)).toBeUndefined();
    expect(store.peek("second", 1)).toBe(second);
  });

  it("serves an answer only at its catalogue version and within its lifetime", () => {
    let now = 0;
    const store = new AnswerStore({ maxEntries: 10, maxBytes: 1_000_000 }, () => now);
    store.set("a", answer("a", { version: 3, expiresAt: 100 }));
    expect(store.get("a", 4)).toBeUndefined();
    // A stale answer is dropped, not kept for later.
    expect(store.size).toBe(0);
    store.set("a", answer("a", { version: 3, expiresAt: 100 }));
    expect(store.get("a", 3)).toBeDefined();
    now = 100;
    expect(store.get("a", 3)).toBeUndefined();
  });
});
