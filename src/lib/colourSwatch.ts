/** The swatch of the colours the shop's garments come in, by name, for a colour sent without its swatch
 * (the multipart add-product form has none: docs/decisions/staff-catalogue.md). */
const SWATCHES: Record<string, string> = {
  black: "#1c1c1e",
  white: "#f5f5f5",
  "off white": "#f2eee3",
  cream: "#f3e9d2",
  grey: "#8e8e93",
  gray: "#8e8e93",
  charcoal: "#36454f",
  navy: "#1f2a44",
  blue: "#2f5d9b",
  "sky blue": "#87bde8",
  indigo: "#3f3d8f",
  red: "#b3261e",
  maroon: "#6d1a26",
  green: "#2e6b3f",
  olive: "#6b6b3a",
  "bottle green": "#0f4d32",
  yellow: "#e8c547",
  mustard: "#d4a017",
  orange: "#e07a2f",
  pink: "#e8a0b4",
  purple: "#6a3d8f",
  brown: "#6f4e37",
  beige: "#d8c3a5",
  sand: "#d8c3a5",
  khaki: "#b8a472",
  rust: "#a5462b",
  teal: "#1f7a7a",
};

/** Staff can set the exact swatch on the product's page. */
export const UNKNOWN_SWATCH = "#8e8e93";

export const swatchOf = (colour: string): string =>
  SWATCHES[colour.trim().toLowerCase().replace(/\s+/g, " ")] ?? UNKNOWN_SWATCH;
