// A line's natural width in its font, measured by the browser (docs/decisions/customiser-design.md#text):
// a hidden SVG <text> at the font size that fills the box's height. The box then keeps that width, and
// every renderer stretches the line to it.
import type { DesignFontId } from "../../api/types";
import { designFont, textLine } from "../../lib/design/fonts";

const SVG = "http://www.w3.org/2000/svg";

/** Rough width while no browser can measure (tests without layout): 0.55 em a character. */
const guess = (text: string, fontSize: number) => text.length * fontSize * 0.55;

export async function measureTextWidth(
  text: string,
  fontId: DesignFontId,
  boxHeight: number,
): Promise<number> {
  const font = designFont(fontId);
  const { fontSize } = textLine(font, boxHeight);
  if (typeof document === "undefined") return guess(text, fontSize);
  // The font must be there before measuring, or the fallback's width is measured.
  await document.fonts?.load(`${fontSize}px "${font.family}"`, text).catch(() => []);
  const svg = document.createElementNS(SVG, "svg");
  svg.setAttribute("aria-hidden", "true");
  svg.setAttribute("style", "position:absolute;width:0;height:0;overflow:hidden;visibility:hidden");
  const line = document.createElementNS(SVG, "text");
  line.setAttribute("font-family", `'${font.family}'`);
  line.setAttribute("font-size", String(fontSize));
  line.textContent = text;
  svg.append(line);
  document.body.append(svg);
  try {
    const width = line.getComputedTextLength();
    return width > 0 ? Math.round(width * 10) / 10 : guess(text, fontSize);
  } finally {
    svg.remove();
  }
}
