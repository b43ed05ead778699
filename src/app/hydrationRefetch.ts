import type { QueryClient } from "@tanstack/react-query";
import { whenPageSettled } from "../lib/pageSettled";
import { SERVER_HTML } from "./hydrateAfterPaint";

/** True while the browser hydrates the server's HTML: the inline script has run, the root has not. */
function hydratingServerHtml(): boolean {
  if (typeof window === "undefined") return false;
  const marked = (window as unknown as Record<typeof SERVER_HTML, boolean | undefined>)[SERVER_HTML];
  return marked === true && document.documentElement.dataset.hydrated !== "true";
}

/**
 * Queries the server has just answered are not asked again while the page hydrates; whatever of them is
 * stale (the session, a shopper's cart: stale time 0) is asked again once the page has settled.
 *
 * Why: a query that refetches on mount starts its fetch inside React's subscription to it, which changes
 * its result there and then; React answers such a change by rendering every reader again synchronously,
 * in the same task as the hydration's effects (home page: ~110 ms of that task on Lighthouse's throttled
 * phone, part of its blocking time). Asked later, the answer re-renders only readers of what changed:
 * usually nothing, as the server answered the same moments before.
 */
export function holdRefetchesWhileHydrating(queryClient: QueryClient): void {
  const defaults = queryClient.getDefaultOptions();
  queryClient.setDefaultOptions({
    ...defaults,
    queries: { ...defaults.queries, refetchOnMount: () => !hydratingServerHtml() },
  });
}

/**
 * Once the page has settled, asks again for every query on screen that a hydrating page held back.
 * Returns the function that cancels the wait (for the root's effect cleanup).
 */
export function refetchHeldQueries(queryClient: QueryClient): () => void {
  return whenPageSettled(() => {
    void queryClient.refetchQueries({ type: "active", stale: true });
  });
}
