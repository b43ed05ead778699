import { recipe, type RecipeVariants } from "@vanilla-extract/recipes";
import { vars } from "./theme.css";

/**
 * A short message in a tinted box: a form's refusal, a "code sent" notice, an error's detail. One look,
 * its tone by variant (the Badge primitive uses the same soft/strong colour pairs).
 */
export const callout = recipe({
  base: {
    margin: 0,
    padding: `${vars.space.sm} ${vars.space.md}`,
    borderRadius: vars.radii.md,
    fontSize: vars.fontSize.sm,
    selectors: { "&:empty": { display: "none" } },
  },
  variants: {
    tone: {
      danger: { backgroundColor: vars.colors.dangerSoft, color: vars.colors.danger },
      success: { backgroundColor: vars.colors.successSoft, color: vars.colors.success },
    },
  },
  defaultVariants: { tone: "danger" },
});

export type CalloutVariants = NonNullable<RecipeVariants<typeof callout>>;
