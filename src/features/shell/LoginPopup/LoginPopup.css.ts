import { keyframes, style } from "@vanilla-extract/css";
import { media } from "../../../design/tokens";
import { vars } from "../../../design/theme.css";

const popIn = keyframes({
  from: { opacity: 0, transform: "scale(0.96)" },
  to: { opacity: 1, transform: "scale(1)" },
});

export const overlay = style({
  position: "fixed",
  inset: 0,
  zIndex: 70,
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  padding: vars.space.lg,
  backgroundColor: "rgba(17, 17, 17, 0.5)",
});

export const modal = style({
  width: "min(420px, 100%)",
  borderRadius: vars.radii.lg,
  backgroundColor: vars.colors.surface,
  boxShadow: vars.shadows.lg,
  selectors: { "&[data-entering]": { animation: `${popIn} ${vars.durations.normal} ease-out` } },
  "@media": { [media.reducedMotion]: { selectors: { "&[data-entering]": { animation: "none" } } } },
});

export const dialog = style({
  position: "relative",
  display: "flex",
  flexDirection: "column",
  gap: vars.space.md,
  padding: vars.space.xl,
  textAlign: "center",
  outline: "none",
});

export const close = style({
  position: "absolute",
  top: vars.space.sm,
  right: vars.space.sm,
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: 36,
  height: 36,
  border: "none",
  borderRadius: vars.radii.full,
  background: "transparent",
  color: vars.colors.text,
  cursor: "pointer",
  outline: "none",
  selectors: {
    "&[data-hovered]": { backgroundColor: vars.colors.surfaceMuted },
    "&[data-focus-visible]": { outline: `2px solid ${vars.colors.focus}` },
  },
});

export const title = style({ margin: 0, fontSize: vars.fontSize.xl });
export const text = style({ margin: 0, color: vars.colors.muted });
export const actions = style({ display: "flex", flexDirection: "column", gap: vars.space.sm });
