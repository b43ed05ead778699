import { preload } from "react-dom";
import brandFontUrl from "../design/fonts/outfit-core-wght.woff2?url";
import "../design/fonts.css";

/**
 * Asks for the shop's typeface (src/design/fonts.css) with the page's first requests rather than once the
 * stylesheet has been read and text laid out: the text swaps to it early, usually before the first paint.
 * Only its core file: every page shows its characters; the extra file is fetched where a page needs it.
 */
export function usePreloadedBrandFont(): void {
  preload(brandFontUrl, { as: "font", type: "font/woff2", crossOrigin: "anonymous" });
}
