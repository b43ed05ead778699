// The fonts a text layer may use: open-licence files shipped with the shop (src/design/fonts/print,
// OFL.txt there), read by the browser through @font-face and by the print renderer from the same file,
// so words look the same on screen and on the garment (docs/decisions/customiser-design.md#fonts).
import type { DesignFontId } from "../../api/types";

export interface DesignFont {
  id: DesignFontId;
  /** The CSS family name the editor declares for the file. */
  family: string;
  /** What the font picker says. */
  label: string;
  /** The file's name in src/design/fonts/print. */
  file: string;
  /** The font's ascender and descender (hhea) as fractions of its em: a line's box is their sum. */
  ascent: number;
  descent: number;
}

export const DESIGN_FONTS: readonly DesignFont[] = [
  // Metrics read from the files' hhea tables (units per em 2048 for Anton, 1000 for the others).
  {
    id: "anton",
    family: "Rangrez Print Anton",
    label: "Anton (bold, tall)",
    file: "anton.woff",
    ascent: 2409 / 2048,
    descent: 674 / 2048,
  },
  {
    id: "pacifico",
    family: "Rangrez Print Pacifico",
    label: "Pacifico (script)",
    file: "pacifico.woff",
    ascent: 1.303,
    descent: 0.453,
  },
  {
    id: "space-mono",
    family: "Rangrez Print Space Mono",
    label: "Space Mono (typewriter)",
    file: "space-mono.woff",
    ascent: 1.12,
    descent: 0.361,
  },
  {
    id: "caveat",
    family: "Rangrez Print Caveat",
    label: "Caveat (handwritten)",
    file: "caveat.woff",
    ascent: 0.96,
    descent: 0.3,
  },
];

export function designFont(id: DesignFontId): DesignFont {
  return DESIGN_FONTS.find((font) => font.id === id) ?? DESIGN_FONTS[0];
}

/** Where a text layer's line sits in its box: the font size that fills the box's height, and the baseline
 * measured from the box's top. */
export function textLine(font: DesignFont, boxHeight: number) {
  const fontSize = boxHeight / (font.ascent + font.descent);
  return { fontSize, baseline: font.ascent * fontSize };
}
