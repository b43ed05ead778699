import { style } from "@vanilla-extract/css";
import { chip } from "../../design/chip.css";
import { vars } from "../../design/theme.css";
import { inline, stack } from "../../design/stack.css";
import { textStyle } from "../../design/text.css";

export const group = stack.sm;

export const labelRow = style({ display: "flex", alignItems: "baseline", justifyContent: "space-between" });

export const label = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.bold });

export const value = style({ fontWeight: vars.fontWeight.regular });

export const row = inline.sm;

export const swatch = style({
  width: 40,
  height: 40,
  padding: 3,
  borderRadius: vars.radii.full,
  border: `2px solid transparent`,
  cursor: "pointer",
  selectors: {
    "&[data-selected]": { borderColor: vars.colors.text },
    "&[data-focus-visible]": { outline: `2px solid ${vars.colors.focus}`, outlineOffset: 2 },
  },
});

export const swatchColour = style({
  display: "block",
  width: "100%",
  height: "100%",
  borderRadius: vars.radii.full,
  // A light colour (white, beige) still shows its edge on the page.
  boxShadow: `inset 0 0 0 1px ${vars.colors.borderStrong}`,
});

export const sizeOption = style([
  chip,
  {
    flexDirection: "column",
    justifyContent: "center",
    minWidth: "3.25rem",
    minHeight: "2.75rem",
    borderRadius: vars.radii.md,
    gap: 0,
  },
]);

/** A sold-out size: crossed out and faint, still choosable (to ask for an alert), and clear once chosen. */
export const soldOut = style({
  textDecoration: "line-through",
  color: vars.colors.muted,
  borderStyle: "dashed",
  // Chosen, it takes the chosen chip's colours (chip's [data-selected] outranks the colour above).
  selectors: { "&[data-selected], &:has(input:checked)": { borderStyle: "solid" } },
});

export const size = style({ fontWeight: vars.fontWeight.bold });

export const lowStock = style({
  fontSize: vars.fontSize.xs,
  color: vars.colors.danger,
  whiteSpace: "nowrap",
  // On the chosen (dark) chip the warning takes the chip's own light text colour.
  selectors: {
    [`${sizeOption}[data-selected] &, ${sizeOption}:has(input:checked) &`]: { color: "inherit" },
  },
});

export const error = textStyle({ size: "sm", tone: "danger" });
