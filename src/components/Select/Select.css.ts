import { style } from "@vanilla-extract/css";
import { recipe } from "@vanilla-extract/recipes";
import { fieldBox } from "../../design/field.css";
import { vars } from "../../design/theme.css";

export const select = recipe({
  base: { display: "flex", flexDirection: "column", gap: vars.space.xs },
  variants: { size: { md: { minWidth: "13rem" }, compact: { minWidth: "4.5rem" } } },
});

/** The Select's button, in the field box look. */
export const button = recipe({
  base: [
    fieldBox,
    {
      display: "flex",
      alignItems: "center",
      justifyContent: "space-between",
      gap: vars.space.sm,
      cursor: "pointer",
      textAlign: "left",
    },
  ],
  variants: {
    size: {
      md: {},
      compact: {
        minHeight: "2.25rem",
        padding: `${vars.space.xs} ${vars.space.sm}`,
        fontSize: vars.fontSize.sm,
      },
    },
  },
});

export const popover = style({
  minWidth: "var(--trigger-width)",
  backgroundColor: vars.colors.surface,
  border: `1px solid ${vars.colors.border}`,
  borderRadius: vars.radii.md,
  boxShadow: vars.shadows.md,
  overflow: "auto",
});

export const listBox = style({ outline: "none", padding: vars.space.xs });

export const option = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radii.sm,
  cursor: "pointer",
  outline: "none",
  selectors: {
    "&[data-focused]": { backgroundColor: vars.colors.surfaceMuted },
    "&[data-selected]": { fontWeight: vars.fontWeight.bold },
    "&[data-disabled]": { cursor: "not-allowed", color: vars.colors.muted, textDecoration: "line-through" },
  },
});
