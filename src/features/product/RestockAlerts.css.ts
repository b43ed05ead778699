import { style } from "@vanilla-extract/css";
import { vars } from "../../design/theme.css";
import { textStyle } from "../../design/text.css";

export const section = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.sm,
  padding: vars.space.lg,
  border: `1px solid ${vars.colors.border}`,
  borderRadius: vars.radii.md,
  backgroundColor: vars.colors.surface,
});

export const title = textStyle({ size: "md", weight: "bold", tone: "danger" });

export const text = textStyle({ size: "sm", tone: "muted" });

export const sizes = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: "none",
});

export const size = style({ display: "flex", alignItems: "center", gap: vars.space.sm });

export const sizeName = style({ fontWeight: vars.fontWeight.bold, minWidth: "2.5rem" });
