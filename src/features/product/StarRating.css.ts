import { style } from "@vanilla-extract/css";
import { vars } from "../../design/theme.css";

export const stars = style({
  display: "inline-flex",
  alignItems: "center",
  gap: 2,
  color: vars.colors.warning,
});

export const star = style({ width: "1.1em", height: "1.1em", flex: "none" });
