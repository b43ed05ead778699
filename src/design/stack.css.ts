import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "./theme.css";

// The layout primitives (docs/architecture.md#layout-and-text-primitives): a box's children one under the
// other or side by side, a step of the spacing scale apart. A box that needs more (alignment, padding, a
// border) composes one with its own rules: `style([stack.sm, { alignItems: "center" }])`.

const gaps = {
  xxs: vars.space.xxs,
  xs: vars.space.xs,
  sm: vars.space.sm,
  md: vars.space.md,
  lg: vars.space.lg,
  xl: vars.space.xl,
  "2xl": vars.space["2xl"],
};

/** Children in a column, `stack.<space>` apart. */
export const stack = styleVariants(gaps, (gap) => ({ display: "flex", flexDirection: "column", gap }));

/** Children in a row that wraps onto more lines, `inline.<space>` apart (buttons, badges, chips). */
export const inline = styleVariants(gaps, (gap) => ({ display: "flex", flexWrap: "wrap", gap }));

/** A list without its bullets and indent, for a `ul` or `ol` laid out by a stack or an inline. */
export const bareList = style({ listStyle: "none", margin: 0, padding: 0 });
