import { useCallback, useSyncExternalStore } from "react";
import { breakpoints } from "../design/tokens";

/** Below the 640 px breakpoint the mobile banners apply (docs/product.md#constants). */
export const MOBILE_MEDIA = `(max-width: ${breakpoints.mobile - 1}px)`;
export const REDUCED_MOTION_MEDIA = "(prefers-reduced-motion: reduce)";

function canMatch(): boolean {
  return typeof window !== "undefined" && typeof window.matchMedia === "function";
}

/**
 * Whether a media query matches, kept in sync with the browser. The server (and hydration) use
 * `serverValue`, so the first client render agrees with the HTML and the real value follows at once.
 * Until `enabled`, the browser is not asked and the answer stays `serverValue`: a reader that needs the
 * answer only later (the hero's video, once the page has settled) then costs hydration nothing, where a
 * browser answer that differs from the server's makes React render the reader again synchronously.
 */
function useMediaQuery(query: string, serverValue = false, enabled = true): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!enabled || !canMatch()) return () => {};
      const list = window.matchMedia(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    [query, enabled],
  );
  return useSyncExternalStore(
    subscribe,
    () => (enabled && canMatch() ? window.matchMedia(query).matches : serverValue),
    () => serverValue,
  );
}

/** Narrower than 640 px: the mobile banner lists and the mobile hero video (false until `enabled`). */
export function useIsMobile(enabled = true): boolean {
  return useMediaQuery(MOBILE_MEDIA, false, enabled);
}

/** The shopper asked for less motion: no autoplay, no video, no slide animation (false until `enabled`). */
export function usePrefersReducedMotion(enabled = true): boolean {
  return useMediaQuery(REDUCED_MOTION_MEDIA, false, enabled);
}
