import { style } from "@vanilla-extract/css";
import { media } from "../../../design/tokens";
import { vars } from "../../../design/theme.css";
import { stack } from "../../../design/stack.css";

/** The hero's pictures: the phone art is 800 × 1000, the wide art 1600 × 600 (and the video is made to match). */
export const PHONE_SHAPE = "4 / 5";
export const WIDE_SHAPE = "8 / 3";

// The box takes its picture's shape (the original shop fixed it at 570 px on a phone and 80 % of the viewport
// above, which left a grey band under a picture that filled only ~480 px of it): the picture fills it whole
// and nothing of its words is cropped. At most 800 px tall on a very wide screen (cropped at its sides then).
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

/** The video, over the picture it replaces once it plays (the picture stays as its still until then). */
export const overlayFill = style([fill, { position: "absolute", inset: 0 }]);

// The banner's words as text over its picture, where the picture leaves room for them: the top of the
// phone art (its garment is in the lower half), the left of the wide art (garment on the right). Sizes
// follow the box's width as the painted words did, so the layout matches the art at every width.
export const words = style([
  stack.md,
  {
    position: "absolute",
    inset: 0,
    alignItems: "center",
    justifyContent: "flex-start",
    padding: "11% 6% 0",
    textAlign: "center",
    color: "#ffffff",
    textShadow: "0 1px 3px rgb(0 0 0 / 0.45)",
    "@media": {
      [media.aboveMobile]: {
        alignItems: "flex-start",
        justifyContent: "center",
        padding: "0 0 0 7%",
        maxWidth: "55%",
        textAlign: "start",
      },
    },
  },
]);

export const title = style({
  margin: 0,
  fontSize: "clamp(1.75rem, 10.5vw, 3.5rem)",
  fontWeight: vars.fontWeight.black,
  lineHeight: vars.lineHeight.tight,
  "@media": {
    [media.aboveMobile]: { fontSize: "clamp(1.75rem, 5.4vw, 5.5rem)" },
  },
});

export const subtitle = style({
  margin: 0,
  fontSize: "clamp(1rem, 4.4vw, 1.5rem)",
  "@media": {
    [media.aboveMobile]: { fontSize: "clamp(1rem, 2.2vw, 2.25rem)" },
  },
});

export const shopNow = style({ textShadow: "none", marginTop: vars.space.sm });
