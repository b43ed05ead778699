import { style } from "@vanilla-extract/css";
import { vars } from "../../design/theme.css";
import { bareList, inline } from "../../design/stack.css";

/** The staff area's bar of screens, under the shop's header: a row of tabs that wraps on a phone. */
export const nav = style({
  borderBottom: `1px solid ${vars.colors.border}`,
  backgroundColor: vars.colors.surfaceMuted,
  padding: `${vars.space.sm} ${vars.space.md}`,
});
export const navList = style([bareList, inline.md, { maxWidth: 1440, margin: "0 auto" }]);
export const navLink = style({
  display: "inline-block",
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radii.sm,
  color: vars.colors.text,
  fontWeight: vars.fontWeight.medium,
  textDecoration: "none",
  selectors: {
    "&:hover": { textDecoration: "underline" },
    // The screen itself, or one of its pages (a product of /admin/products).
    '&[aria-current="page"], &[aria-current="true"]': {
      backgroundColor: vars.colors.surface,
      boxShadow: `inset 0 -2px 0 ${vars.colors.brand}`,
    },
  },
});
