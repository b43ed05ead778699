// A story's browser offline, as the shop sees it: navigator.onLine false and the window's "offline" event
// (src/hooks/useOnline.ts, and the query cache, which listens for the same event). Returns the way back
// online, which a story's beforeEach hands back as its cleanup.
import { REMEMBERED_CART_COUNT_KEY } from "../../src/lib/offlinePages";

export function goOffline(): () => void {
  Object.defineProperty(navigator, "onLine", { configurable: true, get: () => false });
  window.dispatchEvent(new Event("offline"));
  return goOnline;
}

/** Back online: the browser's own navigator.onLine again, and the "online" event. */
export function goOnline(): void {
  delete (navigator as { onLine?: boolean }).onLine;
  window.dispatchEvent(new Event("online"));
}

/** The bag's count this browser remembered when it last knew it (src/features/bag/useCartCount.ts). */
export function rememberCartCount(count: number | null): () => void {
  if (count === null) window.localStorage.removeItem(REMEMBERED_CART_COUNT_KEY);
  else window.localStorage.setItem(REMEMBERED_CART_COUNT_KEY, String(count));
  return () => window.localStorage.removeItem(REMEMBERED_CART_COUNT_KEY);
}
