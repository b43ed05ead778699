/**
 * The shop's typeface comes in two files split by character (src/design/fonts.css): the browser fetches a
 * file only when a page shows one of its characters. Every page needs the core (Basic Latin and the
 * punctuation the shop writes: … × · – — “ ” ‘ ’ • › − ° ©); the extra, the rest of the font's Latin-1 and
 * punctuation (accented letters, €, ™), only where a name or a review uses them. The core file is about
 * two thirds of the whole font, and every page's first screen waits on it (docs/decisions/page-start-budgets.md).
 * `npm run gen:fonts` writes both files from the source font with these ranges.
 */

/** [first, last] code points, inclusive. */
export type CodeRange = readonly [number, number];

/** The whole font's coverage, as @fontsource-variable/outfit's Latin file declares it. */
export const WHOLE_FONT: readonly CodeRange[] = [
  [0x0000, 0x00ff],
  [0x0131, 0x0131],
  [0x0152, 0x0153],
  [0x02bb, 0x02bc],
  [0x02c6, 0x02c6],
  [0x02da, 0x02da],
  [0x02dc, 0x02dc],
  [0x0304, 0x0304],
  [0x0308, 0x0308],
  [0x0329, 0x0329],
  [0x2000, 0x206f],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2191, 0x2191],
  [0x2193, 0x2193],
  [0x2212, 0x2212],
  [0x2215, 0x2215],
  [0xfeff, 0xfeff],
  [0xfffd, 0xfffd],
];

/** What every page shows: Basic Latin, the spaces and the shop's own signs and punctuation. */
export const CORE: readonly CodeRange[] = [
  [0x0000, 0x007f],
  [0x00a0, 0x00a0],
  [0x00a9, 0x00a9],
  [0x00b0, 0x00b0],
  [0x00b5, 0x00b5],
  [0x00b7, 0x00b7],
  [0x00d7, 0x00d7],
  [0x00f7, 0x00f7],
  // The spaces and joiners (Intl's times put a narrow no-break space before "AM"), hyphens and dashes.
  [0x2000, 0x2014],
  [0x2018, 0x2019],
  [0x201c, 0x201d],
  [0x2022, 0x2022],
  [0x2026, 0x2026],
  [0x202f, 0x202f],
  [0x2039, 0x203a],
  [0x2212, 0x2212],
];

/** Whether `point` is in one of `ranges`. */
export function covers(ranges: readonly CodeRange[], point: number): boolean {
  return ranges.some(([first, last]) => point >= first && point <= last);
}

function codePoints(ranges: readonly CodeRange[]): number[] {
  return ranges.flatMap(([first, last]) => Array.from({ length: last - first + 1 }, (_, i) => first + i));
}

/** Consecutive code points joined into ranges. */
function rangesOf(points: readonly number[]): CodeRange[] {
  const ranges: [number, number][] = [];
  for (const point of [...points].sort((a, b) => a - b)) {
    const last = ranges.at(-1);
    if (last && last[1] === point - 1) last[1] = point;
    else ranges.push([point, point]);
  }
  return ranges;
}

/** The rest of the font: its coverage less the core. */
export const EXTRA: readonly CodeRange[] = rangesOf(
  codePoints(WHOLE_FONT).filter((point) => !covers(CORE, point)),
);

/** The characters of `ranges`, for the subsetter. */
export function charactersOf(ranges: readonly CodeRange[]): string {
  return String.fromCodePoint(...codePoints(ranges));
}

/** A CSS `unicode-range` value: `U+0000-007F, U+00A0, …`. */
export function unicodeRange(ranges: readonly CodeRange[]): string {
  const hex = (point: number) => point.toString(16).toUpperCase().padStart(4, "0");
  return ranges
    .map(([first, last]) => (first === last ? `U+${hex(first)}` : `U+${hex(first)}-${hex(last)}`))
    .join(", ");
}
