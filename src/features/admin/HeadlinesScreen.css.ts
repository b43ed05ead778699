import { style } from "@vanilla-extract/css";
import { callout } from "../../design/callout.css";
import { columnPage, formStack } from "../../design/layout.css";
import { inline, stack } from "../../design/stack.css";
import { surfaceBox } from "../../design/surface.css";
import { textStyle } from "../../design/text.css";
import { vars } from "../../design/theme.css";
import { media } from "../../design/tokens";

// A working screen, as the orders board's, but a single column of lines: no wider than reads well.
export const page = style([columnPage, { width: "100%", maxWidth: 960 }]);

export const toolbar = style([
  stack.md,
  {
    "@media": {
      [media.medium]: { flexDirection: "row", alignItems: "flex-start", justifyContent: "space-between" },
    },
  },
]);
export const intro = style([textStyle({ tone: "muted" }), { maxWidth: "40rem" }]);
export const status = textStyle({ size: "sm", weight: "medium" });

export const rows = style([
  surfaceBox,
  { listStyle: "none", margin: 0, padding: 0, display: "flex", flexDirection: "column", overflow: "hidden" },
]);
/** A line: its words and schedule, its state, its buttons; the buttons go under the words on a phone. */
export const row = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr) auto",
  gridTemplateAreas: `"main state" "actions actions"`,
  gap: `${vars.space.sm} ${vars.space.md}`,
  padding: vars.space.md,
  selectors: { "& + &": { borderTop: `1px solid ${vars.colors.border}` } },
  "@media": {
    [media.large]: {
      gridTemplateColumns: "minmax(0, 1fr) auto auto",
      gridTemplateAreas: `"main state actions"`,
      alignItems: "center",
    },
  },
});
export const rowMain = style([stack.xs, { gridArea: "main", minWidth: 0 }]);
export const rowText = style([textStyle({ weight: "medium" }), { overflowWrap: "anywhere" }]);
export const rowSchedule = textStyle({ size: "sm", tone: "muted" });
export const rowState = style({
  gridArea: "state",
  justifySelf: "end",
  alignSelf: "start",
  "@media": { [media.large]: { alignSelf: "center" } },
});
export const rowActions = style([inline.xs, { gridArea: "actions" }]);

export { panel as state } from "../../design/panel.css";
export const stateText = textStyle({ weight: "medium" });

export const dialogForm = formStack;
export const dialogText = textStyle({});
export const dialogActions = style([inline.sm, { justifyContent: "flex-end" }]);
/** Start and end side by side where there is room. */
export const timeFields = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
  gap: vars.space.md,
  "@media": { [media.medium]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" } },
});
export const failure = style([callout({ tone: "danger" }), { fontWeight: vars.fontWeight.medium }]);
