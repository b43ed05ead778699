import { style } from "@vanilla-extract/css";
import { callout } from "../../design/callout.css";
import { vars } from "../../design/theme.css";

/** The form's own error line: a danger callout that takes focus when a submit fails. */
export const error = style([
  callout({ tone: "danger" }),
  {
    fontWeight: vars.fontWeight.medium,
    outline: "none",
    selectors: { "&:focus-visible": { outline: `2px solid ${vars.colors.focus}`, outlineOffset: "2px" } },
  },
]);
