import { style } from "@vanilla-extract/css";
import { settingsSectionTitle } from "../../design/panel.css";
import { inline } from "../../design/stack.css";
import { textStyle } from "../../design/text.css";
import { vars } from "../../design/theme.css";

// My Account › Your details: sections like My Account › Privacy's, so the account pages match.
export {
  settingsPage as page,
  settingsSection as section,
  settingsSubtitle as subtitle,
} from "../../design/panel.css";
export { focusablePageTitle as title, pageHeader as header, panel } from "../../design/panel.css";
export { form } from "./auth.css";

export const sectionTitle = style([settingsSectionTitle, { outline: "none" }]);
export const text = textStyle({ size: "sm" });
export const muted = textStyle({ size: "sm", tone: "muted" });
export const actions = style([inline.sm, { alignItems: "center" }]);

/** The saved and changed lines: announced, and empty until there is something to say. */
export const saved = style([textStyle({ size: "sm" }), { color: vars.colors.success, margin: 0 }]);
/** A long address breaks anywhere rather than widening the page. */
export const email = style({ overflowWrap: "anywhere" });
