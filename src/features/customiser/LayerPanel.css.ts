import { style } from "@vanilla-extract/css";
import { vars } from "../../design/theme.css";
import { inline, stack } from "../../design/stack.css";
import { textStyle } from "../../design/text.css";

export const panel = stack.sm;

export const titleRow = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.sm,
  flexWrap: "wrap",
});

export const title = style([textStyle({ size: "md", weight: "bold" }), { outline: "none" }]);

export const history = inline.xs;

export const empty = textStyle({ size: "sm", tone: "muted" });

export const hint = textStyle({ size: "sm", tone: "muted" });

export const actions = inline.xs;
