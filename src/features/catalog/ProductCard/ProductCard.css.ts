import { keyframes, style } from "@vanilla-extract/css";
import { media } from "../../../design/tokens";
import { vars } from "../../../design/theme.css";
import { stack } from "../../../design/stack.css";
import { textStyle } from "../../../design/text.css";

export const card = style({
  position: "relative",
  display: "flex",
  flexDirection: "column",
  height: "100%",
  backgroundColor: vars.colors.surface,
  border: `1px solid ${vars.colors.border}`,
  borderRadius: vars.radii.lg,
  overflow: "hidden",
  transition: `box-shadow ${vars.durations.normal}`,
  selectors: { "&:hover": { boxShadow: vars.shadows.md } },
});

const pulse = keyframes({ "0%, 100%": { opacity: 1 }, "50%": { opacity: 0.45 } });

export const frame = style({
  position: "relative",
  aspectRatio: "4 / 5",
  backgroundColor: vars.colors.surfaceMuted,
});

/**
 * Stands in for the picture until it has drawn. Its pulse (a `::before`, so `content-visibility` can skip
 * it) runs only where it is seen and once the page has settled (`<html data-settled>`, see
 * src/lib/pageSettled.ts): an endless animation makes the browser draw a frame 60 times a second, and on
 * the 2-core bench machine the cards' pulses kept the compositor busy through the whole load (7 ms of CPU
 * a frame, next to hydration), and for as long as the page stayed open for the lazy pictures far below.
 */
export const placeholder = style({
  position: "absolute",
  inset: 0,
  contentVisibility: "auto",
  selectors: {
    "&::before": { content: '""', position: "absolute", inset: 0, backgroundColor: vars.colors.border },
    "html[data-settled] &::before": { animation: `${pulse} 1.5s ease-in-out infinite` },
    // Under a picture that has drawn: hidden, and its pulse stopped.
    [`${frame}[data-loaded] &`]: { display: "none" },
  },
  "@media": {
    [media.reducedMotion]: { selectors: { "html[data-settled] &::before": { animation: "none" } } },
  },
});

export const image = style({
  position: "absolute",
  inset: 0,
  width: "100%",
  height: "100%",
  objectFit: "cover",
});

export const badges = style({
  position: "absolute",
  top: vars.space.sm,
  left: vars.space.sm,
  display: "flex",
  gap: vars.space.xs,
  zIndex: 2,
});

// The heart's slot, over the image's top-right corner (the heart itself is the wishlist feature's).
export const heart = style({
  position: "absolute",
  top: vars.space.sm,
  right: vars.space.sm,
  zIndex: 2,
});

export const body = style([stack.xs, { padding: vars.space.md, flexGrow: 1 }]);

export const category = style({
  margin: 0,
  fontSize: vars.fontSize.xs,
  textTransform: "uppercase",
  letterSpacing: "0.08em",
  color: vars.colors.muted,
});

export const name = style([textStyle({ size: "md", weight: "bold" }), { lineHeight: vars.lineHeight.tight }]);

// The name's link covers the whole card, so a click anywhere opens the product ("stretched link");
// the heart and Order Now sit above it.
export const nameLink = style({
  color: "inherit",
  textDecoration: "none",
  outline: "none",
  selectors: {
    "&::after": { content: '""', position: "absolute", inset: 0, zIndex: 1 },
    "&[data-focus-visible]::after": { outline: `2px solid ${vars.colors.focus}`, outlineOffset: -2 },
    "&[data-hovered]": { textDecoration: "underline" },
  },
});

export const rating = textStyle({ size: "sm", tone: "muted" });

export const star = style({ color: vars.colors.warning });

export const description = style([
  textStyle({ size: "sm", tone: "muted" }),
  { display: "-webkit-box", WebkitLineClamp: 2, WebkitBoxOrient: "vertical", overflow: "hidden" },
]);

export const footer = style([stack.sm, { marginTop: "auto", paddingTop: vars.space.sm }]);

export const orderNow = style({ position: "relative", zIndex: 2 });
