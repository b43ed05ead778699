import { style } from "@vanilla-extract/css";
import { vars } from "../../design/theme.css";
import { stack } from "../../design/stack.css";
import { textStyle } from "../../design/text.css";

export const section = stack.sm;

export const title = textStyle({ size: "lg", weight: "bold" });

export const subtitle = style({
  margin: `${vars.space.sm} 0 0`,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
});

export const list = style({ margin: 0 });

export const row = style({
  display: "grid",
  gridTemplateColumns: "minmax(7.5rem, 10rem) 1fr",
  gap: vars.space.md,
  padding: `${vars.space.sm} 0`,
  borderBottom: `1px solid ${vars.colors.border}`,
});

export const term = textStyle({ size: "sm", tone: "muted" });

export const value = style({ margin: 0, fontSize: vars.fontSize.sm, overflowWrap: "anywhere" });

export const link = style({
  color: vars.colors.text,
  selectors: { "&:focus-visible": { outline: `2px solid ${vars.colors.focus}`, outlineOffset: 2 } },
});
