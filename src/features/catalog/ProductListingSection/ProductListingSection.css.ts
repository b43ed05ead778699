import { style } from "@vanilla-extract/css";
import { vars } from "../../../design/theme.css";
import { textStyle } from "../../../design/text.css";

export const section = style({ display: "flex", flexDirection: "column", gap: vars.space.xl });

export const centered = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  gap: vars.space.md,
  padding: `${vars.space["3xl"]} ${vars.space.lg}`,
  textAlign: "center",
});

export const message = textStyle({ size: "lg", weight: "bold" });
export const hint = textStyle({ tone: "muted" });
export const error = style([message, { color: vars.colors.danger }]);

export const more = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  gap: vars.space.sm,
  minHeight: 48,
});

/** The results, where the skip link puts focus (no ring: it is a landing place, not a control). */
export const results = style({ outline: "none" });
