import { style } from "@vanilla-extract/css";
import { vars } from "../../design/theme.css";

export const row = style({ display: "flex", flexWrap: "wrap", gap: vars.space.md, alignItems: "flex-start" });

export const colour = style({
  width: "3.5rem",
  height: "2.75rem",
  padding: 2,
  border: `1px solid ${vars.colors.borderStrong}`,
  borderRadius: vars.radii.md,
  background: vars.colors.surface,
  cursor: "pointer",
});
