import { style } from "@vanilla-extract/css";
import { media } from "../../../design/tokens";
import { vars } from "../../../design/theme.css";

// The category grid is 2 columns, 4 at large width (docs/product.md#constants). On a phone it is one row that
// scrolls sideways (two and a half tiles in view, so the cut-off tile says there is more): four rows of tiles
// there put the first products two and a half screens down. The tiles are links, so the row is reachable by
// keyboard, and each one scrolls into view as it takes focus.
export const grid = style({
  listStyle: "none",
  display: "grid",
  gridAutoFlow: "column",
  gridAutoColumns: "38%",
  gap: vars.space.md,
  overflowX: "auto",
  overscrollBehaviorX: "contain",
  scrollSnapType: "x mandatory",
  // Room for the focus ring inside the scroller, which clips what overflows it.
  padding: 4,
  margin: -4,
  "@media": {
    [media.aboveMobile]: {
      gridAutoFlow: "row",
      gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
      overflowX: "visible",
      scrollSnapType: "none",
      padding: 0,
      margin: 0,
    },
    [media.large]: { gridTemplateColumns: "repeat(4, minmax(0, 1fr))", gap: vars.space.lg },
  },
});

export const item = style({ scrollSnapAlign: "start" });

export const tile = style({
  position: "relative",
  display: "block",
  // The tile, not the picture, keeps the 4:5 box: the picture is out of layout until the page's first
  // screen is painted (src/lib/laterPictures.ts).
  aspectRatio: "4 / 5",
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
  height: "100%",
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
