import { style } from "@vanilla-extract/css";
import { media } from "../../../design/tokens";
import { vars } from "../../../design/theme.css";

// Spec 9: 570 px on mobile; 80 % of the viewport height, at most 800 px, above.
export const hero = style({
  position: "relative",
  width: "100%",
  height: 570,
  overflow: "hidden",
  backgroundColor: vars.colors.surfaceMuted,
  "@media": {
    [media.aboveMobile]: { height: "min(80vh, 800px)" },
  },
});

export const loading = style([hero, { display: "flex", alignItems: "center", justifyContent: "center" }]);

export const fill = style({
  display: "block",
  width: "100%",
  height: "100%",
  objectFit: "cover",
});
