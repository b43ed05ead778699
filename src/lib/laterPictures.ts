/**
 * A page's lazy pictures (the next rows of a listing, a product's other photos, the hero's other slides)
 * are asked for once its first screen and main picture are painted, not alongside them.
 *
 * Why: the browser asks for a lazy picture at the page's first layout when it lies within its lazy-load
 * margin (1,250 px, to the right of a slider as well as below), so the next rows' pictures went out with
 * the stylesheet, the font and the first pictures, on a phone's few connections, and Lighthouse counted
 * each one that ended before the largest paint into it: a product page's two other photos (~14 KB) and
 * a listing's second row (~21 KB) (docs/architecture.md#the-hydration-strategy gives the figures).
 *
 * How: an inline script in the head marks `<html>` with `PICTURES_WAIT`; while it is there, a picture marked
 * `AFTER_FIRST_PAINT` (`pictureLoading`) is not displayed (src/design/global.css.ts), and a lazy picture out
 * of layout is not asked for. The inline script at the end of the body takes the mark away as it starts the
 * page's code (src/app/hydrateAfterPaint.ts), before hydration. The pictures' boxes keep their size (the
 * shop's pictures sit in fixed 4:5 frames), so nothing moves. Without JavaScript nothing is marked, and they
 * load as lazy pictures do; in a story, or on a page the browser rendered itself, likewise.
 */
export const PICTURES_WAIT = "data-pictures-wait";

/** The attribute that names a picture's turn: `""` once the first screen is painted, `"phone"` on phones only. */
export const AFTER_FIRST_PAINT = "data-after-first-paint";

/** The head's inline script: one attribute, set before the body's pictures are parsed. */
export const HOLD_LATER_PICTURES = `document.documentElement.setAttribute("${PICTURES_WAIT}", "")`;

/**
 * When a picture is asked for: with the first screen (`"first"`: eager), once the first screen is painted
 * (`"later"`), or once it is painted where the screen is phone-width, two cards to a row, so that the
 * picture lies below the first screen, and at once on a wider one, where it is in the first row
 * (`"later-on-phones"`; src/design/global.css.ts holds each).
 */
export type PictureTurn = "first" | "later" | "later-on-phones";

/** The `<img>` attributes that ask for a picture in its turn. */
export function pictureLoading(turn: PictureTurn): {
  loading: "lazy" | "eager";
  [AFTER_FIRST_PAINT]?: "" | "phone";
} {
  if (turn === "first") return { loading: "eager" };
  return { loading: "lazy", [AFTER_FIRST_PAINT]: turn === "later" ? "" : "phone" };
}
