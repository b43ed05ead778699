import { style } from "@vanilla-extract/css";
import { columnPage } from "../../design/layout.css";
import { inline, stack } from "../../design/stack.css";
import { textStyle } from "../../design/text.css";
import { vars } from "../../design/theme.css";
import { media } from "../../design/tokens";

export const page = style([columnPage, stack.lg, { width: "100%", maxWidth: 960, boxSizing: "border-box" }]);
export const header = stack.xs;
export const title = textStyle({ size: "xl", weight: "bold" });
export const facts = textStyle({ tone: "muted" });
export const note = textStyle({ tone: "muted" });

// Front and back side by side from tablet width, one above the other on a phone.
export const sides = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
  gap: vars.space.lg,
  "@media": { [media.aboveMobile]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" } },
});
export const side = style([stack.xs, { margin: 0 }]);
export const caption = textStyle({ size: "sm", tone: "muted" });
export const actions = inline.sm;
