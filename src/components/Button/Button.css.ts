import { style } from "@vanilla-extract/css";
import { recipe, type RecipeVariants } from "@vanilla-extract/recipes";
import { vars } from "../../design/theme.css";

export const button = recipe({
  base: {
    position: "relative",
    display: "inline-flex",
    alignItems: "center",
    justifyContent: "center",
    gap: vars.space.sm,
    border: "1px solid transparent",
    borderRadius: vars.radii.md,
    fontFamily: vars.fontFamily.body,
    fontWeight: vars.fontWeight.bold,
    letterSpacing: "0.02em",
    lineHeight: vars.lineHeight.tight,
    textDecoration: "none",
    cursor: "pointer",
    userSelect: "none",
    WebkitTapHighlightColor: "transparent",
    outline: "none",
    transition: `background-color ${vars.durations.fast}, color ${vars.durations.fast}, transform ${vars.durations.fast}`,
    selectors: {
      "&[data-focus-visible]": {
        outline: `2px solid ${vars.colors.focus}`,
        outlineOffset: "2px",
      },
      "&[data-pressed]": { transform: "scale(0.98)" },
      "&[data-disabled]": { cursor: "not-allowed", opacity: 0.5 },
      "&[data-pending]": { cursor: "progress" },
    },
  },
  variants: {
    variant: {
      primary: {
        backgroundColor: vars.colors.brand,
        color: vars.colors.onBrand,
        selectors: {
          "&[data-hovered]": { backgroundColor: vars.colors.brandHover },
          "&[data-pressed]": { backgroundColor: vars.colors.accentHover },
        },
      },
      secondary: {
        backgroundColor: vars.colors.surface,
        color: vars.colors.text,
        borderColor: vars.colors.borderStrong,
        selectors: {
          "&[data-hovered]": { backgroundColor: vars.colors.surfaceMuted },
          "&[data-pressed]": { backgroundColor: vars.colors.border },
        },
      },
      ghost: {
        backgroundColor: "transparent",
        color: vars.colors.text,
        selectors: {
          "&[data-hovered]": { backgroundColor: vars.colors.surfaceMuted },
          "&[data-pressed]": { backgroundColor: vars.colors.border },
        },
      },
    },
    size: {
      sm: { minHeight: "2rem", paddingInline: vars.space.md, fontSize: vars.fontSize.sm },
      md: { minHeight: "2.75rem", paddingInline: vars.space.lg, fontSize: vars.fontSize.md },
      lg: { minHeight: "3.25rem", paddingInline: vars.space.xl, fontSize: vars.fontSize.lg },
    },
    fullWidth: {
      true: { width: "100%" },
      false: {},
    },
  },
  defaultVariants: { variant: "primary", size: "md", fullWidth: false },
});

export type ButtonVariants = RecipeVariants<typeof button>;

/** Keeps the label's width (and the button's accessible name) while the spinner shows over it. */
export const labelHidden = style({ opacity: 0 });

export const spinnerOverlay = style({
  position: "absolute",
  inset: 0,
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
});

/** The round, borderless × of dialogs, the drawer and the mobile menu (CloseButton). */
export const closeButton = style({
  flexShrink: 0,
  display: "inline-flex",
  width: 40,
  height: 40,
  alignItems: "center",
  justifyContent: "center",
  border: "none",
  borderRadius: vars.radii.full,
  background: "transparent",
  color: vars.colors.text,
  cursor: "pointer",
  outline: "none",
  selectors: {
    "&[data-hovered]": { backgroundColor: vars.colors.surfaceMuted },
    "&[data-focus-visible]": { outline: `2px solid ${vars.colors.focus}` },
    "&[data-disabled]": { cursor: "not-allowed", opacity: 0.5 },
  },
});
