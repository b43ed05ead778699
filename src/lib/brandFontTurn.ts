/**
 * On a first visit the shop's typeface is asked for once the first screen is painted, not with it; on a
 * page the shop's service worker answers (it keeps the typeface: docs/decisions/offline-shop.md) it is
 * preloaded first thing, from there.
 *
 * Why: its core file (23 KB) was preloaded with the page's first requests, and on a phone's thin
 * connection it shared them with the stylesheet and the main picture: the picture came later for letters
 * that only change the text's look, and Lighthouse counted the file into the largest paint (a listing
 * 1.21 s with it, 0.90 s without: docs/architecture.md#the-hydration-strategy). Until it arrives the text is
 * drawn in "Outfit Fallback", a local Arial scaled to Outfit's measures (src/design/fonts.css), so the
 * swap moves nothing.
 *
 * How: the head's inline script (`holdBrandFont`) marks `<html>` with `FONT_WAIT` unless the service
 * worker controls the page; while marked, the text's font family is the fallback alone
 * (src/design/global.css.ts), so the browser does not ask for Outfit. The inline script at the end of the
 * body asks for it as it starts the page's code (src/app/hydrateAfterPaint.ts); the mark is taken away as
 * the shopper's next page is put in (src/app/BrandFontOnNextPage.tsx), and a page loaded later has the
 * typeface from its first paint. Without JavaScript nothing is marked, and the typeface comes as the
 * stylesheet names it.
 *
 * Why not on the first page once it has arrived: showing it there lays the whole page out again, in a
 * typeface used for the first time, and that one task was most of the page's blocking time (home: TBT
 * 303 → 131 ms in npm run bench:lighthouse without it, New Arrivals 410 → 21 ms; docs/architecture.md).
 * The next page is laid out anyway.
 */
export const FONT_WAIT = "data-font-wait";

/** The head's inline script, given the core file's address. */
export function holdBrandFont(coreFileUrl: string): string {
  return `(function () {
  var worker = navigator.serviceWorker;
  if (!worker || !worker.controller) return document.documentElement.setAttribute("${FONT_WAIT}", "");
  var link = document.createElement("link");
  link.rel = "preload";
  link.as = "font";
  link.type = "font/woff2";
  link.crossOrigin = "anonymous";
  link.href = ${JSON.stringify(coreFileUrl)};
  document.head.appendChild(link);
})();`;
}
