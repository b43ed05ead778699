// A text layer's line as glyph outlines, for the print renderer (docs/decisions/customiser-design.md#print-files):
// librsvg, which renders the print file's SVG, cannot load the shipped fonts, so each line becomes a path
// read from the very WOFF files the browser loads with @font-face. Placed as the browser places the
// <text> of src/lib/design/DesignLayersSvg.tsx: at textLine()'s font size and baseline, and scaled along
// x so its advance fills the box's width, which is what textLength with lengthAdjust="spacingAndGlyphs"
// does to a line.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import opentype from "opentype.js";
import type { DesignLayer } from "../../../src/api/types";
import { type DesignFont, designFont, textLine } from "../../../src/lib/design/fonts";

type TextLayer = Extract<DesignLayer, { kind: "text" }>;

const FONTS_DIR = fileURLToPath(new URL("../../../src/design/fonts/print/", import.meta.url));

const parsed = new Map<string, opentype.Font>();

/** The font's file, parsed once per process. */
function fontFile(font: DesignFont): opentype.Font {
  let file = parsed.get(font.file);
  if (!file) {
    const bytes = readFileSync(`${FONTS_DIR}${font.file}`);
    file = opentype.parse(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
    parsed.set(font.file, file);
  }
  return file;
}

/** Kerning and the standard ligatures, as the browser shapes a Latin line by default. */
const SHAPING = { kerning: true, features: { liga: true, rlig: true } } as const;

/** Three decimals: a hundredth of a print unit is a thirtieth of a pixel at 300 DPI. */
const round = (value: number) => Math.round(value * 1000) / 1000;

/** The layer's line as path data in its box's coordinates (centre at 0, 0), or "" for nothing to draw. */
export function textOutline(layer: TextLayer): string {
  const font = designFont(layer.font);
  const file = fontFile(font);
  const line = textLine(font, layer.height);
  const advance = file.getAdvanceWidth(layer.text, line.fontSize, SHAPING);
  if (!(advance > 0)) return "";
  const scaleX = layer.width / advance;
  const left = -layer.width / 2;
  const baseline = -layer.height / 2 + line.baseline;
  const path = file.getPath(layer.text, 0, 0, line.fontSize, SHAPING);
  const x = (value: number) => round(left + value * scaleX);
  const y = (value: number) => round(baseline + value);
  return path.commands
    .map((command) => {
      switch (command.type) {
        case "M":
        case "L":
          return `${command.type}${x(command.x)} ${y(command.y)}`;
        case "Q":
          return `Q${x(command.x1)} ${y(command.y1)} ${x(command.x)} ${y(command.y)}`;
        case "C":
          return `C${x(command.x1)} ${y(command.y1)} ${x(command.x2)} ${y(command.y2)} ${x(command.x)} ${y(command.y)}`;
        default:
          return "Z";
      }
    })
    .join("");
}
