// The shop's service worker (docs/decisions/offline-shop.md). Bundled by src/app/bundle/offlineShop.ts
// after the client build, which fills in self.__WB_MANIFEST (the app shell: the build's scripts, its
// stylesheet and fonts, and the offline page) and __SHOP_BUILD__ (React Router's build version).
// What it keeps: the app shell (precached), pages already visited (network first, a short wait, then the
// copy kept), pictures already seen (cache first, bounded). What it never touches: the API (personal data,
// payments), anything but GET, other origins, staff and account pages.
import { clientsClaim } from "workbox-core";
import { ExpirationPlugin } from "workbox-expiration";
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from "workbox-precaching";
import { registerRoute } from "workbox-routing";
import { CacheFirst, NetworkFirst, NetworkOnly } from "workbox-strategies";
import {
  BUILD_HEADER,
  isKeptPagePath,
  KEPT_COPY_TIMING,
  OFFLINE_PATH,
  PAGES_CACHE_PREFIX,
  pagePathOfData,
} from "./lib/offlinePages";

// The DOM's types are the project's; the few worker ones used here are declared by hand.
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface ExtendableMessageEvent extends ExtendableEvent {
  data: unknown;
}
declare const self: {
  __WB_MANIFEST: { url: string; revision: string | null }[];
  location: Location;
  registration: {
    update(): Promise<unknown>;
    navigationPreload?: { enable(): Promise<void> };
  };
  skipWaiting(): Promise<void>;
  addEventListener(type: "message", listener: (event: ExtendableMessageEvent) => void): void;
  addEventListener(type: "activate", listener: (event: ExtendableEvent) => void): void;
};
declare const __SHOP_BUILD__: string;

const BUILD = __SHOP_BUILD__;
const PAGES_CACHE = `${PAGES_CACHE_PREFIX}${BUILD}`;
const PICTURES_CACHE = "rz-pictures";
/** How long a page waits for the network before the copy kept is shown. */
const PAGE_TIMEOUT_SECONDS = 3;

// An update waits until the page asks for it on a navigation (src/app/serviceWorker.ts), never mid-page.
// A page opened client-side asks for its whole page to be kept too (see keepPage).
self.addEventListener("message", (event) => {
  const message = event.data as { type?: string; url?: unknown } | null;
  if (message?.type === "SKIP_WAITING") void self.skipWaiting();
  if (message?.type === "KEEP_PAGE" && typeof message.url === "string") {
    event.waitUntil(keepPage(message.url, event));
  }
});
// The pages kept by an earlier build go with it: their scripts are no longer this worker's. Page loads
// start their request while the worker wakes (navigation preload), so the worker costs them no time.
self.addEventListener("activate", (event) => {
  event.waitUntil(Promise.resolve(self.registration.navigationPreload?.enable()).catch(() => {}));
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith(PAGES_CACHE_PREFIX) && name !== PAGES_CACHE)
            .map((name) => caches.delete(name)),
        ),
      ),
  );
});
clientsClaim();
cleanupOutdatedCaches();

// The app shell. `/offline?from=…` is the precached offline page whatever the query.
precacheAndRoute(self.__WB_MANIFEST, { ignoreURLParametersMatching: [/.*/] });

/**
 * Set when the server said it runs a newer build than this worker's: from then on the pages kept (whose
 * scripts are this build's) are not shown even when the network is slow, and the worker looks for its
 * update. The kept pages of another build are never shown either (their cache is this build's own).
 */
let serverIsNewer = false;

/**
 * An answer from the worker's copies, marked so the page can tell it came from there (src/lib/online.ts
 * reads the mark from its timing entries): on a connection the browser calls online but that carries
 * nothing, the page still shows the offline bar.
 */
async function markedAsCopy(response: Response): Promise<Response> {
  const headers = new Headers(response.headers);
  headers.append("Server-Timing", KEPT_COPY_TIMING);
  return new Response(await response.blob(), {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}

const sameBuildOnly = {
  async fetchDidSucceed({ response }: { response: Response }) {
    const build = response.headers.get(BUILD_HEADER);
    if (build && build !== BUILD && !serverIsNewer) {
      serverIsNewer = true;
      void self.registration.update();
    }
    return response;
  },
  // Kept only when it is this build's page, whole and public enough to keep (the server marks personal
  // pages private; those are not kept).
  async cacheWillUpdate({ response }: { response: Response }) {
    if (response.status !== 200 || response.headers.get(BUILD_HEADER) !== BUILD) return null;
    return response;
  },
  // Network first: the copy is read only when the network failed or did not answer in time.
  async cachedResponseWillBeUsed({ cachedResponse }: { cachedResponse?: Response }) {
    return serverIsNewer || !cachedResponse ? null : markedAsCopy(cachedResponse);
  },
};

const pages = new NetworkFirst({
  cacheName: PAGES_CACHE,
  networkTimeoutSeconds: PAGE_TIMEOUT_SECONDS,
  // A page kept by keepPage is found for the browser's own page load, whose request headers differ.
  matchOptions: { ignoreVary: true },
  plugins: [sameBuildOnly, new ExpirationPlugin({ maxEntries: 40, maxAgeSeconds: 14 * 24 * 3600 })],
});
const network = new NetworkOnly();

/**
 * A page opened client-side came as React Router's data, not as a page: its whole page is fetched once,
 * when the browser is idle, so that it too opens offline. A page kept already is not fetched again (the
 * next page load refreshes it).
 */
async function keepPage(href: string, event: ExtendableEvent): Promise<void> {
  const url = new URL(href);
  if (url.origin !== self.location.origin || !isKeptPagePath(url.pathname) || serverIsNewer) return;
  const cache = await caches.open(PAGES_CACHE);
  if (await cache.match(url.href, { ignoreVary: true })) return;
  const request = new Request(url.href, { credentials: "same-origin", headers: { Accept: "text/html" } });
  await pages.handle({ request, event: event as never }).catch(() => undefined);
}

function offlineScreen(url: URL): Response {
  const target = new URL(OFFLINE_PATH, self.location.origin);
  target.searchParams.set("from", url.pathname + url.search);
  return Response.redirect(target.href, 303);
}

// Page loads: the pages a shopper may look at again are kept; any other page (staff, account, checkout,
// payment status) goes to the network only. Offline, a page not kept shows the offline page.
registerRoute(
  ({ request, url }) => request.mode === "navigate" && url.origin === self.location.origin,
  async (options) => {
    const { url } = options;
    if (url.pathname === OFFLINE_PATH) return (await matchPrecache(OFFLINE_PATH)) ?? network.handle(options);
    try {
      return await (isKeptPagePath(url.pathname) ? pages : network).handle(options);
    } catch {
      return offlineScreen(url);
    }
  },
);

// A kept page's data for a client-side navigation (React Router's `<path>.data`): the same rule.
registerRoute(({ request, url }) => {
  if (request.method !== "GET" || url.origin !== self.location.origin) return false;
  const path = pagePathOfData(url.pathname);
  return path !== null && isKeptPagePath(path);
}, pages);

// Pictures already seen: the shop's media and stored files, at most 200, for 30 days.
registerRoute(
  ({ request, url }) =>
    request.destination === "image" &&
    url.origin === self.location.origin &&
    (url.pathname.startsWith("/media/") || url.pathname.startsWith("/files/")),
  new CacheFirst({
    cacheName: PICTURES_CACHE,
    plugins: [
      {
        async cacheWillUpdate({ response }: { response: Response }) {
          return response.status === 200 ? response : null;
        },
      },
      new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 30 * 24 * 3600, purgeOnQuotaError: true }),
    ],
  }),
);
