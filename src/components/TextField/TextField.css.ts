import { style } from "@vanilla-extract/css";
import { fieldBox } from "../../design/field.css";
import { vars } from "../../design/theme.css";

export const field = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xs,
  minWidth: 0,
});

export const textArea = style([
  fieldBox,
  { minHeight: "6rem", resize: "vertical", lineHeight: vars.lineHeight.normal },
]);

export const description = style({
  fontSize: vars.fontSize.sm,
  color: vars.colors.muted,
});

export const error = style({
  fontSize: vars.fontSize.sm,
  color: vars.colors.danger,
  fontWeight: vars.fontWeight.medium,
});
