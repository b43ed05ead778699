import { style } from "@vanilla-extract/css";
import { settingsSection } from "../../design/panel.css";
import { vars } from "../../design/theme.css";
import { inline, stack } from "../../design/stack.css";
import { textStyle } from "../../design/text.css";

export { focusablePageTitle as title, pageHeader as header } from "../../design/panel.css";
export { panel, panelText, panelTitle, panelActions } from "../../design/panel.css";
// My Account › Privacy's sections: the account's settings pages share them (src/design/panel.css.ts).
export {
  settingsPage as page,
  settingsSection as section,
  settingsSectionTitle as sectionTitle,
  settingsSubtitle as subtitle,
} from "../../design/panel.css";

export const text = textStyle({ size: "sm" });
export const muted = textStyle({ size: "sm", tone: "muted" });
export const danger = style([settingsSection, { borderColor: vars.colors.danger }]);
export const actions = style([inline.sm, { alignItems: "center" }]);
export const list = style([textStyle({ size: "sm" }), { margin: 0, paddingInlineStart: vars.space.lg }]);
export const dialogActions = style([inline.sm, { justifyContent: "flex-end", marginTop: vars.space.md }]);
export const dialogBody = style([stack.sm]);
