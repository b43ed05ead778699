import { globalStyle, style } from "@vanilla-extract/css";
import { callout } from "../../../design/callout.css";
import { columnPage } from "../../../design/layout.css";
import { inline, stack } from "../../../design/stack.css";
import { stickyRowName, table } from "../../../design/dataTable.css";
import { surfaceCard } from "../../../design/surface.css";
import { textStyle } from "../../../design/text.css";
import { vars } from "../../../design/theme.css";
import { media } from "../../../design/tokens";
export { visuallyHidden } from "../../../design/utils.css";
export { state } from "../HeadlinesScreen.css";

// A working screen of two garments, each a short form and a table no wider than seven columns.
export const page = style([columnPage, { width: "100%", maxWidth: 960 }]);
export const intro = style([textStyle({ tone: "muted" }), { maxWidth: "44rem" }]);

export const section = stack.md;
export const sectionTitle = textStyle({ size: "xl", weight: "bold" });

// The prices: side by side with their button where there is room, one under the other on a phone.
export const prices = style([surfaceCard, { gap: vars.space.sm }]);
export const priceFields = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
  gap: vars.space.md,
  alignItems: "end",
  "@media": { [media.medium]: { gridTemplateColumns: "repeat(2, minmax(0, 12rem)) auto" } },
});
export const pricesButton = style({ justifySelf: "start" });
export const hint = textStyle({ size: "sm", tone: "muted" });
export const saved = style([callout({ tone: "success" }), { fontWeight: vars.fontWeight.medium }]);
export const failed = style([callout({ tone: "danger" }), { fontWeight: vars.fontWeight.medium }]);

// The table (src/design/dataTable.css.ts), its headings on one line each.
export { caption, table, tableBox } from "../../../design/dataTable.css";
globalStyle(`${table} thead th`, { whiteSpace: "nowrap" });
export const sizeHeader = style({});
globalStyle(`${table} th${sizeHeader}`, { textAlign: "right" });
export const colourCell = style([stickyRowName]);
globalStyle(`${table} tbody th${colourCell}`, { fontWeight: vars.fontWeight.medium, paddingTop: "0.7rem" });
export const colourName = style([inline.xs, { alignItems: "center", flexWrap: "nowrap" }]);
export const swatch = style({
  width: "1rem",
  height: "1rem",
  flexShrink: 0,
  borderRadius: "50%",
  border: `1px solid ${vars.colors.borderStrong}`,
});
/** A count sits under its size, by its last digit. */
export const countCell = style({});
globalStyle(`${table} td${countCell}`, { textAlign: "right" });
export const countField = style({ alignItems: "flex-end" });
/** Room for 1,00,000 and no more. */
export const countInput = style({
  width: "5.75rem",
  paddingLeft: vars.space.sm,
  paddingRight: vars.space.sm,
});
export const notSold = textStyle({ size: "sm", tone: "muted" });
/** A column of its own width, so a row's message wraps inside it and never moves the counts. */
export const saveHeader = style({ width: "12rem" });
export const saveCell = style([stack.xs, { alignItems: "flex-start", width: "11rem" }]);
export const rowSaved = style([
  textStyle({ size: "sm", tone: "success" }),
  { selectors: { "&:empty": { display: "none" } } },
]);
export const rowFailed = textStyle({ size: "sm", tone: "danger", weight: "medium" });
