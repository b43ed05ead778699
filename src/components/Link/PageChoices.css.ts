import { style } from "@vanilla-extract/css";
import { vars } from "../../design/theme.css";

/** A row of pill links that scrolls sideways on a phone, over a rule. */
export const choices = style({
  display: "flex",
  gap: vars.space.xs,
  overflowX: "auto",
  margin: 0,
  // Room for the focus ring (2px outline, 2px offset) inside the scrolling row, which clips overflow.
  padding: `${vars.space.xs} ${vars.space.xs}`,
  listStyle: "none",
  borderBottom: `1px solid ${vars.colors.border}`,
});

export const choice = style({ flexShrink: 0, display: "flex" });
