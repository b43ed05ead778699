import { style } from "@vanilla-extract/css";
import { vars } from "../../design/theme.css";

export const skipLink = style({
  position: "absolute",
  left: vars.space.sm,
  top: -48,
  zIndex: 100,
  padding: vars.space.sm,
  backgroundColor: vars.colors.surface,
  color: vars.colors.text,
  selectors: { "&:focus": { top: vars.space.sm } },
});

export const header = style({
  position: "sticky",
  top: 0,
  zIndex: 20,
  display: "flex",
  alignItems: "center",
  gap: vars.space.lg,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  backgroundColor: vars.colors.surface,
  borderBottom: `1px solid ${vars.colors.border}`,
});

export const logo = style({
  fontWeight: vars.fontWeight.black,
  fontSize: vars.fontSize.xl,
  letterSpacing: "0.12em",
  color: vars.colors.text,
  textDecoration: "none",
  flexShrink: 0,
});

export const nav = style({ overflowX: "auto", flexGrow: 1 });

export const navList = style({
  display: "flex",
  gap: vars.space.xs,
  listStyle: "none",
  margin: 0,
  padding: 0,
  whiteSpace: "nowrap",
});

export const navLink = style({
  display: "inline-block",
  padding: `${vars.space.sm} ${vars.space.sm}`,
  color: vars.colors.text,
  textDecoration: "none",
  fontWeight: vars.fontWeight.medium,
  borderRadius: vars.radii.sm,
  outline: "none",
  selectors: {
    "&[data-hovered]": { backgroundColor: vars.colors.surfaceMuted },
    "&[data-focus-visible]": { outline: `2px solid ${vars.colors.focus}` },
    '&[aria-current="page"]': { color: vars.colors.accent, textDecoration: "underline" },
  },
});

export const main = style({ minHeight: "60vh", outline: "none" });

export const footer = style({
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "space-between",
  gap: vars.space.md,
  padding: `${vars.space.xl} ${vars.space.lg}`,
  backgroundColor: vars.colors.brand,
  color: vars.colors.onBrand,
});

export const footerLogo = style([logo, { color: vars.colors.onBrand, fontSize: vars.fontSize.lg }]);
