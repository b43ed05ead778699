import { style } from "@vanilla-extract/css";
import { vars } from "../../design/theme.css";

export const row = style({
  display: "flex",
  gap: vars.space.xs,
  maxWidth: 360,
  margin: 0,
  padding: 0,
  listStyle: "none",
});

export const mockup = style({
  display: "block",
  width: "100%",
  height: "auto",
  aspectRatio: "500 / 625",
  background: vars.colors.surface,
});

export const item = style({ flex: "1 1 0", minWidth: 0 });
