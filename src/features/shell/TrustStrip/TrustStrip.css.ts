import { style } from "@vanilla-extract/css";
import { media } from "../../../design/tokens";
import { vars } from "../../../design/theme.css";

/** Two by two on a phone (one short band under the hero); from the medium breakpoint up, as many to a row
 * as fit at 11rem each: one row across the home page, two by two in a product page's narrower column. */
export const strip = style({
  listStyle: "none",
  margin: 0,
  padding: `${vars.space.md} ${vars.space.lg}`,
  display: "grid",
  gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
  gap: `${vars.space.sm} ${vars.space.lg}`,
  backgroundColor: vars.colors.surfaceMuted,
  borderRadius: vars.radii.lg,
  "@media": {
    [media.medium]: { gridTemplateColumns: "repeat(auto-fit, minmax(11rem, 1fr))" },
  },
});

export const item = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.colors.text,
  lineHeight: vars.lineHeight.tight,
});

export const icon = style({ display: "inline-flex", flexShrink: 0, color: vars.colors.accent });
