import brandFontUrl from "../design/fonts/outfit-core-wght.woff2?url";
import { holdBrandFont } from "../lib/brandFontTurn";
import "../design/fonts.css";

/**
 * The head's part of the shop's typeface (src/design/fonts.css): on a first visit it waits for the first
 * screen to be painted, on later ones its core file is preloaded from the browser's cache
 * (src/lib/brandFontTurn.ts). Only the core file: every page shows its characters; the extra file is
 * fetched where a page needs it.
 */
export const BRAND_FONT_HEAD_SCRIPT = holdBrandFont(brandFontUrl);
