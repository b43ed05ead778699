import { keyframes, style } from "@vanilla-extract/css";
import { recipe } from "@vanilla-extract/recipes";
import { vars } from "../../design/theme.css";
import { stack } from "../../design/stack.css";

export { card as bill, cardTitle as title } from "./card.css";

export const rows = style([
  stack.sm,
  {
    margin: 0,
    transition: `opacity ${vars.durations.fast}`,
    selectors: { "&[data-updating]": { opacity: 0.6 } },
  },
]);

export const row = recipe({
  base: {
    display: "flex",
    justifyContent: "space-between",
    alignItems: "flex-start",
    gap: vars.space.md,
    // One line's height for every row, filled or not, so the skeleton and the bill take the same space.
    minHeight: "1.5rem",
    fontSize: vars.fontSize.sm,
  },
  variants: {
    tone: {
      saving: { color: vars.colors.success },
      total: {
        marginTop: vars.space.xs,
        paddingTop: vars.space.sm,
        borderTop: `1px solid ${vars.colors.border}`,
        fontSize: vars.fontSize.md,
        fontWeight: vars.fontWeight.bold,
      },
    },
  },
});

export const value = style({ margin: 0, textAlign: "right", whiteSpace: "nowrap" });

export const rates = style({
  margin: 0,
  paddingTop: vars.space.xs,
  paddingLeft: vars.space.lg,
  color: vars.colors.muted,
  fontSize: vars.fontSize.xs,
});

const shimmer = keyframes({ "0%": { opacity: 0.5 }, "50%": { opacity: 1 }, "100%": { opacity: 0.5 } });

export const placeholder = style({
  display: "inline-block",
  width: "4.5rem",
  height: "1em",
  verticalAlign: "middle",
  borderRadius: vars.radii.sm,
  backgroundColor: vars.colors.surfaceMuted,
  animation: `${shimmer} 1.2s ease-in-out infinite`,
  "@media": { "(prefers-reduced-motion: reduce)": { animation: "none" } },
});

export const taxNote = style({ margin: 0, fontSize: vars.fontSize.xs, color: vars.colors.muted });
