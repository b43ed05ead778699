import { style } from "@vanilla-extract/css";
import { media } from "../../../design/tokens";
import { vars } from "../../../design/theme.css";
import { chip } from "../../../design/chip.css";
import { fieldBox } from "../../../design/field.css";

export const bar = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.lg,
  padding: vars.space.lg,
  borderRadius: vars.radii.lg,
  backgroundColor: vars.colors.surface,
  border: `1px solid ${vars.colors.border}`,
});

export const topRow = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "flex-end",
  justifyContent: "space-between",
  gap: vars.space.md,
});

export const count = style({ margin: 0, fontWeight: vars.fontWeight.bold });

export const actions = style({
  display: "flex",
  alignItems: "flex-end",
  gap: vars.space.sm,
  flexWrap: "wrap",
});

/** The inline filter groups: shown from 640 px up; below it they live in the Filters dialog. */
export const inlinePanel = style({
  display: "none",
  "@media": { [media.aboveMobile]: { display: "flex" } },
});

/** The Filters button opening the dialog: mobile only. */
export const mobileOnly = style({
  display: "inline-flex",
  "@media": { [media.aboveMobile]: { display: "none" } },
});

export const groups = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.xl,
  alignItems: "flex-start",
  flexDirection: "column",
  "@media": { [media.aboveMobile]: { flexDirection: "row" } },
});

export const group = style({ display: "flex", flexDirection: "column", gap: vars.space.sm, minWidth: 0 });

export const groupLabel = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.bold });

export const options = style({ display: "flex", flexWrap: "wrap", gap: vars.space.xs });

export { chip };

export const swatch = style({
  width: "1rem",
  height: "1rem",
  borderRadius: vars.radii.full,
  border: `1px solid ${vars.colors.borderStrong}`,
  flexShrink: 0,
});

export const priceRow = style({ display: "flex", gap: vars.space.sm, alignItems: "flex-end" });

/** A price box: narrow, beside its partner. */
export const priceField = style({ width: "8rem" });

/** The sort Select's button, in the field box look. */
export const selectButton = style([
  fieldBox,
  {
    display: "flex",
    alignItems: "center",
    justifyContent: "space-between",
    gap: vars.space.sm,
    cursor: "pointer",
    textAlign: "left",
  },
]);

export const select = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xs,
  minWidth: "13rem",
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
  },
});

export const dialogActions = style({ display: "flex", gap: vars.space.sm, justifyContent: "flex-end" });
