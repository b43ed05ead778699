import { style } from "@vanilla-extract/css";
import { vars } from "../../design/theme.css";
import { inline, stack } from "../../design/stack.css";
import { textStyle } from "../../design/text.css";

export { section, sectionHeader as header, sectionTitle as title } from "./CartScreen.css";

export const note = textStyle({ size: "sm", tone: "muted" });

export const list = stack.sm;

export const option = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "flex-start",
  justifyContent: "space-between",
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.colors.border}`,
  borderRadius: vars.radii.md,
  backgroundColor: vars.colors.surface,
  selectors: { "&:has([data-selected])": { borderColor: vars.colors.brand } },
});

export const radio = style({
  flex: "1 1 16rem",
  display: "flex",
  alignItems: "flex-start",
  gap: vars.space.sm,
  cursor: "pointer",
  outline: "none",
  selectors: {
    "&[data-focus-visible]": { outline: `2px solid ${vars.colors.focus}`, outlineOffset: "4px" },
  },
});

export const dot = style({
  flexShrink: 0,
  marginTop: "0.2rem",
  width: "1rem",
  height: "1rem",
  borderRadius: vars.radii.full,
  border: `2px solid ${vars.colors.borderStrong}`,
  boxSizing: "border-box",
  selectors: { [`${radio}[data-selected] &`]: { borderWidth: "5px", borderColor: vars.colors.brand } },
});

export const text = style([stack.xxs, { minWidth: 0 }]);
export const titleRow = style([inline.xs, { alignItems: "center" }]);
export const lines = style({ fontSize: vars.fontSize.sm, color: vars.colors.muted });

export const actions = style({ display: "flex", gap: vars.space.xs });
