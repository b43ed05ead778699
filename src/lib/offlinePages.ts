// Which pages the service worker keeps for a shopper to see again offline (src/sw.ts), shared with the
// page so both name them alike. docs/decisions/offline-shop.md#what-is-kept

/** The offline page: prerendered, precached, shown for a page that was never kept. */
export const OFFLINE_PATH = "/offline";

/**
 * The Server-Timing entry the service worker adds to an answer it gives from its copy because the network
 * did not answer in time: the page reads it from its navigation's and its data's timing entries, so a
 * connection that says it is online but carries nothing still shows the offline bar (src/lib/online.ts).
 */
export const KEPT_COPY_TIMING = "rz-kept";

/** The header naming the server's build (React Router's build version) on every page and data answer. */
export const BUILD_HEADER = "X-Shop-Build";

/** The shop's public pages: the catalogue, a product, search, the customiser and the information pages. */
const KEPT_EXACT = new Set([
  "/",
  "/new-arrivals",
  "/trending",
  "/upper-wear",
  "/bottom-wear",
  "/store",
  "/search",
  "/customized",
  "/contact",
  "/privacypolicy",
  "/terms",
  "/return-cancellation",
  "/faquetions",
  "/help-support",
  "/seller-details",
]);
const KEPT_PREFIXES = ["/display/", "/customized/d/"];

/**
 * Whether a page is kept: only the public ones. The bag, checkout, payment status, orders, the account,
 * sign-in and the staff screens are never kept (personal, or stale the moment they are shown).
 */
export function isKeptPagePath(path: string): boolean {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, "") : path;
  return KEPT_EXACT.has(trimmed) || KEPT_PREFIXES.some((prefix) => trimmed.startsWith(prefix));
}

/** The page a React Router data request is for (`/_root.data` → `/`, `/trending.data` → `/trending`),
 * or null when the path is not one. */
export function pagePathOfData(path: string): string | null {
  if (!path.endsWith(".data")) return null;
  const page = path.slice(0, -".data".length);
  return page === "/_root" ? "/" : page;
}

/** The page the shopper asked for, from the offline page's `?from=`: a path of this shop only (never
 * another site's address, `//host` or `/\host`), or null. */
export function pageAskedFor(search: string): string | null {
  const from = new URLSearchParams(search).get("from");
  return from?.startsWith("/") && !from.startsWith("//") && !from.startsWith("/\\") ? from : null;
}

/** The prefix of the service worker's cache of kept pages (one per build: `rz-pages-<build>`). */
export const PAGES_CACHE_PREFIX = "rz-pages-";
/** Where the bag's last known count is remembered for offline (src/features/bag/useCartCount.ts). */
export const REMEMBERED_CART_COUNT_KEY = "rz-cart-count";
