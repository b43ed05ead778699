// Loaded at sign-out only (src/session/session.ts): kept out of the code every page starts with.
import { PAGES_CACHE_PREFIX, REMEMBERED_CART_COUNT_KEY } from "./offlinePages";

/**
 * At sign-out: the pages kept for offline (rendered for the shopper who leaves, with their name and bag)
 * and the bag's remembered count are dropped, so the next person at this browser never sees them.
 */
export function forgetKeptPages(): void {
  try {
    localStorage.removeItem(REMEMBERED_CART_COUNT_KEY);
  } catch {
    // Storage refused: nothing was remembered.
  }
  if (typeof caches === "undefined") return;
  void caches
    .keys()
    .then((names) =>
      Promise.all(
        names.filter((name) => name.startsWith(PAGES_CACHE_PREFIX)).map((name) => caches.delete(name)),
      ),
    )
    .catch(() => {});
}
