import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "../../design/theme.css";

export const opener = style({
  padding: 0,
  border: "none",
  background: "none",
  color: vars.colors.text,
  fontSize: vars.fontSize.sm,
  textDecoration: "underline",
  cursor: "pointer",
  minHeight: 24,
  selectors: { "&[data-focus-visible]": { outline: `2px solid ${vars.colors.focus}`, outlineOffset: 2 } },
});

export const units = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.md,
  marginBottom: vars.space.md,
});

export const tableWrap = style({ overflowX: "auto" });

export const table = style({ width: "100%", borderCollapse: "collapse", fontSize: vars.fontSize.sm });

globalStyle(`${table} th, ${table} td`, {
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.colors.border}`,
  textAlign: "center",
});

globalStyle(`${table} thead th`, { backgroundColor: vars.colors.surfaceMuted });

export const caption = style({ textAlign: "left", paddingBottom: vars.space.sm, color: vars.colors.muted });

export const note = style({
  margin: `${vars.space.md} 0 0`,
  fontSize: vars.fontSize.sm,
  color: vars.colors.muted,
});
