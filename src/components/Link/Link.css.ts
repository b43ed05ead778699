import { styleVariants, style } from "@vanilla-extract/css";
import { vars } from "../../design/theme.css";

const base = style({
  color: vars.colors.text,
  textUnderlineOffset: "0.2em",
  cursor: "pointer",
  outline: "none",
  borderRadius: vars.radii.sm,
  selectors: {
    "&[data-focus-visible]": { outline: `2px solid ${vars.colors.focus}`, outlineOffset: "2px" },
    "&[data-pressed]": { opacity: 0.8 },
    "&[data-disabled]": { cursor: "not-allowed", color: vars.colors.muted },
    "&[data-current]": { fontWeight: vars.fontWeight.bold },
  },
});

export const link = styleVariants({
  inline: [
    base,
    {
      textDecoration: "underline",
      selectors: { "&[data-hovered]": { color: vars.colors.accent } },
    },
  ],
  standalone: [
    base,
    {
      fontWeight: vars.fontWeight.bold,
      textDecoration: "none",
      selectors: { "&[data-hovered]": { textDecoration: "underline" } },
    },
  ],
  subtle: [
    base,
    {
      color: vars.colors.muted,
      textDecoration: "none",
      selectors: { "&[data-hovered]": { color: vars.colors.text, textDecoration: "underline" } },
    },
  ],
});
