import { style } from "@vanilla-extract/css";
import { vars } from "../../design/theme.css";
import { stack } from "../../design/stack.css";

// The layer list's own look: it is fetched on demand (onDemand.tsx), apart from the panel around it.
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
