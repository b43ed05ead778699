// The colour new words take until the shopper picks one: one that shows on the garment's colour.

export const DEFAULT_INK = "#111111";

/** Words that show on the garment until the shopper picks a colour: near-black on light, off-white on dark. */
export function contrastingInk(garmentHex: string | undefined): string {
  const hex = /^#([0-9a-f]{6})$/i.exec(garmentHex ?? "")?.[1];
  if (!hex) return DEFAULT_INK;
  const [r, g, b] = [0, 2, 4].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255);
  return 0.2126 * r + 0.7152 * g + 0.0722 * b < 0.5 ? "#f5f5f0" : "#111111";
}
