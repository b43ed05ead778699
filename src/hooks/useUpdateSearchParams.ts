import { useCallback, useRef } from "react";
import { useLocation, useNavigation, useSearchParams } from "react-router";

/** Applies a change to the newest search params. */
export type UpdateSearchParams = (change: (latest: URLSearchParams) => URLSearchParams) => void;

/**
 * Changes the URL's search params, each change composed on the newest URL state: the params of the last
 * change asked for here, or of a navigation still loading (a route loader is running), or else the
 * current URL. React Router's own functional `setSearchParams` hands the change the params of the last
 * render, so two quick edits (min price, then max price while the first one's loader still runs) drop the
 * first. Each change is a new history entry, so Back undoes it; the scroll position stays.
 */
export function useUpdateSearchParams(): UpdateSearchParams {
  const [, setSearchParams] = useSearchParams();
  const location = useLocation();
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" ? navigation.location : undefined;
  const routerSearch = pending?.pathname === location.pathname ? pending.search : location.search;

  // What the router says, until a change asked for here is newer; whatever the router says next (a
  // change landing, Back, a link) is the newest again.
  const seen = useRef(routerSearch);
  const latest = useRef(routerSearch);
  if (seen.current !== routerSearch) {
    seen.current = routerSearch;
    latest.current = routerSearch;
  }

  return useCallback(
    (change) => {
      const next = change(new URLSearchParams(latest.current));
      latest.current = `?${next}`;
      setSearchParams(next, { preventScrollReset: true });
    },
    [setSearchParams],
  );
}
