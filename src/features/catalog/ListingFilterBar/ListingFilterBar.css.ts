import { style } from "@vanilla-extract/css";
import { media } from "../../../design/tokens";
import { vars } from "../../../design/theme.css";
import { chip } from "../../../design/chip.css";
import { inline, stack } from "../../../design/stack.css";
import { textStyle } from "../../../design/text.css";

export const bar = style([
  stack.lg,
  {
    padding: vars.space.lg,
    borderRadius: vars.radii.lg,
    backgroundColor: vars.colors.surface,
    border: `1px solid ${vars.colors.border}`,
  },
]);

export const topRow = style([inline.md, { alignItems: "flex-end", justifyContent: "space-between" }]);

export const count = textStyle({ weight: "bold" });

export const actions = style([inline.sm, { alignItems: "flex-end" }]);

/** The inline filter groups: shown from 640 px up; below it they live in the Filters dialog. */
export const inlinePanel = style({
  display: "none",
  "@media": { [media.aboveMobile]: { display: "flex" } },
});

/** The Filters button's chevron, turned over while its panel is open. */
export const panelChevron = style({
  display: "inline-flex",
  marginInlineStart: vars.space.xs,
  verticalAlign: "middle",
  transition: `transform ${vars.durations.fast}`,
  selectors: { '[aria-expanded="true"] &': { transform: "rotate(180deg)" } },
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

export const group = style([stack.sm, { minWidth: 0 }]);

export const groupLabel = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.bold });

export const options = inline.xs;

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

/** What is wrong with the range, under both boxes and no wider than them. */
export const priceProblem = style([
  textStyle({ size: "sm", weight: "medium", tone: "danger" }),
  { maxWidth: "16.5rem" },
]);

export const dialogActions = style({ display: "flex", gap: vars.space.sm, justifyContent: "flex-end" });
