import { style } from "@vanilla-extract/css";
import { vars } from "../../design/theme.css";
import { columnPage } from "../../design/layout.css";
import { inline, stack } from "../../design/stack.css";
import { textStyle } from "../../design/text.css";

export const page = style([columnPage, { maxWidth: 760 }]);
export { focusablePageTitle as title, pageHeader as header } from "../../design/panel.css";
export { panel, panelText, panelTitle, panelActions } from "../../design/panel.css";

export const subtitle = textStyle({ size: "sm", tone: "muted" });

export const section = style([
  stack.sm,
  {
    padding: vars.space.lg,
    border: `1px solid ${vars.colors.border}`,
    borderRadius: vars.radii.lg,
    backgroundColor: vars.colors.surface,
  },
]);

export const sectionTitle = textStyle({ size: "lg", weight: "bold" });
export const text = textStyle({ size: "sm" });
export const muted = textStyle({ size: "sm", tone: "muted" });
export const danger = style([section, { borderColor: vars.colors.danger }]);
export const actions = style([inline.sm, { alignItems: "center" }]);
export const list = style([textStyle({ size: "sm" }), { margin: 0, paddingInlineStart: vars.space.lg }]);
export const dialogActions = style([inline.sm, { justifyContent: "flex-end", marginTop: vars.space.md }]);
export const dialogBody = style([stack.sm]);
