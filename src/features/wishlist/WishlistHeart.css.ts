import { style } from "@vanilla-extract/css";
import { vars } from "../../design/theme.css";

/** A round white button over a product image; red and filled when the product is wishlisted. */
export const heart = style({
  display: "grid",
  placeItems: "center",
  width: 40,
  height: 40,
  borderRadius: vars.radii.full,
  border: "none",
  backgroundColor: "rgba(255, 255, 255, 0.92)",
  color: vars.colors.text,
  cursor: "pointer",
  outline: "none",
  selectors: {
    "&[data-focus-visible]": { outline: `2px solid ${vars.colors.focus}`, outlineOffset: 2 },
    "&[data-selected]": { color: vars.colors.accent },
    "&[data-pressed]": { transform: "scale(0.94)" },
  },
});
