import { style } from "@vanilla-extract/css";
import { vars } from "../../design/theme.css";
import { media } from "../../design/tokens";

export const gallery = style({ minWidth: 0 });

// Small screens: one image at a time, swiped (scroll snapping); large: all of them, two per row.
export const slides = style({
  display: "flex",
  margin: 0,
  padding: 0,
  listStyle: "none",
  overflowX: "auto",
  scrollSnapType: "x mandatory",
  scrollbarWidth: "none",
  outline: "none",
  selectors: { "&:focus-visible": { outline: `3px solid ${vars.colors.focus}`, outlineOffset: 2 } },
  "@media": {
    [media.large]: {
      display: "grid",
      gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
      gap: vars.space.sm,
      overflow: "visible",
    },
  },
});

export const slide = style({
  flex: "0 0 100%",
  scrollSnapAlign: "start",
  aspectRatio: "4 / 5",
  backgroundColor: vars.colors.surfaceMuted,
});

export const image = style({ display: "block", width: "100%", height: "100%", objectFit: "cover" });

export const dots = style({
  display: "flex",
  justifyContent: "center",
  gap: vars.space.xs,
  paddingTop: vars.space.sm,
  "@media": { [media.large]: { display: "none" } },
});

// A 24 px target around an 8 px dot.
export const dot = style({
  width: 24,
  height: 24,
  padding: 0,
  border: "none",
  background: "none",
  cursor: "pointer",
  display: "grid",
  placeItems: "center",
  outline: "none",
  "::before": {
    content: '""',
    width: 8,
    height: 8,
    borderRadius: vars.radii.full,
    backgroundColor: vars.colors.border,
  },
  selectors: {
    '&[aria-current="true"]::before': { backgroundColor: vars.colors.text },
    "&[data-focus-visible]": { outline: `2px solid ${vars.colors.focus}` },
  },
});
