import { useCallback } from "react";
import { useLocation, useNavigate } from "react-router";

/** What tells whether the page before this one is a page of the shop. */
export type HistoryFacts =
  | {
      /** The browser's own history. */
      kind: "browser";
      /** React Router's `idx` of this entry: above 0 after a navigation inside this app session. */
      routerIndex: number;
      /**
       * Where this page stands among the browser's entries of this origin that lead up to it with no
       * page of another site between (the Navigation API's `currentEntry.index`): above 0 when the
       * shopper came by a full page load from another page of the shop. Unknown without the API.
       */
      sameOriginIndex?: number;
    }
  | {
      /** A router with a history of its own (a memory router, as in the stories). */
      kind: "memory";
      /** React Router's key of this entry: "default" for the router's first entry. */
      locationKey: string;
    };

/** Whether one step back stays in the shop. */
export function canGoBackInShop(facts: HistoryFacts): boolean {
  if (facts.kind === "memory") return facts.locationKey !== "default";
  return facts.routerIndex > 0 || (facts.sameOriginIndex ?? 0) > 0;
}

interface NavigationApi {
  currentEntry?: { index: number } | null;
}

// Not React Router's `location.key`: in the browser the root's ScrollRestoration gives the first entry
// a key of its own, so "default" never shows there.
function historyFacts(locationKey: string): HistoryFacts {
  // React Router's browser history keeps `idx` in history.state; a memory router leaves it alone.
  const state = typeof window === "undefined" ? null : (window.history.state as { idx?: unknown } | null);
  if (typeof state?.idx !== "number") return { kind: "memory", locationKey };
  const navigation = (window as Window & { navigation?: NavigationApi }).navigation;
  return { kind: "browser", routerIndex: state.idx, sameOriginIndex: navigation?.currentEntry?.index };
}

/**
 * One step back in history while that stays in the shop; home when the shopper came from another
 * site or opened this URL directly (going back would leave the shop, or do nothing).
 */
export function useGoBack(): () => void {
  const navigate = useNavigate();
  const { key } = useLocation();
  return useCallback(() => {
    if (canGoBackInShop(historyFacts(key))) navigate(-1);
    else navigate("/");
  }, [key, navigate]);
}
