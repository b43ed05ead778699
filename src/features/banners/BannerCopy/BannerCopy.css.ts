import { style } from "@vanilla-extract/css";
import { media } from "../../../design/tokens";
import { vars } from "../../../design/theme.css";

// A banner's words sit on a darkened part of its picture, whatever the picture: black at 60 % over the
// lightest possible pixel (white) leaves rgb(102 102 102), on which white text has a contrast of 5.7∶1
// (AA asks 4.5∶1). The darkening is full where the words are and fades out before the garment: the top
// of a phone's picture, the left half of a wide one.
const SHADE = "rgb(0 0 0 / 0.6)";
/** How far down a phone picture (and across a wide one) the shade is full: the words stay inside it. */
const PHONE_SHADE_END = "46%";
const WIDE_SHADE_END = "50%";

// Above the picture whatever its own stacking (a filtered picture is painted as a positioned one, in its
// order: the words come before it, to be read first).
const OVER_PICTURE = 1;

export const scrim = style({
  position: "absolute",
  inset: 0,
  zIndex: OVER_PICTURE,
  pointerEvents: "none",
  backgroundImage: `linear-gradient(180deg, ${SHADE} 0%, ${SHADE} ${PHONE_SHADE_END}, transparent 64%)`,
  "@media": {
    [media.aboveMobile]: {
      backgroundImage: `linear-gradient(90deg, ${SHADE} 0%, ${SHADE} ${WIDE_SHADE_END}, transparent 72%)`,
    },
  },
});

// Clear of the carousel's controls: its pause button at the top right and its arrows at mid-height on a
// phone (the words end above them), its left arrow on a wide screen (the words start after it).
export const copy = style({
  position: "absolute",
  zIndex: OVER_PICTURE,
  top: 0,
  left: 0,
  right: 0,
  maxHeight: PHONE_SHADE_END,
  boxSizing: "border-box",
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  gap: vars.space.sm,
  padding: `3.5rem ${vars.space.lg} 0`,
  overflow: "hidden",
  textAlign: "center",
  color: "#ffffff",
  "@media": {
    [media.aboveMobile]: {
      bottom: 0,
      right: "auto",
      width: WIDE_SHADE_END,
      maxHeight: "none",
      alignItems: "flex-start",
      justifyContent: "center",
      gap: vars.space.md,
      padding: `0 ${vars.space.lg} 0 max(4.5rem, 6%)`,
      textAlign: "start",
    },
  },
});

export const title = style({
  display: "block",
  fontSize: "clamp(1.5rem, 7vw, 2rem)",
  fontWeight: vars.fontWeight.black,
  lineHeight: vars.lineHeight.tight,
  letterSpacing: "-0.01em",
  "@media": { [media.aboveMobile]: { fontSize: "clamp(1.5rem, 3.4vw, 3rem)" } },
});

export const subtitle = style({
  display: "block",
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  "@media": { [media.aboveMobile]: { fontSize: "clamp(0.95rem, 1.5vw, 1.25rem)" } },
});

/** Looks like the shop's secondary button; the whole banner is the link it stands for. */
export const cta = style({
  display: "inline-block",
  marginTop: vars.space.xs,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderRadius: vars.radii.md,
  backgroundColor: vars.colors.surface,
  color: vars.colors.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: "0.02em",
  lineHeight: vars.lineHeight.tight,
  "@media": { [media.aboveMobile]: { fontSize: vars.fontSize.md } },
});

/**
 * A banner's link, whose picture and words fill it: positioned, so the words lie over it, and its focus
 * ring drawn on top of them (an outline would be painted under the positioned words and their shade).
 */
export const bannerLink = style({
  position: "relative",
  // Its layers stay its own: the words' z-index lifts them over its picture, not over the page.
  isolation: "isolate",
  outline: "none",
  selectors: {
    "&::after": {
      content: '""',
      position: "absolute",
      inset: 0,
      zIndex: OVER_PICTURE + 1,
      borderRadius: "inherit",
      pointerEvents: "none",
    },
    "&:focus-visible::after": { boxShadow: `inset 0 0 0 3px ${vars.colors.focus}` },
  },
});
