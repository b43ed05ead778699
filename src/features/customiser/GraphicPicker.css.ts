import { style } from "@vanilla-extract/css";
import { bareList } from "../../design/stack.css";
import { vars } from "../../design/theme.css";

export const grid = style([
  bareList,
  { display: "grid", gridTemplateColumns: "repeat(auto-fill, minmax(4.5rem, 1fr))", gap: vars.space.xs },
]);

export const tile = style({
  display: "block",
  width: "100%",
  aspectRatio: "1",
  padding: vars.space.xs,
  border: `1px solid ${vars.colors.border}`,
  borderRadius: vars.radii.md,
  background: vars.colors.surfaceMuted,
  cursor: "pointer",
  selectors: {
    "&[data-hovered]": { borderColor: vars.colors.text },
    "&[data-focus-visible]": { outline: `2px solid ${vars.colors.focus}`, outlineOffset: 2 },
    "&[data-disabled]": { cursor: "not-allowed", opacity: 0.5 },
  },
});

export const picture = style({ display: "block", width: "100%", height: "100%", objectFit: "contain" });
