import { recipe } from "@vanilla-extract/recipes";
import { vars } from "./theme.css";

/**
 * A line or paragraph of the shop's type with no margin of its own, by size, weight and tone: the one
 * place a feature's small grey note (`textStyle({ size: "sm", tone: "muted" })`) or a box's title
 * (`textStyle({ size: "lg", weight: "bold" })`) is written (docs/architecture.md#layout-and-text-primitives).
 * Without a size, weight or tone the text inherits it.
 */
export const textStyle = recipe({
  base: { margin: 0 },
  variants: {
    size: {
      sm: { fontSize: vars.fontSize.sm },
      md: { fontSize: vars.fontSize.md },
      lg: { fontSize: vars.fontSize.lg },
      xl: { fontSize: vars.fontSize.xl },
    },
    weight: {
      medium: { fontWeight: vars.fontWeight.medium },
      bold: { fontWeight: vars.fontWeight.bold },
    },
    tone: {
      muted: { color: vars.colors.muted },
      danger: { color: vars.colors.danger },
      success: { color: vars.colors.success },
    },
  },
});
