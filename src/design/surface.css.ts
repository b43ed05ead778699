import { style } from "@vanilla-extract/css";
import { stack } from "./stack.css";
import { vars } from "./theme.css";

// The shop's white box on the tinted page: bill boxes, order cards and panels, filter boxes, cart lines.
// One recipe so a change of border, radius or surface reaches them all.

/** Border, rounded corners and the surface colour; the box's own layout is its user's. */
export const surfaceBox = style({
  border: `1px solid ${vars.colors.border}`,
  borderRadius: vars.radii.lg,
  backgroundColor: vars.colors.surface,
});

/** The box with the usual inner space, its parts in a column. */
export const surfaceCard = style([surfaceBox, stack.md, { padding: vars.space.lg }]);
