// Whether the shop is offline as the shopper should be told (docs/decisions/offline-shop.md#offline):
// either the browser says it has no network, or what is on screen came from the service worker's copy
// because the network did not answer in time — a train's or a basement's connection, which the browser
// still calls online — and the shop has not answered since.
import { KEPT_COPY_TIMING, OFFLINE_PATH } from "./offlinePages";

/** What an action that needs the server says while the shop is offline
 * (docs/decisions/offline-shop.md#offline). */
export const OFFLINE_ACTION_MESSAGE = "You are offline — try again when you are back online";

/** While a copy is on screen on a connection the browser calls online, how long to wait before asking
 * the shop again whether it answers: first soon, then less and less often. */
const PROBE_DELAYS_MS = [2_000, 4_000, 8_000, 15_000];

let showingCopy = false;
let watching = false;
let probeTimer: ReturnType<typeof setTimeout> | undefined;
let probesMade = 0;
const listeners = new Set<() => void>();

/** Whether the shop is offline now: the browser says so, or a copy is shown that the shop has not
 * answered since (false on the server). */
export function isOffline(): boolean {
  if (typeof navigator === "undefined") return false;
  return navigator.onLine === false || showingCopy;
}

/** Calls `changed` whenever isOffline() may have changed; answers how to stop. */
export function subscribeToConnection(changed: () => void): () => void {
  watchForCopies();
  listeners.add(changed);
  window.addEventListener("online", changed);
  window.addEventListener("offline", changed);
  return () => {
    listeners.delete(changed);
    window.removeEventListener("online", changed);
    window.removeEventListener("offline", changed);
  };
}

function setShowingCopy(value: boolean): void {
  if (showingCopy === value) return;
  showingCopy = value;
  if (value) {
    probesMade = 0;
    probeLater();
  }
  for (const listener of listeners) listener();
}

const isCopy = (entry: PerformanceEntry) =>
  ((entry as PerformanceResourceTiming).serverTiming ?? []).some(
    (timing) => timing.name === KEPT_COPY_TIMING,
  );

/** From the first subscriber on: a page load, or data for a page opened client-side, that the worker
 * answered from its copy (its KEPT_COPY_TIMING mark) means the network did not answer. The offline page
 * is only ever shown for that reason. */
function watchForCopies(): void {
  if (watching || typeof window === "undefined") return;
  watching = true;
  if (window.location.pathname === OFFLINE_PATH || performance.getEntriesByType("navigation").some(isCopy)) {
    setShowingCopy(true);
  }
  if (typeof PerformanceObserver === "undefined") return;
  new PerformanceObserver((list) => {
    if (list.getEntries().some(isCopy)) setShowingCopy(true);
  }).observe({ type: "resource", buffered: true });
  // The browser's own "online" is a good moment to ask at once.
  window.addEventListener("online", () => {
    if (showingCopy) void probeShop();
  });
}

function probeLater(): void {
  clearTimeout(probeTimer);
  const delay = PROBE_DELAYS_MS[Math.min(probesMade, PROBE_DELAYS_MS.length - 1)];
  probeTimer = setTimeout(() => void probeShop(), delay);
}

/** Asks the shop for a small answer past the worker's copies (any answer will do): once it comes, the
 * copy on screen is no longer all there is, and the page may ask for what it shows again. */
async function probeShop(): Promise<void> {
  clearTimeout(probeTimer);
  // With no network at all there is nothing to ask: the browser's "online" starts the asking again.
  if (navigator.onLine === false) return;
  probesMade += 1;
  try {
    await fetch("/manifest.webmanifest", { method: "HEAD", cache: "no-store" });
    setShowingCopy(false);
  } catch {
    if (showingCopy) probeLater();
  }
}

/** Whether an action that needs the server must wait (isOffline()); when only a copy on screen says so,
 * the shop is asked again at once rather than at the next probe, so the shopper's next tap may go through. */
export function isOfflineForAction(): boolean {
  const offline = isOffline();
  if (offline && showingCopy) void probeShop();
  return offline;
}
