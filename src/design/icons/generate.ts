// Draws the shop's app icons (the web app manifest's, src/app/bundle/offlineShop.ts) from its brand mark:
// the white "R" on the ink square of the favicon (src/design/favicon.png), at 192 and 512 px, and a
// maskable 512 px one whose mark sits inside the safe zone (the middle 80 %), since a phone may cut the
// icon into a circle or a squircle. Nothing is fetched: sharp renders the SVG below with the machine's
// sans-serif face. The outputs are small and committed; run again only when the mark changes.
// Run: node --import tsx src/design/icons/generate.ts
import { writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { tokens } from "../tokens";

const HERE = dirname(fileURLToPath(import.meta.url));
const INK = tokens.colors.brand;
const ON_INK = tokens.colors.onBrand;

/** The mark on a `size` square: a rounded ink tile, or for a maskable icon ink to the edges. */
function markSvg(size: number, { maskable }: { maskable: boolean }): string {
  // Maskable: the whole square is ink (the phone cuts it), the letter kept within the safe zone.
  const letter = maskable ? size * 0.5 : size * 0.62;
  const radius = maskable ? 0 : size * (6 / 32);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
  <rect width="${size}" height="${size}" rx="${radius}" fill="${INK}"/>
  <text x="50%" y="50%" dy="0.35em" font-size="${letter}" font-family="sans-serif" font-weight="800"
    fill="${ON_INK}" text-anchor="middle">R</text>
</svg>`;
}

export const ICONS = [
  { file: "icon-192.png", size: 192, maskable: false },
  { file: "icon-512.png", size: 512, maskable: false },
  { file: "icon-maskable-512.png", size: 512, maskable: true },
] as const;

async function main() {
  for (const icon of ICONS) {
    const png = await sharp(Buffer.from(markSvg(icon.size, icon)))
      .png({ compressionLevel: 9, palette: true })
      .toBuffer();
    await writeFile(join(HERE, icon.file), png);
    console.log(`${icon.file}: ${png.length} bytes`);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
