import { style } from "@vanilla-extract/css";
import { chip } from "../../design/chip.css";
import { fieldLabel } from "../../design/field.css";
import { columnPage } from "../../design/layout.css";
import { vars } from "../../design/theme.css";
import { media } from "../../design/tokens";
import { inline, stack } from "../../design/stack.css";
import { textStyle } from "../../design/text.css";

export const page = style([columnPage, { width: "100%", maxWidth: 1120, boxSizing: "border-box" }]);

export { focusablePageTitle as title, pageHeader as header } from "../../design/panel.css";
export const subtitle = style({ margin: `${vars.space.xs} 0 0`, color: vars.colors.muted });

// 1, 2 or 3 columns, as in the original shop.
export const grid = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
  gap: vars.space.xl,
  "@media": {
    [media.aboveMobile]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" },
    [media.large]: { gridTemplateColumns: "repeat(3, minmax(0, 1fr))" },
  },
});

export const item = stack.sm;

export const itemActions = style({
  display: "grid",
  gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
  gap: vars.space.sm,
});

export { panel, panelText, panelTitle } from "../../design/panel.css";
export const errorText = textStyle({ weight: "medium", tone: "danger" });

export const sizeGroup = stack.sm;
export const sizeLabel = fieldLabel;
export const sizeRow = inline.sm;
export const size = style([chip, { minWidth: "3rem", minHeight: "2.75rem", justifyContent: "center" }]);

export const dialogActions = style([inline.sm, { justifyContent: "flex-end", marginTop: vars.space.md }]);

export const designs = style([
  stack.md,
  { marginTop: vars.space["2xl"], paddingTop: vars.space.xl, borderTop: `1px solid ${vars.colors.border}` },
]);
export const sectionTitle = textStyle({ size: "lg", weight: "bold" });
export const stackSm = stack.sm;
export const designFacts = stack.xs;
export const designTitle = textStyle({ weight: "bold" });
export const designPrice = textStyle({ weight: "bold" });
export const designLinks = style([inline.sm, { alignItems: "center", justifyContent: "space-between" }]);
