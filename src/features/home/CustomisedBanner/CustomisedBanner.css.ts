import { style } from "@vanilla-extract/css";
import { vars } from "../../../design/theme.css";

export const link = style({
  display: "block",
  overflow: "hidden",
  borderRadius: vars.radii.lg,
  outline: "none",
  selectors: {
    "&[data-focus-visible]": { outline: `3px solid ${vars.colors.focus}`, outlineOffset: 2 },
  },
});

export const image = style({ display: "block", width: "100%", height: "auto" });
