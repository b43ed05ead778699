import { globalStyle, style } from "@vanilla-extract/css";
import { surfaceBox } from "./surface.css";
import { textStyle } from "./text.css";
import { vars } from "./theme.css";

// The staff screens' tables of figures: a captioned table that scrolls sideways inside its box on a narrow
// screen, each row's name (its first cell, `stickyRowName`) staying in view.
export const tableBox = style([surfaceBox, { overflowX: "auto" }]);
export const table = style({ width: "100%", borderCollapse: "collapse", fontSize: vars.fontSize.sm });
export const caption = style([
  textStyle({ size: "md", weight: "medium" }),
  { textAlign: "left", padding: `${vars.space.sm} ${vars.space.md}` },
]);
globalStyle(`${table} th, ${table} td`, {
  padding: `${vars.space.xs} ${vars.space.sm}`,
  textAlign: "left",
  verticalAlign: "top",
  borderTop: `1px solid ${vars.colors.border}`,
});
globalStyle(`${table} thead th`, {
  fontWeight: vars.fontWeight.medium,
  color: vars.colors.muted,
  backgroundColor: vars.colors.surfaceMuted,
  verticalAlign: "bottom",
});
export const stickyRowName = style({
  position: "sticky",
  left: 0,
  zIndex: 1,
  backgroundColor: vars.colors.surface,
  whiteSpace: "nowrap",
});
