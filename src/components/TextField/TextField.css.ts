import { style } from "@vanilla-extract/css";
import { fieldBox } from "../../design/field.css";
import { vars } from "../../design/theme.css";
import { stack } from "../../design/stack.css";

export const field = style([stack.xs, { minWidth: 0 }]);

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
