import { style } from "@vanilla-extract/css";
import { media } from "../../design/tokens";

/** The part's height before it is first laid out, on a phone and from the medium breakpoint up: custom
 * properties the component sets inline, per part. */
export const phoneHeight = "--hydrate-near-phone-height";
export const wideHeight = "--hydrate-near-wide-height";

/**
 * Until the shopper nears it, the browser neither lays out nor paints the part (content-visibility): the
 * first layout of a long page on a phone was ~70 ms, most of it for what lay screens below. It stays in
 * the accessibility tree, searchable and focusable. Until then its height is the part's estimate (so the
 * page is as long as it will be, and what lies screens away is not taken for near), afterwards the
 * height it last had.
 */
export const part = style({
  contentVisibility: "auto",
  containIntrinsicSize: `auto var(${phoneHeight})`,
  "@media": { [media.medium]: { containIntrinsicSize: `auto var(${wideHeight})` } },
});
