import { style } from "@vanilla-extract/css";

/**
 * Until the shopper nears it, the browser neither lays out nor paints the part (content-visibility): the
 * first layout of a long page on a phone was ~70 ms, most of it for what lay screens below. It stays in
 * the accessibility tree, searchable and focusable. Its height until then is an estimate (the part's
 * `estimate`), and afterwards the height it last had.
 */
export const part = style({ contentVisibility: "auto" });
