import { style } from "@vanilla-extract/css";
import { media } from "../../../design/tokens";
import { vars } from "../../../design/theme.css";
import { bannerLink } from "../BannerCopy/BannerCopy.css";
import { textStyle } from "../../../design/text.css";

/** One slide move takes 500 ms (docs/product.md#constants). */
export const SLIDE_MS = 500;

export const carousel = style({
  position: "relative",
  width: "100%",
  overflow: "hidden",
  backgroundColor: vars.colors.surfaceMuted,
  borderRadius: vars.radii.lg,
});

/** Each list's carousel is shown only at its widths: the desktop one from 640 px, the mobile one below. */
export const onlyFor = {
  desktop: style({ "@media": { [media.mobile]: { display: "none" } } }),
  mobile: style({ "@media": { [media.aboveMobile]: { display: "none" } } }),
} as const;

// Desktop banners are 1600×600, mobile ones 800×1000.
const frame = style({
  aspectRatio: "8 / 3",
  "@media": { [media.mobile]: { aspectRatio: "4 / 5" } },
});

export const viewport = style([frame, { overflow: "hidden", width: "100%" }]);

export const track = style({
  display: "flex",
  height: "100%",
  transition: `transform ${SLIDE_MS}ms ease-in-out`,
  willChange: "transform",
  "@media": { [media.reducedMotion]: { transition: "none" } },
});

export const slide = style({ flex: "0 0 100%", height: "100%", position: "relative" });

export const slideLink = style([bannerLink, { display: "block", height: "100%" }]);

/** The slide's <picture> takes no box of its own: its image fills the slide. */
export const picture = style({ display: "contents" });

export const image = style({ display: "block", width: "100%", height: "100%", objectFit: "cover" });

export const placeholder = style([
  frame,
  {
    display: "flex",
    alignItems: "center",
    justifyContent: "center",
    width: "100%",
    backgroundColor: vars.colors.surfaceMuted,
    color: vars.colors.muted,
  },
]);

export const emptyText = textStyle({ weight: "bold" });

const control = style({
  position: "absolute",
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  border: "none",
  cursor: "pointer",
  backgroundColor: "rgba(17, 17, 17, 0.72)",
  color: vars.colors.onBrand,
  outline: "none",
  selectors: {
    "&[data-hovered]": { backgroundColor: "rgba(17, 17, 17, 0.9)" },
    "&[data-focus-visible]": { outline: `3px solid ${vars.colors.focus}`, outlineOffset: 2 },
  },
});

export const arrow = style([
  control,
  {
    top: "50%",
    transform: "translateY(-50%)",
    width: 44,
    height: 44,
    borderRadius: vars.radii.full,
    fontSize: vars.fontSize.xl,
  },
]);
export const prev = style({ left: vars.space.md });
export const next = style({ right: vars.space.md });

export const pause = style([
  control,
  {
    top: vars.space.md,
    right: vars.space.md,
    minWidth: 44,
    height: 32,
    padding: `0 ${vars.space.sm}`,
    borderRadius: vars.radii.full,
    fontSize: vars.fontSize.xs,
    fontWeight: vars.fontWeight.bold,
  },
]);

export const dots = style({
  position: "absolute",
  bottom: vars.space.md,
  left: "50%",
  transform: "translateX(-50%)",
  display: "flex",
  gap: vars.space.xs,
  margin: 0,
  padding: vars.space.xs,
  listStyle: "none",
  borderRadius: vars.radii.full,
  backgroundColor: "rgba(17, 17, 17, 0.45)",
});

export const dot = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: 24,
  height: 24,
  padding: 0,
  border: "none",
  background: "transparent",
  cursor: "pointer",
  outline: "none",
  borderRadius: vars.radii.full,
  selectors: {
    "&[data-focus-visible]": { outline: `3px solid ${vars.colors.focus}`, outlineOffset: 0 },
  },
});

export const dotMark = style({
  display: "block",
  width: 10,
  height: 10,
  borderRadius: vars.radii.full,
  backgroundColor: "rgba(255, 255, 255, 0.6)",
  selectors: {
    [`${dot}[aria-current="true"] &`]: { backgroundColor: vars.colors.onBrand, transform: "scale(1.25)" },
  },
});
