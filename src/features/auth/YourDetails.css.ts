import { style } from "@vanilla-extract/css";
import { columnPage } from "../../design/layout.css";
import { inline, stack } from "../../design/stack.css";
import { textStyle } from "../../design/text.css";
import { vars } from "../../design/theme.css";

// My Account › Your details: sections like My Account › Privacy's, so the account pages match.
export const page = style([columnPage, { maxWidth: 760 }]);
export { focusablePageTitle as title, pageHeader as header, panel } from "../../design/panel.css";
export { form } from "./auth.css";

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

export const sectionTitle = style([textStyle({ size: "lg", weight: "bold" }), { outline: "none" }]);
export const text = textStyle({ size: "sm" });
export const muted = textStyle({ size: "sm", tone: "muted" });
export const actions = style([inline.sm, { alignItems: "center" }]);

/** The saved and changed lines: announced, and empty until there is something to say. */
export const saved = style([textStyle({ size: "sm" }), { color: vars.colors.success, margin: 0 }]);
/** A long address breaks anywhere rather than widening the page. */
export const email = style({ overflowWrap: "anywhere" });
