import { measure } from "../../design/tokens";
import { style } from "@vanilla-extract/css";
import { columnPage } from "../../design/layout.css";
import { vars } from "../../design/theme.css";
import { bareList, inline, stack } from "../../design/stack.css";
import { textStyle } from "../../design/text.css";

/** As wide as the listings, whose grid it shows. */
export const page = style([columnPage, { width: "100%", maxWidth: 1280 }]);

/** The heading block: the count and the search, then a line on how it was read. */
export const heading = stack.sm;

export const lead = style([textStyle({ tone: "muted" }), { maxWidth: measure(60) }]);
export const readAs = textStyle({ size: "lg" });

export const results = stack.xl;

/** The search's help: what the shop sells, searches to try, products; each a block of its own. */
export const help = stack["2xl"];
export const helpBlock = stack.md;
export const helpTitle = textStyle({ size: "lg", weight: "bold" });

/** Links as pills that wrap onto more lines on a phone (every one in sight). */
export const pills = style([bareList, inline.sm]);

export const pill = style({ textDecoration: "none" });

/** The blank page's search form: the box, then its button. */
export const form = style({
  display: "flex",
  alignItems: "flex-end",
  gap: vars.space.sm,
  maxWidth: 560,
});
export const formField = style({ flexGrow: 1, minWidth: 0 });
