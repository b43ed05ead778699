import { createGlobalTheme, createTheme, createThemeContract } from "@vanilla-extract/css";
import { tokens } from "./tokens";

const contractShape = {
  colors: Object.fromEntries(Object.keys(tokens.colors).map((k) => [k, null])) as Record<
    keyof typeof tokens.colors,
    null
  >,
  fontFamily: { body: null, mono: null },
  fontSize: Object.fromEntries(Object.keys(tokens.fontSize).map((k) => [k, null])) as Record<
    keyof typeof tokens.fontSize,
    null
  >,
  fontWeight: { regular: null, medium: null, bold: null, black: null },
  lineHeight: { tight: null, normal: null },
  space: Object.fromEntries(Object.keys(tokens.space).map((k) => [k, null])) as Record<
    keyof typeof tokens.space,
    null
  >,
  radii: { none: null, sm: null, md: null, lg: null, full: null },
  shadows: { none: null, sm: null, md: null, lg: null },
  durations: { fast: null, normal: null },
};

/** CSS variables for every token; use `vars.colors.accent` etc. in `.css.ts` files. */
export const vars = createThemeContract(contractShape);

// The default theme is global (on :root) so that portals (toasts, popovers) see the variables too.
createGlobalTheme(":root", vars, tokens);

/** The same theme as a class, for wrappers (Storybook decorator, embedding). */
export const themeClass = createTheme(vars, tokens);
