// The service worker's page side, loaded on its own once the page has settled (serviceWorkerStart.tsx):
// registration, updates taken at a page change, and the build check back online
// (docs/decisions/offline-shop.md#updates).
import { BUILD_HEADER } from "../lib/offlinePages";
import { isOffline, subscribeToConnection } from "../lib/online";
import { whenIdle } from "../lib/whenIdle";

let registration: ServiceWorkerRegistration | undefined;
let lastUpdateCheck = 0;
/** At most one update check a minute, however fast the shopper clicks through pages. */
const UPDATE_CHECK_EVERY_MS = 60_000;

/** React Router's build version of the scripts on this page. */
function pageBuild(): string | undefined {
  return (window as { __reactRouterManifest?: { version?: string } }).__reactRouterManifest?.version;
}

/**
 * Back online (the browser's network back, or the shop answering again after a copy was shown): if the
 * server now runs another build, this page (perhaps the service worker's copy, with
 * its build's scripts) is loaded afresh rather than let talk to a newer API; else the worker looks for
 * an update.
 */
async function checkBuildOnline(): Promise<void> {
  try {
    const answer = await fetch("/manifest.webmanifest", { method: "HEAD", cache: "no-store" });
    const serverBuild = answer.headers.get(BUILD_HEADER);
    const mine = pageBuild();
    if (serverBuild && mine && serverBuild !== mine) window.location.reload();
    else void registration?.update();
  } catch {
    // Still no network after all: the next "online" tries again.
  }
}

/**
 * Offline, a link to one of the shop's pages opens it as a whole page, not client-side: the worker then
 * shows the copy it kept or the offline page, where React Router's client-side navigation would fail on
 * the page's data. Listening before React (capture, on the window), it keeps the router out by preventing
 * the default, which the router's links respect.
 */
function openWholeWhenOffline(event: MouseEvent): void {
  if (!isOffline() || event.defaultPrevented || event.button !== 0) return;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const link = (event.target as Element | null)?.closest?.("a[href]");
  if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== "_self") || link.download)
    return;
  if (link.origin !== window.location.origin || link.pathname.startsWith("/api/")) return;
  event.preventDefault();
  window.location.assign(link.href);
}

/** Asks the worker, when the browser is idle, to keep this page for offline (the worker's keepPage). */
function keepThisPage(): void {
  const controller = navigator.serviceWorker.controller;
  const href = window.location.href;
  if (!controller || isOffline()) return;
  whenIdle(() => controller.postMessage({ type: "KEEP_PAGE", url: href }), {
    timeoutMs: 3000,
    fallbackMs: 500,
  });
}

export async function registerServiceWorker(): Promise<void> {
  // The page the worker is first installed on loaded without it: kept once the worker takes it over.
  if (!navigator.serviceWorker.controller) {
    navigator.serviceWorker.addEventListener("controllerchange", keepThisPage, { once: true });
  }
  registration = await navigator.serviceWorker.register("/sw.js", { scope: "/" });
  lastUpdateCheck = Date.now();
  let wasOffline = isOffline();
  subscribeToConnection(() => {
    const offline = isOffline();
    if (wasOffline && !offline) void checkBuildOnline();
    wasOffline = offline;
  });
  window.addEventListener("click", openWholeWhenOffline, true);
}

/**
 * A page change: the moment an update may be taken without losing anything on screen. A new worker that
 * is installed and waiting is told to take over, and the page is loaded whole from the new build; else the
 * browser is asked to look for one.
 */
export function serviceWorkerOnNavigation(): void {
  // The page came client-side, as data: the worker is asked to keep its whole page too, for offline.
  keepThisPage();
  const waiting = registration?.waiting;
  if (waiting && navigator.serviceWorker.controller) {
    navigator.serviceWorker.addEventListener("controllerchange", () => window.location.reload(), {
      once: true,
    });
    waiting.postMessage({ type: "SKIP_WAITING" });
    return;
  }
  if (registration && Date.now() - lastUpdateCheck > UPDATE_CHECK_EVERY_MS) {
    lastUpdateCheck = Date.now();
    registration.update().catch(() => {});
  }
}
