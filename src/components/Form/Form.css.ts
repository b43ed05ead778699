import { style } from "@vanilla-extract/css";
import { vars } from "../../design/theme.css";

export const error = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radii.md,
  backgroundColor: vars.colors.dangerSoft,
  color: vars.colors.danger,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  outline: "none",
  selectors: {
    "&:empty": { display: "none" },
    "&:focus-visible": { outline: `2px solid ${vars.colors.focus}`, outlineOffset: "2px" },
  },
});
