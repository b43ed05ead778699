import { style } from "@vanilla-extract/css";
import { vars } from "../../design/theme.css";

export const field = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xs,
  minWidth: 0,
});

export const label = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.colors.text,
});

export const input = style({
  width: "100%",
  minHeight: "2.75rem",
  padding: `${vars.space.sm} ${vars.space.md}`,
  fontSize: vars.fontSize.md,
  color: vars.colors.text,
  backgroundColor: vars.colors.surface,
  border: `1px solid ${vars.colors.borderStrong}`,
  borderRadius: vars.radii.md,
  outline: "none",
  transition: `border-color ${vars.durations.fast}`,
  selectors: {
    "&::placeholder": { color: vars.colors.muted },
    "&[data-hovered]": { borderColor: vars.colors.text },
    "&[data-focused]": { borderColor: vars.colors.text },
    "&[data-focus-visible]": { outline: `2px solid ${vars.colors.focus}`, outlineOffset: "1px" },
    "&[data-invalid]": { borderColor: vars.colors.danger },
    "&[data-disabled]": {
      cursor: "not-allowed",
      backgroundColor: vars.colors.surfaceMuted,
      color: vars.colors.muted,
    },
  },
});

export const textArea = style([
  input,
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
