import { style } from "@vanilla-extract/css";
import { vars } from "./theme.css";

/** A pill that is selected or not (a react-aria Radio, Checkbox or ToggleButton): filter chips, address type. */
export const chip = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xs,
  minHeight: "2.25rem",
  padding: `${vars.space.xs} ${vars.space.md}`,
  border: `1px solid ${vars.colors.borderStrong}`,
  borderRadius: vars.radii.full,
  backgroundColor: vars.colors.surface,
  color: vars.colors.text,
  fontSize: vars.fontSize.sm,
  cursor: "pointer",
  selectors: {
    // Before the page's code has arrived (or without it) the chip's own radio or checkbox is what is checked.
    "&[data-selected], &:has(input:checked)": {
      backgroundColor: vars.colors.brand,
      borderColor: vars.colors.brand,
      color: vars.colors.onBrand,
    },
    "&[data-hovered]:not([data-selected])": { borderColor: vars.colors.text },
    "&[data-focus-visible]": { outline: `2px solid ${vars.colors.focus}`, outlineOffset: "2px" },
    "&[data-disabled]": { cursor: "not-allowed", opacity: 0.6 },
  },
});
