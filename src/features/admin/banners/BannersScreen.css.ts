import { style } from "@vanilla-extract/css";
import { inline, stack } from "../../../design/stack.css";
import { textStyle } from "../../../design/text.css";
import { vars } from "../../../design/theme.css";
import { media } from "../../../design/tokens";

/** A slide: both pictures at their own shapes, then its words; the pictures go above the words on a phone. */
export const slide = style([
  stack.sm,
  {
    "@media": { [media.medium]: { flexDirection: "row", alignItems: "flex-start" } },
  },
]);
export const pictures = style([inline.sm, { alignItems: "flex-end", flex: "none" }]);
export const picture = style([stack.xs, textStyle({ size: "sm", tone: "muted" })]);
export const desktopImage = style({
  width: 192,
  aspectRatio: "1600 / 600",
  objectFit: "cover",
  borderRadius: vars.radii.sm,
  background: vars.colors.surfaceMuted,
  display: "block",
});
export const mobileImage = style([desktopImage, { width: 58, aspectRatio: "800 / 1000" }]);
export const words = style([stack.xs, { minWidth: 0 }]);
export const detail = style([textStyle({ size: "sm", tone: "muted" }), { overflowWrap: "anywhere" }]);
