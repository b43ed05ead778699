import { style } from "@vanilla-extract/css";
import { vars } from "../../design/theme.css";

export const row = style({ display: "flex", gap: vars.space.sm, justifyContent: "center" });

export const thumb = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  gap: vars.space.xxs,
  width: "5.5rem",
  padding: vars.space.xxs,
  border: `1px solid ${vars.colors.border}`,
  borderRadius: vars.radii.md,
  background: vars.colors.surface,
  cursor: "pointer",
  selectors: {
    '&[aria-pressed="true"]': {
      borderColor: vars.colors.text,
      boxShadow: `inset 0 0 0 1px ${vars.colors.text}`,
    },
    "&[data-focus-visible]": { outline: `2px solid ${vars.colors.focus}`, outlineOffset: 2 },
  },
});

export const svg = style({ display: "block", width: "100%", height: "auto", pointerEvents: "none" });

export const caption = style({ fontSize: vars.fontSize.sm });
