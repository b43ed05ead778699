import { globalStyle, style } from "@vanilla-extract/css";
import { fieldBox, fieldLabel } from "../../../design/field.css";
import { columnPage } from "../../../design/layout.css";
import { pageHeader } from "../../../design/panel.css";
import { inline, stack } from "../../../design/stack.css";
import { surfaceBox, surfaceCard } from "../../../design/surface.css";
import { textStyle } from "../../../design/text.css";
import { vars } from "../../../design/theme.css";
import { media } from "../../../design/tokens";
export { visuallyHidden } from "../../../design/utils.css";

// A working screen, as wide as the orders board.
export const page = style([columnPage, { width: "100%", maxWidth: 1440 }]);
export const header = pageHeader;
export const headerActions = inline.sm;
export const workspace = stack.lg;

export const filters = surfaceCard;
// Two to a row on a phone, the search and the lists with long values (a status, a sort) across; four to a
// row when wide, the search two wide. Every list is wide enough for its longest value: a native select
// shortens one its own way (cut before the arrow in one Chromium, under it in another), and a filter
// read as "Drafts and pu" is no filter a person can read.
export const filterFields = style({
  display: "grid",
  gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
  gap: vars.space.md,
  alignItems: "end",
  "@media": { [media.large]: { gridTemplateColumns: "repeat(4, minmax(0, 1fr))" } },
});
export const searchField = style({
  gridColumn: "1 / -1",
  "@media": { [media.large]: { gridColumn: "span 2" } },
});
export const wideField = style({
  gridColumn: "1 / -1",
  "@media": { [media.large]: { gridColumn: "auto" } },
});
export const field = style([stack.xs, { minWidth: 0 }]);
export const label = fieldLabel;
// The native control keeps the field look; it is a plain element (a GET form before hydration), so its
// states come from CSS, not react-aria's data attributes.
export const control = style([
  fieldBox,
  {
    selectors: {
      "&:hover": { borderColor: vars.colors.text },
      "&:focus": { borderColor: vars.colors.text },
      "&:focus-visible": { outline: `2px solid ${vars.colors.focus}`, outlineOffset: "1px" },
    },
  },
]);
export const filterActions = inline.sm;

export const state = style([surfaceBox, stack.md, { alignItems: "center", padding: vars.space.xl }]);
export const stateText = textStyle({ tone: "muted" });
export const summary = textStyle({ size: "sm", tone: "muted" });

// The table scrolls sideways inside its box on a narrow screen, so no column is squeezed unreadable.
export const tableBox = style([surfaceBox, { overflowX: "auto" }]);
export const table = style({
  width: "100%",
  borderCollapse: "collapse",
  fontSize: vars.fontSize.sm,
});
globalStyle(`${table} th, ${table} td`, {
  padding: `${vars.space.sm} ${vars.space.md}`,
  textAlign: "left",
  verticalAlign: "middle",
  borderBottom: `1px solid ${vars.colors.border}`,
});
globalStyle(`${table} th`, {
  fontWeight: vars.fontWeight.medium,
  color: vars.colors.muted,
  whiteSpace: "nowrap",
  backgroundColor: vars.colors.surfaceMuted,
});
globalStyle(`${table} tbody tr:last-child td`, { borderBottom: "none" });
export const numeric = style({ textAlign: "right", whiteSpace: "nowrap" });
globalStyle(`${table} th${numeric}, ${table} td${numeric}`, { textAlign: "right" });

export const productCell = style([
  inline.sm,
  { alignItems: "center", flexWrap: "nowrap", minWidth: "14rem" },
]);
export const thumb = style({
  width: 48,
  height: 60,
  flexShrink: 0,
  objectFit: "cover",
  borderRadius: vars.radii.sm,
  backgroundColor: vars.colors.surfaceMuted,
});
export const noThumb = style([
  thumb,
  textStyle({ size: "sm", tone: "muted" }),
  { display: "grid", placeItems: "center", textAlign: "center" },
]);
export const nameBlock = stack.xs;
export const muted = textStyle({ size: "sm", tone: "muted" });
export const struck = style({
  textDecoration: "line-through",
  color: vars.colors.muted,
  marginLeft: vars.space.xs,
});
export const badges = style([inline.xs, { justifyContent: "flex-end" }]);
export const nowrap = style({ whiteSpace: "nowrap" });

export const pager = style([inline.sm, { alignItems: "center", justifyContent: "space-between" }]);
export const pagerLinks = inline.sm;
