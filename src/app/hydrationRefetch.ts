import type { Query, QueryClient } from "@tanstack/react-query";
import { whenPageSettled } from "../lib/pageSettled";
import { SERVER_HTML } from "./hydrateAfterPaint";

/** True while the browser hydrates the server's HTML: the inline script has run, the root has not. */
function hydratingServerHtml(): boolean {
  if (typeof window === "undefined") return false;
  const marked = (window as unknown as Record<typeof SERVER_HTML, boolean | undefined>)[SERVER_HTML];
  return marked === true && document.documentElement.dataset.hydrated !== "true";
}

/** The queries each client did not refetch on mount while the page hydrated, to ask once it has settled. */
const heldBack = new WeakMap<QueryClient, Set<Query>>();

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
  const held = new Set<Query>();
  heldBack.set(queryClient, held);
  const defaults = queryClient.getDefaultOptions();
  queryClient.setDefaultOptions({
    ...defaults,
    queries: {
      ...defaults.queries,
      refetchOnMount: (query) => {
        // The server's render fetches nothing: a stale query (the bill's quote) must not render as
        // fetching there, or its HTML says 'updating' where the hydrating browser, holding it back, does not.
        if (typeof window === "undefined") return false;
        if (!hydratingServerHtml()) return true;
        held.add(query);
        return false;
      },
    },
  });
}

/**
 * Once the page has settled, asks again for the stale queries on screen that a hydrating page held back,
 * and only those: a query first fetched after hydration (the checkout's quote, asked in the browser) was
 * answered moments ago, and asking again re-rendered its readers twice for nothing (the whole checkout
 * form: ~45 ms of a throttled phone's main thread). Returns the function that cancels the wait (for the
 * root's effect cleanup).
 */
export function refetchHeldQueries(queryClient: QueryClient): () => void {
  return whenPageSettled(() => {
    const held = heldBack.get(queryClient);
    if (!held?.size) return;
    const asked = new Set(held);
    held.clear();
    void queryClient.refetchQueries({ type: "active", stale: true, predicate: (query) => asked.has(query) });
  });
}
