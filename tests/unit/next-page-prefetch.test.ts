import { afterEach, describe, expect, it, vi } from "vitest";
import {
  mayPrefetch,
  PREFETCH_BYTE_BUDGET,
  prefetchPage,
  recordPrefetchedBytes,
  registerPagePrefetcher,
  resetPrefetchBudget,
} from "../../src/lib/nextPagePrefetch";

// Fetching the next page ahead (docs/decisions/prefetching-next-pages.md): never on Save-Data or a slow
// connection, within a byte budget per page view, once per page.
afterEach(() => resetPrefetchBudget());

describe("whether the connection allows fetching ahead", () => {
  it("allows a 4G-like connection, and browsers that do not say", () => {
    expect(mayPrefetch({ effectiveType: "4g" })).toBe(true);
    expect(mayPrefetch(undefined)).toBe(true);
  });

  it("refuses when the shopper asked to save data, whatever the connection", () => {
    expect(mayPrefetch({ saveData: true, effectiveType: "4g" })).toBe(false);
  });

  it("refuses on a slow connection", () => {
    for (const effectiveType of ["slow-2g", "2g", "3g"]) expect(mayPrefetch({ effectiveType })).toBe(false);
  });

  it("refuses once the page view spent its budget", () => {
    recordPrefetchedBytes(PREFETCH_BYTE_BUDGET - 1);
    expect(mayPrefetch({ effectiveType: "4g" })).toBe(true);
    recordPrefetchedBytes(1);
    expect(mayPrefetch({ effectiveType: "4g" })).toBe(false);
  });
});

describe("prefetching a page", () => {
  const prefetch = vi.fn(async (_path: string) => {});
  registerPagePrefetcher(/^\/things\/[^/]+$/, prefetch);

  it("fetches a page of a known kind once, however often the shopper shows intent", async () => {
    prefetch.mockClear();
    await Promise.all([
      prefetchPage("/things/a"),
      prefetchPage("/things/a?from=card"),
      prefetchPage("/things/a"),
    ]);
    expect(prefetch).toHaveBeenCalledTimes(1);
    expect(prefetch).toHaveBeenCalledWith("/things/a");
  });

  it("leaves pages no prefetcher knows alone", async () => {
    prefetch.mockClear();
    await prefetchPage("/other/a");
    expect(prefetch).not.toHaveBeenCalled();
  });

  it("fetches nothing more once the budget is spent", async () => {
    prefetch.mockClear();
    recordPrefetchedBytes(PREFETCH_BYTE_BUDGET);
    await prefetchPage("/things/b");
    expect(prefetch).not.toHaveBeenCalled();
  });

  it("lets a failed prefetch pass quietly: the page then loads as it would have", async () => {
    prefetch.mockClear();
    prefetch.mockRejectedValueOnce(new Error("offline"));
    await expect(prefetchPage("/things/c")).resolves.toBeUndefined();
  });
});
