/**
 * Fetching the page a shopper is about to open, before they open it, within a byte budget and never on
 * Save-Data or a slow connection (docs/decisions/prefetching-next-pages.md). This module knows no page:
 * the app registers what "fetching a page ahead" means for each kind of page (`registerPagePrefetcher`);
 * links ask for it on the shopper's intent (`prefetchPage`).
 */

import { asksToSaveData, type ConnectionHints, connectionHints } from "./connection";

/** What one page view may spend on pages nobody has opened yet: about three product pages' data and code. */
export const PREFETCH_BYTE_BUDGET = 200 * 1024;

type Prefetcher = (path: string) => Promise<unknown>;

const prefetchers: { pattern: RegExp; prefetch: Prefetcher }[] = [];
const started = new Map<string, Promise<void>>();
let spentBytes = 0;

/** Registers how to fetch the pages whose path matches `pattern` ahead of their opening. */
export function registerPagePrefetcher(pattern: RegExp, prefetch: Prefetcher): void {
  prefetchers.push({ pattern, prefetch });
}

/**
 * Whether the connection allows fetching what the shopper has not asked for: not when they asked to save
 * data, not below a 4G-like connection (the Network Information API's estimate; browsers without it are
 * trusted), not once this page view spent its budget.
 */
export function mayPrefetch(connection: ConnectionHints | undefined = connectionHints()): boolean {
  if (asksToSaveData(connection)) return false;
  if (connection?.effectiveType && connection.effectiveType !== "4g") return false;
  return spentBytes < PREFETCH_BYTE_BUDGET;
}

/** The bytes the resources started since `since` (performance.now()) moved over the network. */
function bytesFetchedSince(since: number): number {
  if (typeof performance === "undefined" || !performance.getEntriesByType) return 0;
  return (performance.getEntriesByType("resource") as PerformanceResourceTiming[])
    .filter((entry) => entry.startTime >= since)
    .reduce((sum, entry) => sum + (entry.transferSize || entry.encodedBodySize || 0), 0);
}

/**
 * Fetches the page at `href` ahead, once per page view, if a prefetcher knows its kind and the connection
 * and budget allow. Resolves when done; never rejects (a failed prefetch only means the page loads as it
 * would have).
 */
export function prefetchPage(href: string): Promise<void> {
  const path = href.split(/[?#]/)[0];
  const known = started.get(path);
  if (known) return known;
  const prefetcher = prefetchers.find(({ pattern }) => pattern.test(path));
  if (!prefetcher || !mayPrefetch()) return Promise.resolve();
  const since = typeof performance === "undefined" ? 0 : performance.now();
  const done = prefetcher
    .prefetch(path)
    .catch(() => undefined)
    .then(() => recordPrefetchedBytes(bytesFetchedSince(since)));
  started.set(path, done);
  return done;
}

/** Counts `bytes` against this page view's budget. */
export function recordPrefetchedBytes(bytes: number): void {
  spentBytes += bytes;
}

/** Forgets what was prefetched and spent (tests). */
export function resetPrefetchBudget(): void {
  started.clear();
  spentBytes = 0;
}

/** How long a link must stay on screen before a phone fetches its page ahead. */
export const SEEN_DWELL_MS = 1000;

/**
 * Calls `seen` once `element` has stayed mostly on screen for SEEN_DWELL_MS after the page settled, on
 * devices without hover (phones): there the first sign of intent is the finger coming down, too late to
 * fetch a page ahead, so the links a shopper stops to look at stand in for it. Elsewhere it does nothing.
 * Returns a function that stops watching.
 */
export function whenSeenAWhile(element: Element, seen: () => void): () => void {
  if (typeof IntersectionObserver === "undefined" || !matchMedia("(hover: none)").matches) return () => {};
  let timer: ReturnType<typeof setTimeout> | undefined;
  const observer = new IntersectionObserver(
    ([entry]) => {
      clearTimeout(timer);
      if (!entry?.isIntersecting) return;
      timer = setTimeout(() => {
        if (document.documentElement.dataset.settled !== "true") return;
        observer.disconnect();
        seen();
      }, SEEN_DWELL_MS);
    },
    { threshold: 0.6 },
  );
  observer.observe(element);
  return () => {
    clearTimeout(timer);
    observer.disconnect();
  };
}
