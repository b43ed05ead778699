import { style } from "@vanilla-extract/css";
import { media } from "../../../design/tokens";
import { vars } from "../../../design/theme.css";
import { bareList, inline, stack } from "../../../design/stack.css";
import { textStyle } from "../../../design/text.css";

export const footer = style({
  backgroundColor: vars.colors.brand,
  color: vars.colors.onBrand,
  padding: `${vars.space["2xl"]} ${vars.space.lg} ${vars.space.lg}`,
});

export const columns = style({
  display: "grid",
  gridTemplateColumns: "repeat(4, minmax(0, 1fr))",
  gap: vars.space.xl,
  maxWidth: 1200,
  margin: "0 auto",
  "@media": {
    "screen and (max-width: 1023px)": { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" },
    [media.mobile]: { gridTemplateColumns: "1fr" },
  },
});

export const column = stack.sm;

export const heading = style([
  textStyle({ size: "sm" }),
  { letterSpacing: "0.1em", textTransform: "uppercase" },
]);

export const list = style([bareList, stack.xs, { fontSize: vars.fontSize.sm }]);

const focusable = {
  outline: "none",
  selectors: {
    "&[data-hovered]": { textDecoration: "underline" },
    "&[data-focus-visible]": { outline: `2px solid ${vars.colors.onBrand}`, outlineOffset: 2 },
  },
} as const;

export const link = style({ color: "#e6e4df", textDecoration: "none", ...focusable });

export const address = style({ fontStyle: "normal", color: "#e6e4df", lineHeight: vars.lineHeight.normal });
export const label = style({ fontWeight: vars.fontWeight.bold });

export const social = style([inline.sm, { listStyle: "none", margin: `${vars.space.sm} 0 0`, padding: 0 }]);

export const socialLink = style({
  display: "inline-block",
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: "1px solid #8a8a8a",
  borderRadius: vars.radii.full,
  color: vars.colors.onBrand,
  fontSize: vars.fontSize.xs,
  textDecoration: "none",
  ...focusable,
});

export const bottom = style([
  inline.md,
  {
    alignItems: "center",
    justifyContent: "space-between",
    maxWidth: 1200,
    margin: `${vars.space.xl} auto 0`,
    paddingTop: vars.space.lg,
    borderTop: "1px solid #3a3a3a",
  },
]);

export const logo = style({
  fontWeight: vars.fontWeight.black,
  fontSize: vars.fontSize.lg,
  letterSpacing: "0.12em",
  color: vars.colors.onBrand,
  textDecoration: "none",
  ...focusable,
});

export const copyright = style({ margin: 0, fontSize: vars.fontSize.sm, color: "#e6e4df" });
