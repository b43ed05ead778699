import { recipe } from "@vanilla-extract/recipes";
import { vars } from "../../design/theme.css";

export const badge = recipe({
  base: {
    display: "inline-flex",
    alignItems: "center",
    gap: vars.space.xs,
    paddingInline: vars.space.sm,
    paddingBlock: vars.space.xxs,
    borderRadius: vars.radii.sm,
    fontSize: vars.fontSize.xs,
    fontWeight: vars.fontWeight.bold,
    letterSpacing: "0.04em",
    lineHeight: vars.lineHeight.tight,
    textTransform: "uppercase",
    whiteSpace: "nowrap",
  },
  variants: {
    tone: {
      new: { backgroundColor: vars.colors.brand, color: vars.colors.onBrand },
      discount: { backgroundColor: vars.colors.accent, color: vars.colors.onAccent },
      neutral: { backgroundColor: vars.colors.surfaceMuted, color: vars.colors.text },
      success: { backgroundColor: vars.colors.successSoft, color: vars.colors.success },
      warning: { backgroundColor: vars.colors.warningSoft, color: vars.colors.warning },
      danger: { backgroundColor: vars.colors.dangerSoft, color: vars.colors.danger },
      info: { backgroundColor: vars.colors.infoSoft, color: vars.colors.info },
      progress: { backgroundColor: vars.colors.progressSoft, color: vars.colors.progress },
    },
  },
  defaultVariants: { tone: "neutral" },
});
