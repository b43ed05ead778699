import { useCallback, useContext, useEffect, useRef } from "react";
import { type RouterState, UNSAFE_DataRouterContext, useSearchParams } from "react-router";

/** Applies a change to the newest search params. */
export type UpdateSearchParams = (change: (latest: URLSearchParams) => URLSearchParams) => void;

/** The search the router is heading for on this page: that of a navigation still loading here (a route
 * loader is running), or else the URL's. */
function newestSearch({ location, navigation }: Pick<RouterState, "location" | "navigation">): string {
  const pending = navigation.state !== "idle" ? navigation.location : undefined;
  return pending?.pathname === location.pathname ? pending.search : location.search;
}

/**
 * Changes the URL's search params, each change composed on the newest URL state: the params of the last
 * change asked for here, or of a navigation still loading, or else the current URL. React Router's own
 * functional `setSearchParams` hands the change the params of the last render, so two quick edits (min
 * price, then max price while the first one's loader still runs) drop the first. Each change is a new
 * history entry, so Back undoes it; the scroll position stays.
 *
 * The router's state is followed by subscribing to the router, not through `useNavigation`: a component
 * using that renders again whenever any navigation starts or ends, and a listing would render its filter bar
 * and every card once more right after the tap that leaves it for a product
 * (docs/decisions/prefetching-next-pages.md#pages-that-stand-still).
 */
export function useUpdateSearchParams(): UpdateSearchParams {
  const [, setSearchParams] = useSearchParams();
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  if (!router) throw new Error("useUpdateSearchParams needs a data router (RouterProvider).");

  // What the router says, until a change asked for here is newer; whatever the router says next (a
  // change landing, Back, a link) is the newest again.
  const seen = useRef<string | undefined>(undefined);
  const latest = useRef("");
  const observe = useCallback((state: Pick<RouterState, "location" | "navigation">) => {
    const search = newestSearch(state);
    if (seen.current === search) return;
    seen.current = search;
    latest.current = search;
  }, []);
  useEffect(() => {
    observe(router.state);
    return router.subscribe(observe);
  }, [router, observe]);

  return useCallback(
    (change) => {
      observe(router.state);
      const next = change(new URLSearchParams(latest.current));
      latest.current = `?${next}`;
      setSearchParams(next, { preventScrollReset: true });
    },
    [router, observe, setSearchParams],
  );
}
