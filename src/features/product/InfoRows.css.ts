import { style } from "@vanilla-extract/css";
import { vars } from "../../design/theme.css";

export const rows = style({ display: "flex", flexDirection: "column", margin: 0 });

export const row = style({
  display: "flex",
  justifyContent: "space-between",
  gap: vars.space.md,
  padding: `${vars.space.sm} 0`,
  borderBottom: `1px solid ${vars.colors.border}`,
  fontSize: vars.fontSize.sm,
});

export const term = style({ color: vars.colors.muted });

export const value = style({
  margin: 0,
  fontWeight: vars.fontWeight.medium,
  selectors: {
    '&[data-tone="ok"]': { color: vars.colors.success },
    '&[data-tone="out"]': { color: vars.colors.danger },
  },
});
