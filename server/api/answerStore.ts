// The in-process store behind publicCache.ts: answers by key (method, path and query), least recently used
// first out. Bounded by count and by bytes, so a crawler walking every page and search of the catalogue
// cannot grow the process without limit. An entry is fresh while every scope it was read from is still at
// the version it was read at (docs/decisions/shared-cache-versions.md: a change anywhere bumps the scopes
// it changes) and it is younger than its lifetime; once stale it is kept a while longer, to be sent while
// one request makes it again (publicCache.ts), then dropped.
// A popular answer rides out a burst of changes: one sent many times since it was made stays fresh through
// a change until a second has passed since its versions were taken, so a shopper ordering in a loop costs
// its product's answer and page one refresh a second, not one per order and cancel; the change still
// shows within that second (docs/decisions/shared-cache-versions.md#one-refresh-a-second-under-a-burst).
// A change of the whole catalogue (CATALOGUE: a product published, moved to drafts or archived, the seed)
// never rides it: shoppers must not be shown a product staff just took away, not even for that second.
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { CATALOGUE, type ScopeVersion, type VersionSource } from "../services/cacheVersions/scopes";

export type Bytes = Uint8Array<ArrayBuffer>;

/** The codings the store keeps a copy in (made once per entry, when first asked for). */
export type Coding = "br" | "gzip";

export interface StoredAnswer {
  /** The scopes the answer was read from, each at the version it was read at. */
  reads: readonly ScopeVersion[];
  /** When those versions were taken (ms since the epoch): every change after it may be missing. */
  readAt: number;
  /** How many times it was sent (a popular answer rides out a burst of changes: see the head of this file). */
  sent: number;
  /** Made from an answer sent while it rode out a burst (a page from its product's answer): it rides out
   * the same burst, popular or not, to the same second (`readAt` is that answer's). Otherwise a page made
   * during a burst would be stale at birth and made again at every request until the burst ended. */
  madeInBurst?: boolean;
  /** When it stops being right by the clock alone (a scheduled headline's start or end), if it does. */
  until?: number;
  /** When it stops being fresh (ms since the epoch): its lifetime's end, or `until` when sooner. */
  expiresAt: number;
  /** When it stops being sent even while stale (ms since the epoch). */
  dropsAt: number;
  etag: string;
  contentType: string;
  body: Bytes;
  /** Its compressed copies, made on first demand. */
  coded: Partial<Record<Coding, Bytes>>;
  /** Headers made from the body, sent with it (a page's Content-Security-Policy with its scripts' hashes). */
  ownHeaders?: Record<string, string>;
  /** The headers the whole app put on it (security headers …), lower-case names, recorded from its first
   * answer: a repeated request is then answered before the app's middleware run (publicCache.ts). */
  appHeaders?: Record<string, string>;
  /** The raw header lists it is replayed with, by variant (304, or the body's coding), made on first use. */
  replays: Partial<Record<304 | Coding | "identity", string[]>>;
}

/** Brotli at quality 5: close to its best size on JSON at a fraction of the time of 11, which would hold up
 * the request that fills the entry for tens of milliseconds on a large listing. */
const BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } };

/** An answer sent this many times since it was made is popular: making it again at each change of a burst
 * would cost a refresh per change. One sent fewer times is made again at the change (its refresh costs at
 * most one in this many requests), so a quiet shop shows every change at once. */
export const POPULAR_SENDS = 10;

/** The most a popular answer is sent after a change it does not show: "about a second" of the shared cache
 * versions (docs/decisions/shared-cache-versions.md). */
export const BURST_MS = 1_000;

const sizeOf = (answer: StoredAnswer) =>
  answer.body.byteLength + (answer.coded.br?.byteLength ?? 0) + (answer.coded.gzip?.byteLength ?? 0);

export class AnswerStore {
  /** Map order is use order: the first key is the least recently used. */
  private readonly answers = new Map<string, StoredAnswer>();
  /** The answers in the map, and their bytes with their compressed copies: kept as they change, so storing
   * one is not a walk over thousands (a crawler's, or every search a new one). */
  private readonly held = new WeakSet<StoredAnswer>();
  private bytes = 0;

  constructor(
    private readonly limits: { maxEntries: number; maxBytes: number; burstMs?: number },
    private readonly now: () => number = Date.now,
  ) {}

  get size(): number {
    return this.answers.size;
  }

  /** The bytes held: every answer's body and compressed copies. */
  get heldBytes(): number {
    return this.bytes;
  }

  /** Whether the answer is fresh: not past its lifetime, and every scope it read still at its version, or
   * a popular answer (or one made in a burst) within a second of taking them when CATALOGUE is not among
   * the changed (a burst of changes: see the head of this file). */
  isFresh(answer: StoredAnswer, versions: VersionSource): boolean {
    return this.freshness(answer, versions) !== "stale";
  }

  /** Whether the answer is fresh only because it rides out a burst of changes (a page made from it rides
   * out the same burst: publicCache.ts). */
  isRidingBurst(answer: StoredAnswer, versions: VersionSource): boolean {
    return this.freshness(answer, versions) === "riding a burst";
  }

  /** The rule of `isFresh`, saying also why a fresh answer is fresh. */
  private freshness(answer: StoredAnswer, versions: VersionSource): "current" | "riding a burst" | "stale" {
    const now = this.now();
    if (answer.expiresAt <= now) return "stale";
    const changed = answer.reads.filter(([scope, version]) => versions.versionOf(scope) !== version);
    if (changed.length === 0) return "current";
    if (changed.some(([scope]) => scope === CATALOGUE)) return "stale";
    const ridesBursts = answer.sent >= POPULAR_SENDS || answer.madeInBurst === true;
    return ridesBursts && now - answer.readAt < (this.limits.burstMs ?? BURST_MS)
      ? "riding a burst"
      : "stale";
  }

  /** The answer under `key`, fresh or stale (now the most recently used); one past its drop time goes. */
  get(key: string): StoredAnswer | undefined {
    const answer = this.answers.get(key);
    if (!answer) return undefined;
    if (answer.dropsAt <= this.now()) {
      this.remove(key, answer);
      return undefined;
    }
    this.answers.delete(key);
    this.answers.set(key, answer);
    return answer;
  }

  /** The fresh answer under `key`, leaving the use order as it is. */
  peek(key: string, versions: VersionSource): StoredAnswer | undefined {
    const answer = this.answers.get(key);
    return answer && this.isFresh(answer, versions) ? answer : undefined;
  }

  set(key: string, answer: StoredAnswer): void {
    const before = this.answers.get(key);
    if (before) this.remove(key, before);
    this.answers.set(key, answer);
    this.held.add(answer);
    this.bytes += sizeOf(answer);
    this.trim();
  }

  /** The answer's body in `coding`, compressed the first time only. */
  coded(answer: StoredAnswer, coding: Coding): Bytes {
    let coded = answer.coded[coding];
    if (!coded) {
      coded = coding === "br" ? brotliCompressSync(answer.body, BROTLI) : gzipSync(answer.body);
      answer.coded[coding] = coded;
      // An answer already dropped (sent while it was made again) counts for nothing.
      if (this.held.has(answer)) {
        this.bytes += coded.byteLength;
        this.trim();
      }
    }
    return coded;
  }

  private remove(key: string, answer: StoredAnswer): void {
    this.answers.delete(key);
    this.held.delete(answer);
    this.bytes -= sizeOf(answer);
  }

  /** Drops the least recently used answers until both limits hold (a compressed copy counts too). */
  private trim(): void {
    for (const [key, answer] of this.answers) {
      if (this.answers.size <= this.limits.maxEntries && this.bytes <= this.limits.maxBytes) return;
      this.remove(key, answer);
    }
  }
}
