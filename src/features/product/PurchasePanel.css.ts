import { style } from "@vanilla-extract/css";
import { vars } from "../../design/theme.css";
import { stack } from "../../design/stack.css";

export const panel = stack.lg;

export const actions = style({
  display: "grid",
  gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
  gap: vars.space.md,
});
