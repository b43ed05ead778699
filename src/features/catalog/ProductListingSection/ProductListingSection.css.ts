import { style } from "@vanilla-extract/css";
import { vars } from "../../../design/theme.css";
import { stack } from "../../../design/stack.css";
import { textStyle } from "../../../design/text.css";

export const section = stack.xl;

export const centered = style([
  stack.md,
  { alignItems: "center", padding: `${vars.space["3xl"]} ${vars.space.lg}`, textAlign: "center" },
]);

export const message = textStyle({ size: "lg", weight: "bold" });
export const hint = textStyle({ tone: "muted" });
export const error = style([message, { color: vars.colors.danger }]);

export const more = style([stack.sm, { alignItems: "center", minHeight: 48 }]);

/** The results, where the skip link puts focus (no ring: it is a landing place, not a control). */
export const results = style({ outline: "none" });
