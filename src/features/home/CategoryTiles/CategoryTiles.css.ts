import { style } from "@vanilla-extract/css";
import { media } from "../../../design/tokens";
import { vars } from "../../../design/theme.css";

// Spec 2.10: the category grid is 2 columns, 4 at large width.
export const grid = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
  gap: vars.space.md,
  "@media": { [media.large]: { gridTemplateColumns: "repeat(4, minmax(0, 1fr))", gap: vars.space.lg } },
});

export const tile = style({
  position: "relative",
  display: "block",
  overflow: "hidden",
  borderRadius: vars.radii.lg,
  backgroundColor: vars.colors.surfaceMuted,
  color: vars.colors.text,
  textDecoration: "none",
  outline: "none",
  selectors: {
    "&[data-focus-visible]": { outline: `3px solid ${vars.colors.focus}`, outlineOffset: 2 },
  },
});

export const image = style({
  display: "block",
  width: "100%",
  height: "auto",
  aspectRatio: "4 / 5",
  objectFit: "cover",
  transition: `transform ${vars.durations.normal} ease`,
  selectors: { [`${tile}[data-hovered] &`]: { transform: "scale(1.04)" } },
  "@media": { [media.reducedMotion]: { transition: "none" } },
});

export const label = style({
  position: "absolute",
  left: vars.space.sm,
  right: vars.space.sm,
  bottom: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radii.md,
  backgroundColor: "rgba(255, 255, 255, 0.92)",
  fontWeight: vars.fontWeight.bold,
  textAlign: "center",
});
