import { style } from "@vanilla-extract/css";
import { media } from "../../design/tokens";
import { vars } from "../../design/theme.css";

export const fieldset = style({
  border: 0,
  margin: 0,
  padding: 0,
  minWidth: 0,
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
  gap: vars.space.md,
  "@media": { [media.aboveMobile]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" } },
});

export const wide = style({
  "@media": { [media.aboveMobile]: { gridColumn: "1 / -1" } },
});

export const radioGroup = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xs,
  "@media": { [media.aboveMobile]: { gridColumn: "1 / -1" } },
});

export const radioLabel = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.colors.text,
});

export const radioRow = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.sm,
});

export const radio = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.sm,
  minHeight: "2.75rem",
  padding: `${vars.space.xs} ${vars.space.md}`,
  border: `1px solid ${vars.colors.borderStrong}`,
  borderRadius: vars.radii.full,
  backgroundColor: vars.colors.surface,
  color: vars.colors.text,
  fontSize: vars.fontSize.sm,
  cursor: "pointer",
  selectors: {
    "&[data-selected]": {
      backgroundColor: vars.colors.brand,
      borderColor: vars.colors.brand,
      color: vars.colors.onBrand,
    },
    "&[data-focus-visible]": { outline: `2px solid ${vars.colors.focus}`, outlineOffset: "2px" },
    "&[data-disabled]": { cursor: "not-allowed", opacity: 0.6 },
  },
});

export const radioDot = style({
  width: "0.875rem",
  height: "0.875rem",
  borderRadius: vars.radii.full,
  border: "2px solid currentColor",
  boxSizing: "border-box",
  selectors: {
    [`${radio}[data-selected] &`]: { borderWidth: "4px" },
  },
});

export const error = style({
  fontSize: vars.fontSize.sm,
  color: vars.colors.danger,
  fontWeight: vars.fontWeight.medium,
});
