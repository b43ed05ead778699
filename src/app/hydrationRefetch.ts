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
 * How recent a server's answer in the page is as fresh as the page itself: the server asked for it while
 * rendering this very load, seconds ago, and asking again changes nothing. An older answer came with
 * HTML kept somewhere (a shared cache's guest page, a tab restored from the browser's cache) and is
 * asked again.
 */
export const SERVER_ANSWER_FRESH_MS = 15_000;

/**
 * Once the page has settled, asks again for the stale queries on screen that a hydrating page held back
 * and the server did not answer moments ago (SERVER_ANSWER_FRESH_MS), and only those. Asking again for an
 * answer just given re-rendered its readers twice for nothing, as each reader of a fetch's progress
 * renders when it starts and ends: the whole bag on /cart, the whole checkout form (~150 ms of a throttled
 * phone's main thread). The same goes for a query first fetched after hydration. Returns the function
 * that cancels the wait (for the root's effect cleanup).
 */
export function refetchHeldQueries(queryClient: QueryClient): () => void {
  return whenPageSettled(() => {
    const held = heldBack.get(queryClient);
    if (!held?.size) return;
    const asked = new Set(held);
    held.clear();
    const answeredBefore = Date.now() - SERVER_ANSWER_FRESH_MS;
    void queryClient.refetchQueries({
      type: "active",
      stale: true,
      predicate: (query) => asked.has(query) && query.state.dataUpdatedAt < answeredBefore,
    });
  });
}
