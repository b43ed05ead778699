import { style } from "@vanilla-extract/css";
import { vars } from "../../design/theme.css";

export const skipLink = style({
  position: "absolute",
  left: vars.space.sm,
  top: -48,
  zIndex: 100,
  padding: vars.space.sm,
  backgroundColor: vars.colors.surface,
  color: vars.colors.text,
  selectors: { "&:focus": { top: vars.space.sm } },
});

export const main = style({ minHeight: "60vh", outline: "none" });
