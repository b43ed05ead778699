import { style } from "@vanilla-extract/css";
import { columnPage } from "../../design/layout.css";
import { vars } from "../../design/theme.css";
import { textStyle } from "../../design/text.css";

/** As wide as the listings, whose grid it shows. */
export const page = style([columnPage, { width: "100%", maxWidth: 1280 }]);

/** The heading block: the count and the search, then a line on how it was read. */
export const heading = style({ display: "flex", flexDirection: "column", gap: vars.space.sm });

export const lead = style([textStyle({ tone: "muted" }), { maxWidth: "60ch" }]);
export const readAs = textStyle({ size: "lg" });

export const results = style({ display: "flex", flexDirection: "column", gap: vars.space.xl });

/** The search's help: what the shop sells, searches to try, products; each a block of its own. */
export const help = style({ display: "flex", flexDirection: "column", gap: vars.space["2xl"] });
export const helpBlock = style({ display: "flex", flexDirection: "column", gap: vars.space.md });
export const helpTitle = textStyle({ size: "lg", weight: "bold" });

/** Links as pills that wrap onto more lines on a phone (every one in sight). */
export const pills = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: "none",
});

export const pill = style({ textDecoration: "none" });

/** The blank page's search form: the box, then its button. */
export const form = style({
  display: "flex",
  alignItems: "flex-end",
  gap: vars.space.sm,
  maxWidth: 560,
});
export const formField = style({ flexGrow: 1, minWidth: 0 });
