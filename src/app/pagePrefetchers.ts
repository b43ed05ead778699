import { registerPagePrefetcher } from "../lib/nextPagePrefetch";

// What fetching a page ahead means, per kind of page (docs/decisions/prefetching-next-pages.md). The
// work itself is in a chunk of its own, loaded on the first intent: no page pays for it at start.

/** /display/{productId}/{variantId} (src/lib/paths.ts productPath). */
export const PRODUCT_PAGE_PATH = /^\/display\/[^/]+\/[^/]+$/;

registerPagePrefetcher(PRODUCT_PAGE_PATH, (path) =>
  import("./productPagePrefetch").then((module) => module.prefetchProductPage(path)),
);
