import { style } from "@vanilla-extract/css";
import { vars } from "../../design/theme.css";

export const panel = style({ display: "flex", flexDirection: "column", gap: vars.space.lg });

export const actions = style({
  display: "grid",
  gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
  gap: vars.space.md,
});
