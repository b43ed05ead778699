import { globalStyle, style } from "@vanilla-extract/css";
import { columnPage } from "../../../design/layout.css";
import { stack } from "../../../design/stack.css";
import { stickyRowName, table } from "../../../design/dataTable.css";
import { surfaceCard } from "../../../design/surface.css";
import { textStyle } from "../../../design/text.css";
import { vars } from "../../../design/theme.css";
import { media } from "../../../design/tokens";
export { state } from "../HeadlinesScreen.css";

// A reading screen: four figures, then two tables of at most five columns.
export const page = style([columnPage, { width: "100%", maxWidth: 1040 }]);
export const intro = style([textStyle({ tone: "muted" }), { maxWidth: "46rem" }]);
export const section = stack.md;
export const sectionTitle = textStyle({ size: "xl", weight: "bold" });
export const hint = textStyle({ size: "sm", tone: "muted" });

// Every page: one card per metric, two by two on a phone, four in a row from a tablet up.
export const figures = style({
  display: "grid",
  gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: "none",
  "@media": { [media.medium]: { gridTemplateColumns: "repeat(4, minmax(0, 1fr))" } },
});
export const figure = style([surfaceCard, { gap: vars.space.xs, padding: vars.space.md }]);
export const figureName = textStyle({ size: "sm", tone: "muted", weight: "medium" });
export const figureValue = textStyle({ size: "xl", weight: "bold" });

// The tables: src/design/dataTable.css.ts.
export { caption, table, tableBox } from "../../../design/dataTable.css";
export const rowName = style([stickyRowName]);
globalStyle(`${table} tbody th${rowName}`, { fontWeight: vars.fontWeight.medium });
export const cell = style([stack.xs, { alignItems: "flex-start", minWidth: "8.5rem" }]);
export const cellValue = textStyle({ weight: "bold" });
export const cellSamples = textStyle({ size: "sm", tone: "muted" });
