import { style } from "@vanilla-extract/css";
import { vars } from "../../design/theme.css";

export const similar = style({ display: "flex", flexDirection: "column", gap: vars.space.md });

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
});
