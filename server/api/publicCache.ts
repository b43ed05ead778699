// The public answers (docs/decisions/caching-public-answers.md): listings, search, product, banners,
// headlines, offers and the customiser's data are the same for every caller and change a few times a day,
// so they are kept in this process (answerStore.ts) and a repeated request runs no SQL, nor the contract
// check. They carry an ETag and PUBLIC, and a matching If-None-Match is answered 304 without a body.
// Each kept answer is keyed by the scopes it was read from and their versions, shared by every server on
// the database (docs/decisions/shared-cache-versions.md): an order makes only its products' answers stale,
// a size selling out the listings too. A stale answer is made again by one request while the others are
// sent the stale copy.
// Only answers of the operations listed below, 200, and rendered for a guest are stored: the contract says
// those operations do not read the session (no cookie scheme in their security), and a request that
// brought a session cookie or an answer that sets one is never stored, so nothing a signed-in shopper was
// shown can reach anyone else (a hit is served to a signed-in shopper too: it was a guest's answer). Every other answer keeps the
// headers it had (`private, no-store` for the session's, requestInput.ts).
// The body is stored once, uncompressed, with its Brotli and gzip copies made on first demand; a copy is
// sent with its Content-Encoding, so the app's compress middleware passes it by and no request compresses
// it again.
// `fill`, in the API router, stores answers and serves them there. `record`, the app's first middleware,
// keeps the headers the whole app gave a stored answer (security headers and all), and `answer`, in front
// of the app at the node:http level (createShop's listener, server/app.ts), then sends it before the app runs at all: on a
// 2-core machine the app's per-request work (the fetch Request and Response, request id, security headers,
// routing) cost more than the cached answer itself.
import { createHash, randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Context, MiddlewareHandler } from "hono";
import { parseAccept } from "hono/utils/accept";
import type { OperationId } from "../../src/api/contract";
import { contentSecurityPolicy } from "../security";
import { collectingReads, enclosingReads, Reads } from "../services/cacheVersions/reads";
import type { CurrentVersions } from "../services/cacheVersions/scopes";
import { AnswerStore, type Bytes, type Coding, type StoredAnswer } from "./answerStore";
import { sessionToken } from "./session";

/**
 * A browser or CDN may reuse a public answer for a minute (the shop's cache time, also the client's
 * staleTime) and, for five minutes more, show it while it asks again in the background. The catalogue
 * changes a few times a day; what a stale answer can get wrong is stock or a rating, and stock and prices
 * are checked again by the server at cart, quote and order, so a late "in stock" costs a refusal, never a
 * wrong charge. Five minutes covers a shopper's browsing session without letting a day-old page linger.
 */
export const PUBLIC = "public, max-age=60, stale-while-revalidate=300";

/** The operations whose answers are public (none reads the session: their contract security is empty). */
export const PUBLIC_OPERATIONS: ReadonlySet<string> = new Set([
  "listProductsByTag",
  "listProductsByCategory",
  "listProductsBySubCategory",
  "listSimilarProducts",
  "searchProducts",
  "listSearchResults",
  "listSearchSuggestions",
  "getProduct",
  "listBanners",
  "listBannerHeadlines",
  "listOffers",
  "listShirtImages",
  "listGraphics",
  "listGraphicCategories",
] satisfies OperationId[]);

export interface PublicCacheOptions {
  /** The database's cache versions as this server knows them (versionsOf(db)). */
  versions: CurrentVersions;
  /** Answers kept at most (least recently used out first). Default 500. */
  maxEntries?: number;
  /** Bytes kept at most, compressed copies included. Default 32 MB. */
  maxBytes?: number;
  /** How long an answer is served without asking the database again, changed or not: the answers' max-age
   * (what no version tells of, such as a NEW badge's end, shows within it). Default 60 s. */
  ttlMs?: number;
  /** How long after that a stale answer may still be sent while one request makes it again: the answers'
   * stale-while-revalidate. Default 300 s. */
  staleMs?: number;
  /** How long a popular answer stays fresh after its versions were taken, through changes (answerStore.ts):
   * under a burst of changes it is made again at most once per this. Default BURST_MS (1 s). */
  burstMs?: number;
  now?: () => number;
  /** Which answers are kept, beyond the rules every kept answer follows (200, no cookie set, no session):
   * default the public API operations' (PUBLIC_OPERATIONS). */
  storable?: (c: Context) => boolean;
  /** Whether the request may be answered from the cache, and its answer kept, at all. Default: every GET. */
  serves?: (c: Context) => boolean;
  /** A kept answer as everyone gets it, made from the one just answered: its body, and headers it is always
   * sent with (a page: without this request's script nonce, its scripts allowed by hash instead). */
  shareAs?: (c: Context, body: Bytes) => { body: Bytes; headers: Record<string, string> };
  /** Cache-Control and Vary of the kept answers. Default PUBLIC and Accept-Encoding. */
  cacheControl?: string;
  vary?: string;
  /** Told of every answer sent from the cache (hit, stale) and every answer made and kept (miss), for
   * /metrics; a request whose answer may not be kept is none of these. */
  onLookup?: (result: Cache) => void;
}

export interface PublicCache {
  /** In the API router, before the contract check: serves stored answers, stores new public ones. */
  fill: MiddlewareHandler;
  /** The app's first middleware: keeps the headers the app put on an answer `fill` stored. */
  record: MiddlewareHandler;
  /** In front of the app (node:http): sends a stored answer the app has answered whole once, and says
   * whether it did; `acceptsHost` is the production Host check (the app's first check of every request). */
  answer: (request: IncomingMessage, response: ServerResponse, acceptsHost: HostCheck) => boolean;
}

/** Whether a request's Host (and, behind a trusted proxy, X-Forwarded-Host) is the shop's. */
export type HostCheck = (host: string | undefined, forwardedHost: string | undefined) => boolean;

/** One request header by lower-case name (a fetch Request's or a node:http request's). */
type HeaderOf = (name: string) => string | undefined;

/** Compressing less than this saves nothing (the compress middleware's own threshold). */
const MIN_CODED_BYTES = 1024;
/** Headers of one answer, not of the stored one: never replayed. */
const PER_ANSWER = new Set([
  "x-request-id",
  "content-encoding",
  "content-length",
  "date",
  "etag",
  "cache-control",
  "vary",
  "x-cache",
]);
/** What hono's requestId middleware accepts as the caller's own request id. */
const REQUEST_ID = /^[\w\-=]{1,255}$/;

/** `W/"…"`: one tag for the body and its compressed copies (weak: the same content, not the same bytes). */
const etagOf = (body: Uint8Array) => `W/"${createHash("sha1").update(body).digest("base64url")}"`;

/** If-None-Match holds the answer's tag (compared weakly, as RFC 9110 says for this header), or "*". */
function notModified(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = etag.slice(2);
  return header.split(",").some((tag) => {
    const trimmed = tag.trim();
    return trimmed === "*" || trimmed === etag || trimmed === opaque || trimmed === `W/${opaque}`;
  });
}

/** The coding a client asks for: Brotli or gzip when accepted (the higher q first, Brotli on a tie). */
function acceptedCoding(header: string): Coding | undefined {
  let chosen: { coding: Coding; q: number } | undefined;
  for (const { type, q } of parseAccept(header)) {
    const coding = type.toLowerCase();
    if ((coding === "br" || coding === "gzip") && q > 0 && (!chosen || q > chosen.q)) chosen = { coding, q };
    else if (coding === "br" && chosen?.coding === "gzip" && q === chosen.q) chosen = { coding, q };
  }
  return chosen?.coding;
}

/** acceptedCoding by Accept-Encoding header: browsers send a handful of distinct ones. */
const codingsByHeader = new Map<string, Coding | undefined>();
const MAX_REMEMBERED_HEADERS = 64;

/** The coding to send the answer in: the accepted one, or none for an answer too small to gain. */
function codingFor(header: string | undefined, answer: StoredAnswer): Coding | undefined {
  if (!header || answer.body.byteLength < MIN_CODED_BYTES) return undefined;
  if (codingsByHeader.has(header)) return codingsByHeader.get(header);
  const coding = acceptedCoding(header);
  if (codingsByHeader.size >= MAX_REMEMBERED_HEADERS) codingsByHeader.clear();
  codingsByHeader.set(header, coding);
  return coding;
}

/** What a request gets of a stored answer: 304, or its body in one coding. */
type Variant = 304 | Coding | "identity";

function variantOf(header: HeaderOf, answer: StoredAnswer): Variant {
  if (notModified(header("if-none-match"), answer.etag)) return 304;
  return codingFor(header("accept-encoding"), answer) ?? "identity";
}

/** The request's key: method, path and query as sent (another order of the same query is another key). */
function keyOf(c: Context): string {
  const url = c.req.url;
  return `${c.req.method} ${url.slice(url.indexOf("/", url.indexOf("//") + 2))}`;
}

/** The public API operations' answers (see the head of this file). */
const publicOperation = (c: Context) => PUBLIC_OPERATIONS.has(c.get("validated")?.operationId ?? "");

/** Whether the answer just made may be kept for everyone: what every kept answer must be, and `storable`. */
function shareable(c: Context, storable: (c: Context) => boolean): boolean {
  if (c.res.status !== 200 || !storable(c)) return false;
  const headers = c.res.headers;
  if (headers.has("set-cookie") || headers.has("content-encoding")) return false;
  if (/private|no-store/i.test(headers.get("cache-control") ?? "")) return false;
  return sessionToken(c) === undefined;
}

/** A replayed header list (name, value, …) with X-Cache: stale. */
const asStale = (list: string[]) =>
  list.map((item, i) => (i % 2 === 1 && list[i - 1] === "x-cache" ? "stale" : item));

/** A 304 carries no body, so nothing that describes one. */
function withoutContentType(headers: Record<string, string>): Record<string, string> {
  const { "content-type": _type, ...rest } = headers;
  return rest;
}

export type Cache = "hit" | "miss" | "stale";

interface Parts {
  status: 200 | 304;
  body: Bytes | null;
  headers: Record<string, string>;
}

export function publicCache(options: PublicCacheOptions): PublicCache {
  const { versions } = options;
  const now = options.now ?? Date.now;
  const ttlMs = options.ttlMs ?? 60_000;
  const staleMs = options.staleMs ?? 300_000;
  const storable = options.storable ?? publicOperation;
  const serves = options.serves ?? (() => true);
  const freshness = {
    "cache-control": options.cacheControl ?? PUBLIC,
    vary: options.vary ?? "Accept-Encoding",
  };
  const store = new AnswerStore(
    {
      maxEntries: options.maxEntries ?? 500,
      maxBytes: options.maxBytes ?? 32 * 1024 * 1024,
      burstMs: options.burstMs,
    },
    now,
  );
  /** Answers being made: a request for the same key meanwhile is sent the stale copy, or without one waits
   * for that answer, instead of running the same queries again (after a change, every visitor of a popular
   * listing would otherwise miss at once). */
  const making = new Map<string, Promise<StoredAnswer | undefined>>();

  /** A stored answer as sent in `variant`. X-Cache says whether it was stored before this request, and
   * "stale" when it was sent stale while another request makes it again. */
  const partsOf = (answer: StoredAnswer, variant: Variant, cache: Cache): Parts => {
    const headers: Record<string, string> = {
      ...answer.ownHeaders,
      ...freshness,
      etag: answer.etag,
      "x-cache": cache,
    };
    if (variant === 304) return { status: 304, body: null, headers };
    const body = variant === "identity" ? answer.body : store.coded(answer, variant);
    if (variant !== "identity") headers["content-encoding"] = variant;
    headers["content-type"] = answer.contentType;
    headers["content-length"] = String(body.byteLength);
    return { status: 200, body, headers };
  };

  /** The raw header list (name, value, …) of a replayed answer in `variant`, made once: the whole app's
   * headers, then the answer's own. */
  const replayHeaders = (answer: StoredAnswer, appHeaders: Record<string, string>, variant: Variant) => {
    let list = answer.replays[variant];
    if (!list) {
      const app = variant === 304 ? withoutContentType(appHeaders) : appHeaders;
      list = Object.entries({ ...app, ...partsOf(answer, variant, "hit").headers }).flat();
      answer.replays[variant] = list;
    }
    return list;
  };

  const onLookup = options.onLookup ?? (() => {});
  const send = (c: Context, answer: StoredAnswer, cache: Cache) => {
    onLookup(cache);
    answer.sent += 1;
    // A page made from this answer depends on what the answer was read from, and rides out the burst of
    // changes the answer is riding out, if any (answerStore.ts).
    const page = enclosingReads();
    if (page) {
      const ridesBurst = cache === "hit" && store.isRidingBurst(answer, versions);
      page.merge(answer.reads, answer.until, ridesBurst ? answer.readAt : undefined);
    }
    const { body, headers } = partsOf(
      answer,
      variantOf((name) => c.req.header(name), answer),
      cache,
    );
    return body ? c.body(body, 200, headers) : c.body(null, 304, headers);
  };

  /** Runs the route, noting what it reads; its answer as a store entry when it may be stored. An answer
   * made while one of its scopes changed is stored stale (it may have read the rows from before the change):
   * it is sent only while the next request makes it again. */
  const make = async (c: Context, next: () => Promise<void>, key: string) => {
    const readAt = now();
    const reads = new Reads(versions);
    await collectingReads(reads, next);
    if (!shareable(c, storable)) return undefined;
    const answered = new Uint8Array(await c.res.arrayBuffer());
    const shared = options.shareAs?.(c, answered);
    const body = shared?.body ?? answered;
    const at = now();
    const burstReadAt = reads.madeInBurstFrom;
    const answer: StoredAnswer = {
      reads: reads.done(),
      readAt: Math.min(readAt, burstReadAt ?? readAt),
      sent: 0,
      madeInBurst: burstReadAt !== undefined,
      until: reads.until,
      // Never past the moment it stops being right with no write (a headline's start or end).
      expiresAt: Math.min(at + ttlMs, reads.until ?? Number.POSITIVE_INFINITY),
      dropsAt: at + ttlMs + staleMs,
      etag: etagOf(body),
      contentType: c.res.headers.get("content-type") ?? "application/json",
      body,
      coded: {},
      replays: {},
      ownHeaders: shared?.headers,
    };
    // Never a fresh answer replaced by one already stale (made alongside it, from before a change).
    if (store.isFresh(answer, versions) || !store.peek(key, versions)) store.set(key, answer);
    return answer;
  };

  const fill: MiddlewareHandler = async (c, next) => {
    if (c.req.method !== "GET" || !serves(c)) return next();
    await versions.ensureCurrent();
    const key = keyOf(c);
    const stored = store.get(key);
    if (stored && store.isFresh(stored, versions)) return send(c, stored, "hit");
    const pending = making.get(key);
    if (pending) {
      if (stored) return send(c, stored, "stale");
      const shared = await pending;
      if (shared && store.isFresh(shared, versions)) return send(c, shared, "hit");
    }
    // The first request for the key runs the route, and so does one whose wait brought nothing it may use
    // (a 404, a signed-in caller's answer, or one a change made stale meanwhile).
    const first = !making.has(key);
    let settle: (answer: StoredAnswer | undefined) => void = () => {};
    if (first) making.set(key, new Promise((resolve) => (settle = resolve)));
    let made: StoredAnswer | undefined;
    try {
      made = await make(c, next, key);
    } finally {
      if (first) {
        making.delete(key);
        settle(made);
      }
    }
    if (made) c.res = send(c, made, "miss");
  };

  /** Keeps the headers the app put on the stored answer's first 200 (the app's, not this answer's own). A
   * script nonce means something only in a document, and one replayed to everyone would be none at all:
   * the replayed policy has none. */
  const remember = (c: Context, key: string) => {
    const answer = store.peek(key, versions);
    if (!answer || answer.appHeaders || c.res.status !== 200) return;
    if (c.res.headers.get("etag") !== answer.etag) return;
    const headers: Record<string, string> = {};
    for (const [name, value] of c.res.headers) if (!PER_ANSWER.has(name)) headers[name] = value;
    if (headers["content-security-policy"]) headers["content-security-policy"] = contentSecurityPolicy([]);
    answer.appHeaders = headers;
  };

  const record: MiddlewareHandler = async (c, next) => {
    await next();
    if (c.req.method === "GET") remember(c, keyOf(c));
  };

  const answer = (request: IncomingMessage, response: ServerResponse, acceptsHost: HostCheck): boolean => {
    if (request.method !== "GET" || !request.url) return false;
    // Versions not looked at for a second: the app waits for the look (fill).
    if (versions.ensureCurrent()) return false;
    const key = `GET ${request.url}`;
    const stored = store.get(key);
    if (!stored?.appHeaders) return false;
    // Stale while another request makes it again: the stale copy from here too, as `fill` would send it,
    // without the app's per-request work (under a burst of changes most requests come meanwhile).
    const cache: Cache | undefined = store.isFresh(stored, versions)
      ? "hit"
      : making.has(key)
        ? "stale"
        : undefined;
    if (!cache) return false;
    const header: HeaderOf = (name) => {
      const value = request.headers[name];
      return Array.isArray(value) ? value.join(", ") : value;
    };
    const variant = variantOf(header, stored);
    // A client that takes deflate but neither Brotli nor gzip is left to the app's compress middleware.
    if (variant === "identity" && /deflate/i.test(header("accept-encoding") ?? "")) return false;
    if (!acceptsHost(header("host"), header("x-forwarded-host"))) return false;
    const sentId = header("x-request-id");
    const requestId = sentId && REQUEST_ID.test(sentId) ? sentId : randomUUID();
    const replayed = replayHeaders(stored, stored.appHeaders, variant);
    const headers = (cache === "hit" ? replayed : asStale(replayed)).concat("x-request-id", requestId);
    onLookup(cache);
    stored.sent += 1;
    request.resume();
    if (variant === 304) response.writeHead(304, headers).end();
    else
      response
        .writeHead(200, headers)
        .end(variant === "identity" ? stored.body : store.coded(stored, variant));
    return true;
  };

  return { fill, record, answer };
}
