import { style } from "@vanilla-extract/css";
import { media } from "../../../design/tokens";
import { vars } from "../../../design/theme.css";

/** The hero's pictures: the phone art is 800 × 1000, the wide art 1600 × 600 (and the video is made to match). */
export const PHONE_SHAPE = "4 / 5";
export const WIDE_SHAPE = "8 / 3";

// The box takes its picture's shape (spec 9 fixed it at 570 px on a phone and 80 % of the viewport above,
// which left a grey band under a picture that filled only ~480 px of it): the picture fills it whole and
// nothing of its words is cropped. At most 800 px tall on a very wide screen (cropped at its sides then).
export const hero = style({
  position: "relative",
  width: "100%",
  aspectRatio: PHONE_SHAPE,
  overflow: "hidden",
  backgroundColor: vars.colors.surfaceMuted,
  "@media": {
    [media.aboveMobile]: { aspectRatio: WIDE_SHAPE, maxHeight: 800 },
  },
});

/** A block the size of the box, so the image inside can fill it (a <picture> is inline otherwise). */
export const picture = style({ display: "block", width: "100%", height: "100%" });

export const loading = style([hero, { display: "flex", alignItems: "center", justifyContent: "center" }]);

export const fill = style({
  display: "block",
  width: "100%",
  height: "100%",
  objectFit: "cover",
});
