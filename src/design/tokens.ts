// Design tokens for Rangrez: plain typed values. The theme contract (theme.css.ts) turns them into CSS
// variables; components use those variables (`vars`), and the breakpoints and media queries from here.

const palette = {
  ink: "#111111",
  ink2: "#2b2b2b",
  stone: "#5c5c5c",
  fog: "#e6e4df",
  paper: "#faf9f6",
  white: "#ffffff",
  // Accent: a deep saffron-red ("rang" = colour), readable as a filled background with white text.
  accent: "#b3261e",
  accentDark: "#8c1d17",
  accentSoft: "#fbe9e7",
  red: "#b42318",
  redSoft: "#fef3f2",
  green: "#067647",
  greenSoft: "#ecfdf3",
  amber: "#8a5300",
  amberSoft: "#fffaeb",
  indigo: "#283593",
  indigoSoft: "#e8eaf6",
  orange: "#9a3412",
  orangeSoft: "#ffedd5",
} as const;

const colors = {
  brand: palette.ink,
  brandHover: palette.ink2,
  onBrand: palette.white,
  accent: palette.accent,
  accentHover: palette.accentDark,
  accentSoft: palette.accentSoft,
  onAccent: palette.white,
  text: palette.ink,
  muted: palette.stone,
  background: palette.paper,
  surface: palette.white,
  surfaceMuted: "#f2f0eb",
  border: "#cfccc5",
  borderStrong: palette.stone,
  focus: "#1d4ed8",
  danger: palette.red,
  dangerSoft: palette.redSoft,
  success: palette.green,
  successSoft: palette.greenSoft,
  warning: palette.amber,
  warningSoft: palette.amberSoft,
  info: palette.indigo,
  infoSoft: palette.indigoSoft,
  // Work under way (an order being processed): orange, apart from the warning's yellow.
  progress: palette.orange,
  progressSoft: palette.orangeSoft,
} as const;

/** What text is drawn in until the shop's typeface has arrived: "Outfit Fallback" (fonts.css), a local
 * Arial scaled to Outfit's measures; the system's fonts only for what it lacks (₹, other scripts). */
export const BODY_FONT_FALLBACK =
  '"Outfit Fallback", system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", Arial, sans-serif';

const fontFamily = {
  // The shop's own typeface (fonts.css), then its metric-matched fallback while it loads.
  body: `"Outfit", ${BODY_FONT_FALLBACK}`,
  mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
} as const;

/**
 * A text column's width for about `characters` characters, as CSS's `ch` would give in the shop's
 * typeface (its "0" is 0.656 em wide). Not `ch` itself: that follows the font in use, and the fallback's
 * narrower "0" drew a listing's intro a sixth narrower until the typeface arrived, when it widened and
 * the text below it moved (src/lib/brandFontTurn.ts).
 */
export function measure(characters: number): string {
  return `${Math.round(characters * 0.656 * 10) / 10}em`;
}

const fontSize = {
  xs: "0.75rem",
  sm: "0.875rem",
  md: "1rem",
  lg: "1.125rem",
  xl: "1.375rem",
  "2xl": "1.75rem",
  "3xl": "2.25rem",
} as const;

const fontWeight = {
  regular: "400",
  medium: "500",
  bold: "700",
  black: "800",
} as const;

const lineHeight = {
  tight: "1.2",
  normal: "1.5",
} as const;

const space = {
  none: "0",
  xxs: "0.125rem",
  xs: "0.25rem",
  sm: "0.5rem",
  md: "0.75rem",
  lg: "1rem",
  xl: "1.5rem",
  "2xl": "2rem",
  "3xl": "3rem",
} as const;

const radii = {
  none: "0",
  sm: "2px",
  md: "6px",
  lg: "12px",
  full: "9999px",
} as const;

const shadows = {
  none: "none",
  sm: "0 1px 2px rgba(17, 17, 17, 0.08)",
  md: "0 4px 12px rgba(17, 17, 17, 0.12)",
  lg: "0 12px 32px rgba(17, 17, 17, 0.18)",
} as const;

/** Breakpoints in px. `mobile` is the shop's 640 px mobile breakpoint (below it the mobile layout applies;
 * docs/product.md#constants). */
export const breakpoints = {
  mobile: 640,
  medium: 768,
  large: 1024,
  /** From here the header has room for every link of its navigation in one row. */
  wide: 1180,
} as const;

/** Media queries for the breakpoints: `mobile` = up to 639 px, `medium` >= 768 (`belowMedium` under it), `large` >= 1024, `wide` >= 1180. */
export const media = {
  mobile: `screen and (max-width: ${breakpoints.mobile - 1}px)`,
  aboveMobile: `screen and (min-width: ${breakpoints.mobile}px)`,
  medium: `screen and (min-width: ${breakpoints.medium}px)`,
  large: `screen and (min-width: ${breakpoints.large}px)`,
  wide: `screen and (min-width: ${breakpoints.wide}px)`,
  belowMedium: `screen and (max-width: ${breakpoints.medium - 1}px)`,
  belowWide: `screen and (max-width: ${breakpoints.wide - 1}px)`,
  reducedMotion: "(prefers-reduced-motion: reduce)",
} as const;

/**
 * The room the sticky site header (announcement bar and main bar, ~83 px) takes at the top of the screen,
 * rounded up: what the browser scrolls to stops below it, and what sticks under it sticks this far down.
 */
export const stickyHeaderClearance = "6rem";

const durations = {
  fast: "120ms",
  normal: "200ms",
} as const;

export const tokens = {
  colors,
  fontFamily,
  fontSize,
  fontWeight,
  lineHeight,
  space,
  radii,
  shadows,
  durations,
} as const;

// Variant lists, shared by components and by story argTypes.
export const buttonVariants = ["primary", "secondary", "ghost"] as const;
export type ButtonVariant = (typeof buttonVariants)[number];
export const buttonSizes = ["sm", "md", "lg"] as const;
export type ButtonSize = (typeof buttonSizes)[number];
export const badgeTones = [
  "new",
  "discount",
  "neutral",
  "success",
  "warning",
  "danger",
  "info",
  "progress",
] as const;
export type BadgeTone = (typeof badgeTones)[number];
export const linkVariants = ["inline", "standalone", "subtle", "pill"] as const;
export type LinkVariant = (typeof linkVariants)[number];
export const priceSizes = ["sm", "md", "lg"] as const;
export type PriceSize = (typeof priceSizes)[number];
export const spinnerSizes = ["sm", "md", "lg"] as const;
export type SpinnerSize = (typeof spinnerSizes)[number];
