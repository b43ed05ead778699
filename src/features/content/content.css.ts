import { globalStyle, style } from "@vanilla-extract/css";
import { breakpoints, media } from "../../design/tokens";
import { vars } from "../../design/theme.css";
import { pageTitle } from "../../design/typography.css";
import { columnPage } from "../../design/layout.css";
import { bareList, stack } from "../../design/stack.css";
import { surfaceBox } from "../../design/surface.css";
import { textStyle } from "../../design/text.css";

export const page = style([columnPage, { maxWidth: 860 }]);

export const header = style([
  stack.sm,
  { paddingBottom: vars.space.lg, borderBottom: `1px solid ${vars.colors.border}` },
]);

export const title = pageTitle;

export const updated = textStyle({ size: "sm", tone: "muted" });

export const lead = textStyle({ size: "lg", tone: "muted" });

export const section = style([stack.sm, { scrollMarginTop: vars.space["3xl"] }]);

export const sectionHeading = style([
  textStyle({ size: "xl", weight: "bold" }),
  { lineHeight: vars.lineHeight.tight },
]);

export const paragraph = style({ margin: 0 });

export const list = style([stack.xs, { margin: 0, paddingLeft: vars.space.xl }]);

export const contactCard = style([
  stack.sm,
  { padding: vars.space.xl, borderRadius: vars.radii.lg, backgroundColor: vars.colors.surfaceMuted },
]);

export const contactList = style([bareList, stack.xs]);

export const label = style({ fontWeight: vars.fontWeight.bold });

/** A postal address within a line of details: upright, not the browser's italics. */
export const address = style({ display: "inline", fontStyle: "normal" });

// ---- FAQ ----

export const faqGroup = style({
  display: "flex",
  flexDirection: "column",
  borderTop: `1px solid ${vars.colors.border}`,
});

export const faqItem = style({ borderBottom: `1px solid ${vars.colors.border}` });

export const faqHeading = textStyle({ size: "lg", weight: "bold" });

export const faqTrigger = style({
  all: "unset",
  boxSizing: "border-box",
  width: "100%",
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.md,
  padding: `${vars.space.lg} ${vars.space.xs}`,
  cursor: "pointer",
  fontWeight: vars.fontWeight.bold,
  selectors: {
    "&[data-hovered]": { color: vars.colors.accent },
    "&[data-focus-visible]": { outline: `2px solid ${vars.colors.focus}`, outlineOffset: 2 },
  },
});

export const faqIcon = style({
  flexShrink: 0,
  width: 12,
  height: 12,
  borderRight: `2px solid currentColor`,
  borderBottom: `2px solid currentColor`,
  transform: "rotate(45deg)",
  transition: `transform ${vars.durations.normal}`,
  selectors: { "[data-expanded] &": { transform: "rotate(-135deg)" } },
  "@media": { [media.reducedMotion]: { transition: "none" } },
});

export const faqPanel = style([
  stack.sm,
  { padding: `0 ${vars.space.xs} ${vars.space.lg}`, color: vars.colors.text },
]);

// ---- Help and Support ----

export const cards = style({
  display: "grid",
  gap: vars.space.lg,
  gridTemplateColumns: "1fr",
  "@media": { [media.aboveMobile]: { gridTemplateColumns: "repeat(2, 1fr)" } },
});

export const card = style([surfaceBox, stack.sm, { padding: vars.space.xl }]);

export const cardHeading = textStyle({ size: "lg", weight: "bold" });

export const inlineLinks = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "flex",
  flexWrap: "wrap",
  gap: `${vars.space.xs} ${vars.space.lg}`,
});

// ---- Contact ----

export const formCard = style([surfaceBox, stack.lg, { padding: vars.space.xl, boxShadow: vars.shadows.sm }]);

export const formActions = style({ display: "flex", justifyContent: "flex-start" });

export const centred = style({ textAlign: "center" });

export const ticketNumber = style({ whiteSpace: "nowrap", fontVariantNumeric: "tabular-nums" });

export const fieldError = style([
  textStyle({ size: "sm", tone: "danger" }),
  { margin: `${vars.space.xs} 0 0` },
]);
const belowMedium = `screen and (max-width: ${breakpoints.medium - 1}px)`;

// The retention table: three columns from a tablet up; on a phone each row is a card of its three cells.
export const tableScroll = style({ overflowX: "auto" });

export const table = style([
  textStyle({ size: "sm" }),
  {
    width: "100%",
    borderCollapse: "collapse",
    "@media": {
      [belowMedium]: { display: "block" },
    },
  },
]);

export const tableCaption = style([
  textStyle({ weight: "bold" }),
  { textAlign: "left", paddingBottom: vars.space.sm },
]);

globalStyle(`${table} th, ${table} td`, {
  textAlign: "left",
  verticalAlign: "top",
  padding: vars.space.sm,
  borderBottom: `1px solid ${vars.colors.border}`,
});

globalStyle(`${table} thead th`, { backgroundColor: vars.colors.surfaceMuted });

globalStyle(`${table} thead, ${table} tbody, ${table} tr, ${table} th, ${table} td, ${table} caption`, {
  "@media": { [belowMedium]: { display: "block" } },
});

globalStyle(`${table} thead`, {
  "@media": { [belowMedium]: { display: "none" } },
});

globalStyle(`${table} tbody tr`, {
  "@media": {
    [belowMedium]: {
      borderBottom: `1px solid ${vars.colors.border}`,
      paddingBlock: vars.space.sm,
    },
  },
});

globalStyle(`${table} tbody td, ${table} tbody th`, {
  "@media": { [belowMedium]: { borderBottom: "none", paddingBlock: vars.space.xs } },
});
