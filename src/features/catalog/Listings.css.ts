import { style } from "@vanilla-extract/css";
import { measure, media } from "../../design/tokens";
import { vars } from "../../design/theme.css";
import { stack } from "../../design/stack.css";

/** Category tiles: 2 columns, 4 at large (docs/product.md#constants). */
export const tiles = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
  gap: vars.space.lg,
  "@media": { [media.large]: { gridTemplateColumns: "repeat(4, minmax(0, 1fr))" } },
});

export const tile = style({
  position: "relative",
  display: "block",
  overflow: "hidden",
  borderRadius: vars.radii.lg,
  backgroundColor: vars.colors.surfaceMuted,
  color: vars.colors.onBrand,
  textDecoration: "none",
  aspectRatio: "4 / 5",
  outline: "none",
  selectors: {
    "&[data-focus-visible]": { outline: `3px solid ${vars.colors.focus}`, outlineOffset: "2px" },
  },
});

export const tileImage = style({
  width: "100%",
  height: "100%",
  objectFit: "cover",
  display: "block",
  transition: `transform ${vars.durations.normal}`,
  selectors: { [`${tile}[data-hovered] &`]: { transform: "scale(1.04)" } },
  "@media": { [media.reducedMotion]: { transition: "none" } },
});

export const tileLabel = style({
  position: "absolute",
  insetInline: 0,
  bottom: 0,
  padding: vars.space.md,
  background: "linear-gradient(transparent, rgba(17, 17, 17, 0.85))",
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.lg,
});

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.black,
});

export const block = stack.lg;

export const copy = style([
  stack.sm,
  { maxWidth: measure(70), margin: "0 auto", color: vars.colors.muted, lineHeight: vars.lineHeight.normal },
]);

export const categoryListing = style({ paddingTop: vars.space.lg });

export const comingSoon = style([
  stack.sm,
  { alignItems: "center", padding: `${vars.space["3xl"]} ${vars.space.lg}`, textAlign: "center" },
]);

export const comingSoonTitle = style({
  margin: 0,
  fontSize: vars.fontSize["2xl"],
  fontWeight: vars.fontWeight.black,
});
