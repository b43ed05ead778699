import { globalStyle, keyframes, style } from "@vanilla-extract/css";
import { media } from "../../../design/tokens";
import { vars } from "../../../design/theme.css";
import { stack } from "../../../design/stack.css";
import { textStyle } from "../../../design/text.css";

const slideIn = keyframes({ from: { transform: "translateX(100%)" }, to: { transform: "translateX(0)" } });
const slideOut = keyframes({ from: { transform: "translateX(0)" }, to: { transform: "translateX(100%)" } });

export const drawer = style({
  position: "fixed",
  top: 0,
  right: 0,
  bottom: 0,
  width: "min(380px, 90vw)",
  overflowY: "auto",
  backgroundColor: vars.colors.surface,
  boxShadow: vars.shadows.lg,
  selectors: {
    "&[data-entering]": { animation: `${slideIn} ${vars.durations.normal} ease-out` },
    "&[data-exiting]": { animation: `${slideOut} ${vars.durations.fast} ease-in` },
  },
  "@media": {
    [media.reducedMotion]: {
      selectors: { "&[data-entering], &[data-exiting]": { animation: "none" } },
    },
  },
});

export const dialog = style([stack.xl, { padding: vars.space.xl, outline: "none" }]);

export const top = style({ display: "flex", alignItems: "center", justifyContent: "space-between" });

export const title = style([textStyle({ size: "xl" }), { overflowWrap: "anywhere" }]);

export const section = stack.sm;

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.fontSize.xs,
  letterSpacing: "0.08em",
  textTransform: "uppercase",
  color: vars.colors.muted,
});

export const details = style([stack.sm, { margin: 0 }]);

export const detail = style({
  display: "grid",
  gridTemplateColumns: "6rem 1fr",
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
});
globalStyle(`${detail} dt`, { color: vars.colors.muted });
globalStyle(`${detail} dd`, { margin: 0, overflowWrap: "anywhere" });

export const authActions = stack.sm;

export const links = style({
  display: "flex",
  flexDirection: "column",
  listStyle: "none",
  margin: 0,
  padding: 0,
});

export const link = style({
  display: "block",
  padding: `${vars.space.sm} 0`,
  borderBottom: `1px solid ${vars.colors.surfaceMuted}`,
  color: vars.colors.text,
  textDecoration: "none",
  outline: "none",
  selectors: {
    "&[data-hovered]": { color: vars.colors.accent },
    "&[data-focus-visible]": { outline: `2px solid ${vars.colors.focus}` },
  },
});

export const subTitle = style({
  margin: `${vars.space.sm} 0 0`,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
});

export const empty = textStyle({ size: "sm", tone: "muted" });
