// `npm run gen:fonts`: writes the shop's typeface as its two files split by character (brandFontRanges.ts),
// from the source font (source/outfit-latin-wght.woff2, @fontsource-variable/outfit 5.3.0's Latin file).
// Both keep the variable weight axis whole: pinning it to the weights the shop uses (400–800) made the
// file larger, the deltas re-computed for the new range.
import { readFileSync, writeFileSync } from "node:fs";
import subsetFont from "subset-font";
import { CORE, type CodeRange, charactersOf, EXTRA, unicodeRange } from "./brandFontRanges";

const here = (file: string) => new URL(file, import.meta.url);
const source = readFileSync(here("source/outfit-latin-wght.woff2"));

async function write(file: string, ranges: readonly CodeRange[]): Promise<void> {
  const font = await subsetFont(source, charactersOf(ranges), { targetFormat: "woff2" });
  writeFileSync(here(file), font);
  console.log(`${file}: ${(font.byteLength / 1024).toFixed(1)} KB, unicode-range: ${unicodeRange(ranges)}`);
}

await write("outfit-core-wght.woff2", CORE);
await write("outfit-extra-wght.woff2", EXTRA);
