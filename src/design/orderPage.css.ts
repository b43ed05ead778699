import { style } from "@vanilla-extract/css";
import { vars } from "./theme.css";
import { media } from "./tokens";
import { stack } from "./stack.css";
import { textStyle } from "./text.css";

// The head and grid an order's page shares with the order confirmation: title and facts (date, badges,
// delivery estimate) above, then the order's boxes in two columns on a large screen.

export const orderHeader = stack.sm;
export const orderFacts = style({
  margin: 0,
  display: "flex",
  flexWrap: "wrap",
  gap: `${vars.space.xs} ${vars.space.lg}`,
  color: vars.colors.muted,
  overflowWrap: "anywhere",
});
export const orderDelivery = textStyle({ weight: "medium", tone: "success" });
export const orderGrid = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
  gap: vars.space.xl,
  alignItems: "start",
  "@media": { [media.large]: { gridTemplateColumns: "minmax(0, 3fr) minmax(0, 2fr)" } },
});
