import { style } from "@vanilla-extract/css";
import { vars } from "../../design/theme.css";
import { media } from "../../design/tokens";
import { stickyBelowHeader } from "../../design/layout.css";
import { bareList, inline, stack } from "../../design/stack.css";
import { textStyle } from "../../design/text.css";

export { panel, panelText, panelTitle } from "../../design/panel.css";

export const page = style([
  stack.xl,
  { margin: "0 auto", maxWidth: 1200, padding: `${vars.space.lg} ${vars.space.lg} ${vars.space["3xl"]}` },
]);

export const steps = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "flex",
  justifyContent: "center",
  gap: vars.space.sm,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: "0.08em",
  color: vars.colors.muted,
});
export const step = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.sm,
  selectors: {
    '&[aria-current="step"]': {
      color: vars.colors.accent,
      textDecoration: "underline",
      textUnderlineOffset: "4px",
    },
  },
});
export const stepArrow = style({ color: vars.colors.muted });

export const columns = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
  gap: vars.space.xl,
  alignItems: "start",
  "@media": { [media.large]: { gridTemplateColumns: "minmax(0, 1fr) 22rem" } },
});
export const main = style([stack.xl, { minWidth: 0 }]);
export const side = style([stack.md, { "@media": { [media.large]: stickyBelowHeader } }]);

export const section = stack.md;
export const sectionHeader = style([inline.sm, { alignItems: "center", justifyContent: "space-between" }]);
export const sectionTitle = style([textStyle({ size: "lg", weight: "bold" }), { outline: "none" }]);

export const linesHeader = sectionHeader;
export const selectionText = style({ fontWeight: vars.fontWeight.bold, letterSpacing: "0.04em" });

export const lines = style([bareList, stack.md]);

export const placeOrder = stack.xs;
/** A line under Place Order: why it waits (`reason`), or what comes next for a guest (`guestNote`). */
const underPlaceOrder = style([textStyle({ size: "sm" }), { textAlign: "center" }]);
export const reason = style([underPlaceOrder, { color: vars.colors.danger }]);
export const guestNote = style([underPlaceOrder, { color: vars.colors.muted }]);
