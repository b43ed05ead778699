import { style } from "@vanilla-extract/css";
import { vars } from "../../design/theme.css";
import { inline, stack } from "../../design/stack.css";
import { textStyle } from "../../design/text.css";

export const panel = stack.sm;

export const titleRow = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.sm,
  flexWrap: "wrap",
});

export const title = style([textStyle({ size: "md", weight: "bold" }), { outline: "none" }]);

export const history = inline.xs;

export const empty = textStyle({ size: "sm", tone: "muted" });

export const hint = textStyle({ size: "sm", tone: "muted" });

export const list = style([
  stack.xxs,
  { border: `1px solid ${vars.colors.border}`, borderRadius: vars.radii.md, padding: vars.space.xxs },
]);

export const item = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radii.sm,
  fontSize: vars.fontSize.sm,
  cursor: "pointer",
  outline: "none",
  selectors: {
    "&[data-hovered]": { background: vars.colors.surfaceMuted },
    "&[data-selected]": { background: vars.colors.infoSoft, fontWeight: vars.fontWeight.bold },
    "&[data-focus-visible]": { outline: `2px solid ${vars.colors.focus}`, outlineOffset: -2 },
  },
});

export const actions = inline.xs;
