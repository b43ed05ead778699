import { useCallback, useSyncExternalStore } from "react";
import { breakpoints } from "../design/tokens";

/** Below the spec's 640 px breakpoint the mobile banners apply (storefront 9). */
export const MOBILE_MEDIA = `(max-width: ${breakpoints.mobile - 1}px)`;
export const REDUCED_MOTION_MEDIA = "(prefers-reduced-motion: reduce)";

function canMatch(): boolean {
  return typeof window !== "undefined" && typeof window.matchMedia === "function";
}

/**
 * Whether a media query matches, kept in sync with the browser. The server (and hydration) use
 * `serverValue`, so the first client render agrees with the HTML and the real value follows at once.
 */
function useMediaQuery(query: string, serverValue = false): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!canMatch()) return () => {};
      const list = window.matchMedia(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => (canMatch() ? window.matchMedia(query).matches : serverValue),
    () => serverValue,
  );
}

/** Narrower than 640 px: the mobile banner lists and the mobile hero video. */
export function useIsMobile(): boolean {
  return useMediaQuery(MOBILE_MEDIA);
}

/** The shopper asked for less motion: no autoplay, no video, no slide animation. */
export function usePrefersReducedMotion(): boolean {
  return useMediaQuery(REDUCED_MOTION_MEDIA);
}
