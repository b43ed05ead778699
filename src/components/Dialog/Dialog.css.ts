import { keyframes, style } from "@vanilla-extract/css";
import { recipe } from "@vanilla-extract/recipes";
import { media } from "../../design/tokens";
import { vars } from "../../design/theme.css";
import { closeButton } from "../../design/utils.css";

const popIn = keyframes({
  from: { opacity: 0, transform: "scale(0.96)" },
  to: { opacity: 1, transform: "scale(1)" },
});
const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const overlay = style({
  position: "fixed",
  inset: 0,
  zIndex: 80,
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  padding: vars.space.lg,
  backgroundColor: "rgba(17, 17, 17, 0.5)",
  selectors: { "&[data-entering]": { animation: `${fadeIn} ${vars.durations.normal}` } },
  "@media": { [media.reducedMotion]: { selectors: { "&[data-entering]": { animation: "none" } } } },
});

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
  },
  defaultVariants: { size: "md" },
});

export const dialog = style({
  position: "relative",
  display: "flex",
  flexDirection: "column",
  gap: vars.space.lg,
  width: "100%",
  padding: vars.space.xl,
  overflowY: "auto",
  outline: "none",
});

export const header = style({
  display: "flex",
  alignItems: "flex-start",
  justifyContent: "space-between",
  gap: vars.space.md,
});

export const title = style({ margin: 0, fontSize: vars.fontSize.xl, lineHeight: vars.lineHeight.tight });

export const close = style([
  closeButton,
  { flexShrink: 0, width: 36, height: 36, marginTop: `calc(-1 * ${vars.space.xs})` },
]);
