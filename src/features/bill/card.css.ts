import { style } from "@vanilla-extract/css";
import { vars } from "../../design/theme.css";

// The look of the bill's boxes (price details, coupons): a bordered white card with a small caps title.
export const card = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.md,
  padding: vars.space.lg,
  border: `1px solid ${vars.colors.border}`,
  borderRadius: vars.radii.lg,
  backgroundColor: vars.colors.surface,
});

export const cardTitle = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: "0.04em",
  textTransform: "uppercase",
});
