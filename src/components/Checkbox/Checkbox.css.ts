import { style } from "@vanilla-extract/css";
import { vars } from "../../design/theme.css";

export const checkbox = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.sm,
  minHeight: "2.75rem",
  fontSize: vars.fontSize.sm,
  color: vars.colors.text,
  cursor: "pointer",
  selectors: { "&[data-disabled]": { cursor: "not-allowed", opacity: 0.6 } },
});

export const box = style({
  flexShrink: 0,
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: "1.25rem",
  height: "1.25rem",
  border: `2px solid ${vars.colors.borderStrong}`,
  borderRadius: vars.radii.sm,
  backgroundColor: vars.colors.surface,
  color: vars.colors.onBrand,
  selectors: {
    [`${checkbox}[data-selected] &, ${checkbox}[data-indeterminate] &`]: {
      backgroundColor: vars.colors.brand,
      borderColor: vars.colors.brand,
    },
    [`${checkbox}[data-focus-visible] &`]: {
      outline: `2px solid ${vars.colors.focus}`,
      outlineOffset: "2px",
    },
    [`${checkbox}[data-invalid] &`]: { borderColor: vars.colors.danger },
  },
});
