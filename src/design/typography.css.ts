import { style } from "@vanilla-extract/css";
import { vars } from "./theme.css";
import { media } from "./tokens";

/** A page's h1: the listing, content and account pages share it. */
export const pageTitle = style({
  margin: 0,
  fontSize: vars.fontSize["2xl"],
  fontWeight: vars.fontWeight.black,
  lineHeight: vars.lineHeight.tight,
  letterSpacing: "-0.01em",
  "@media": { [media.medium]: { fontSize: vars.fontSize["3xl"] } },
});
