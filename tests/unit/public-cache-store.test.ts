// The store behind the public answers' cache (server/api/answerStore.ts): bounded by count and bytes, least
// recently used out first; an answer fresh only while every scope it read is at the version it read and it
// is younger than its lifetime, and kept stale until its drop time.
import { randomBytes } from "node:crypto";
import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { AnswerStore, BURST_MS, POPULAR_SENDS, type StoredAnswer } from "../../server/api/answerStore";
import type { VersionSource } from "../../server/services/cacheVersions/scopes";

/** Every scope at version 1, unless set otherwise. */
const versions = (set: Record<string, number> = {}): VersionSource => ({
  versionOf: (scope) => set[scope] ?? 1,
});
const atOne = versions();

const answer = (text: string, overrides: Partial<StoredAnswer> = {}): StoredAnswer => ({
  reads: [["catalogue", 1]],
  readAt: 0,
  sent: 0,
  expiresAt: 1_000,
  dropsAt: 2_000,
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
    expect(store.get("a")).toBeDefined();
    store.set("c", answer("c"));
    expect(store.size).toBe(2);
    expect(store.peek("b", atOne)).toBeUndefined();
    expect(store.peek("a", atOne)?.etag).toBe('W/"a"');
    expect(store.peek("c", atOne)?.etag).toBe('W/"c"');
  });

  it("counts compressed copies against its bytes", () => {
    const store = new AnswerStore({ maxEntries: 10, maxBytes: 2_500 }, () => 0);
    // Random text: its gzip copy is nearly as large as itself.
    const big = randomBytes(900).toString("base64");
    store.set("first", answer(big));
    store.set("second", answer(big));
    expect(store.size).toBe(2);
    const second = store.get("second") as StoredAnswer;
    const gzipped = store.coded(second, "gzip");
    expect(gunzipSync(gzipped).toString()).toBe(big);
    // 2 × 1,200 bytes plus the copy's ~900 are over 2,500: the least recently used one goes.
    expect(store.peek("first", atOne)).toBeUndefined();
    expect(store.peek("second", atOne)).toBe(second);
  });

  it("keeps its byte count right through replacing, dropping and compressing answers gone", () => {
    let now = 0;
    const store = new AnswerStore({ maxEntries: 3, maxBytes: 1_000_000 }, () => now);
    const held = (...texts: string[]) => texts.reduce((sum, text) => sum + text.length, 0);
    store.set("a", answer("aaaa"));
    store.set("a", answer("aa")); // replaced: the first one's bytes go
    store.set("b", answer("bbb", { dropsAt: 10 }));
    expect(store.heldBytes).toBe(held("aa", "bbb"));
    const dropped = store.get("a") as StoredAnswer;
    store.set("c", answer("c"));
    store.set("d", answer("dddd")); // past 3 entries: "b", the least recently used, goes
    expect(store.heldBytes).toBe(held("aa", "c", "dddd"));
    store.set("a", answer("a")); // "a" made again while its old copy is still being sent
    const copy = store.coded(dropped, "gzip"); // the old copy's compression counts for nothing
    expect(copy.byteLength).toBeGreaterThan(0);
    expect(store.heldBytes).toBe(held("a", "c", "dddd"));
    now = 5_000; // past every drop time: asked for, each goes
    expect(store.get("c")).toBeUndefined();
    expect(store.heldBytes).toBe(held("a", "dddd"));
  });

  it("is fresh only while every scope it read is at its version and within its lifetime", () => {
    let now = 0;
    const store = new AnswerStore({ maxEntries: 10, maxBytes: 1_000_000 }, () => now);
    const read = answer("a", {
      reads: [
        ["catalogue", 1],
        ["product:p1", 3],
      ],
      expiresAt: 100,
      dropsAt: 400,
    });
    store.set("a", read);
    expect(store.isFresh(read, versions({ "product:p1": 3 }))).toBe(true);
    expect(store.isFresh(read, versions({ "product:p1": 4 }))).toBe(false);
    // Another product's version is none of its business.
    expect(store.isFresh(read, versions({ "product:p1": 3, "product:p2": 9 }))).toBe(true);
    expect(store.peek("a", versions({ "product:p1": 4 }))).toBeUndefined();
    // Stale, it is still kept (sent while it is made again) until its drop time.
    now = 100;
    expect(store.isFresh(read, versions({ "product:p1": 3 }))).toBe(false);
    expect(store.get("a")).toBe(read);
    now = 400;
    expect(store.get("a")).toBeUndefined();
    expect(store.size).toBe(0);
  });

  it("keeps a popular answer fresh through a change for a second from its reading, no longer", () => {
    let now = 0;
    const store = new AnswerStore({ maxEntries: 10, maxBytes: 1_000_000 }, () => now);
    const read = (sent: number) =>
      answer("a", { reads: [["product:p1", 3]], readAt: 0, sent, expiresAt: 60_000, dropsAt: 90_000 });
    const changed = versions({ "product:p1": 4 });
    // Sent fewer than POPULAR_SENDS times: the change shows at once.
    expect(store.isFresh(read(POPULAR_SENDS - 1), changed)).toBe(false);
    // Popular: the next refresh waits until BURST_MS after its versions were taken.
    expect(store.isFresh(read(POPULAR_SENDS), changed)).toBe(true);
    now = BURST_MS - 1;
    expect(store.isFresh(read(POPULAR_SENDS), changed)).toBe(true);
    now = BURST_MS;
    expect(store.isFresh(read(POPULAR_SENDS), changed)).toBe(false);
  });
});
