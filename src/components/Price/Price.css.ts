import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "../../design/theme.css";

export const root = style({
  display: "inline-flex",
  flexWrap: "wrap",
  alignItems: "baseline",
  columnGap: vars.space.sm,
  rowGap: vars.space.xxs,
  margin: 0,
  fontVariantNumeric: "tabular-nums",
});

export const size = styleVariants({
  sm: { fontSize: vars.fontSize.sm },
  md: { fontSize: vars.fontSize.md },
  lg: { fontSize: vars.fontSize.xl },
});

export const final = style({
  fontWeight: vars.fontWeight.bold,
  color: vars.colors.text,
});

export const original = style({
  color: vars.colors.muted,
  fontSize: "0.875em",
  textDecoration: "line-through",
});

export const discount = style({
  color: vars.colors.success,
  fontSize: "0.875em",
  fontWeight: vars.fontWeight.bold,
});
