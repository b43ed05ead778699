import { style } from "@vanilla-extract/css";
import { vars } from "../../design/theme.css";

export const list = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: "none",
});

// One coupon: a dashed ticket with what it gives on the left and Apply on the right.
export const offer = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.md,
  padding: vars.space.md,
  border: `1px dashed ${vars.colors.borderStrong}`,
  borderRadius: vars.radii.md,
});

export const about = style({ display: "flex", flexDirection: "column", gap: vars.space.xxs, minWidth: 0 });

export const code = style({
  margin: 0,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: "0.04em",
});

export const benefit = style({ margin: 0, color: vars.colors.success, fontWeight: vars.fontWeight.medium });

export const terms = style({
  margin: 0,
  paddingLeft: vars.space.lg,
  fontSize: vars.fontSize.sm,
  color: vars.colors.muted,
});

export const applied = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  color: vars.colors.success,
});

export const text = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.colors.muted });

export const problem = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "flex-start",
  gap: vars.space.md,
});
