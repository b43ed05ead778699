import { keyframes, style } from "@vanilla-extract/css";
import { recipe } from "@vanilla-extract/recipes";
import { media } from "../../design/tokens";
import { backdrop, centredBackdrop } from "../../design/overlay.css";
import { vars } from "../../design/theme.css";
import { stack } from "../../design/stack.css";
import { textStyle } from "../../design/text.css";

const popIn = keyframes({
  from: { opacity: 0, transform: "scale(0.96)" },
  to: { opacity: 1, transform: "scale(1)" },
});

/** The backdrop for each placement: the dialog in the middle, or a sheet along the bottom. */
export const overlay = {
  centre: centredBackdrop,
  bottom: style([backdrop, { display: "flex", alignItems: "flex-end" }]),
};

export const modal = recipe({
  base: {
    display: "flex",
    maxHeight: "100%",
    borderRadius: vars.radii.lg,
    backgroundColor: vars.colors.surface,
    boxShadow: vars.shadows.lg,
    selectors: { "&[data-entering]": { animation: `${popIn} ${vars.durations.normal} ease-out` } },
    "@media": { [media.reducedMotion]: { selectors: { "&[data-entering]": { animation: "none" } } } },
  },
  variants: {
    size: {
      sm: { width: "min(420px, 100%)" },
      md: { width: "min(640px, 100%)" },
    },
    placement: {
      centre: {},
      bottom: { width: "100%", maxHeight: "85vh", borderRadius: `${vars.radii.lg} ${vars.radii.lg} 0 0` },
    },
  },
  defaultVariants: { size: "md", placement: "centre" },
});

export const dialog = style([
  stack.lg,
  { position: "relative", width: "100%", padding: vars.space.xl, overflowY: "auto", outline: "none" },
]);

export const header = style({
  display: "flex",
  alignItems: "flex-start",
  justifyContent: "space-between",
  gap: vars.space.md,
});

export const title = style([textStyle({ size: "xl" }), { lineHeight: vars.lineHeight.tight }]);

/** Lines the × up with the title's first line. */
export const close = style({ width: 36, height: 36, marginTop: `calc(-1 * ${vars.space.xs})` });
