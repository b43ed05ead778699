import { useLayoutEffect, useRef } from "react";
import { useLocation } from "react-router";
import { FONT_WAIT } from "../lib/brandFontTurn";

/**
 * On a first visit, the shop's typeface from the shopper's next page on (src/lib/brandFontTurn.ts): the
 * mark that holds the text in its fallback is taken away as the next page is put in, before the browser
 * lays it out, so that layout, which happens anyway, is the one in the typeface.
 */
export function BrandFontOnNextPage() {
  const { key } = useLocation();
  const landedOn = useRef(key);
  useLayoutEffect(() => {
    if (key !== landedOn.current) document.documentElement.removeAttribute(FONT_WAIT);
  }, [key]);
  return null;
}
