import { style } from "@vanilla-extract/css";
import { fieldLabel } from "../../design/field.css";
import { vars } from "../../design/theme.css";
import { stack } from "../../design/stack.css";

export const field = stack.xs;

export const label = fieldLabel;

export const group = style({
  display: "inline-flex",
  alignItems: "stretch",
  width: "fit-content",
  border: `1px solid ${vars.colors.borderStrong}`,
  borderRadius: vars.radii.md,
  overflow: "hidden",
  backgroundColor: vars.colors.surface,
  selectors: {
    "&[data-focus-within]": { borderColor: vars.colors.text },
    // The number is typed in a borderless input inside the box, so the box wears the field's ring (as a
    // TextField's does) while the input has keyboard focus.
    "&[data-focus-visible]": { outline: `2px solid ${vars.colors.focus}`, outlineOffset: "1px" },
  },
});

export const button = style({
  width: "2.75rem",
  minHeight: "2.75rem",
  border: "none",
  background: "none",
  fontSize: vars.fontSize.lg,
  color: vars.colors.text,
  cursor: "pointer",
  selectors: {
    "&[data-disabled]": { color: vars.colors.muted, cursor: "not-allowed" },
    "&[data-hovered]:not([data-disabled])": { backgroundColor: vars.colors.surfaceMuted },
    "&[data-focus-visible]": { outline: `2px solid ${vars.colors.focus}`, outlineOffset: -2 },
  },
});

export const input = style({
  width: "3rem",
  border: "none",
  textAlign: "center",
  fontSize: vars.fontSize.md,
  color: vars.colors.text,
  backgroundColor: "transparent",
  outline: "none",
});
