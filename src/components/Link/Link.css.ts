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
  // One of a row of choices that are pages (Upper Wear's categories): the current one filled.
  pill: [
    base,
    {
      padding: `${vars.space.sm} ${vars.space.md}`,
      borderRadius: vars.radii.full,
      fontWeight: vars.fontWeight.medium,
      textDecoration: "none",
      selectors: {
        "&[data-current]": {
          backgroundColor: vars.colors.brand,
          color: vars.colors.onBrand,
          fontWeight: vars.fontWeight.medium,
        },
        "&[data-hovered]:not([data-current])": { backgroundColor: vars.colors.surfaceMuted },
      },
    },
  ],
});
