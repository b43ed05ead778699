// The shop's typeface in two files split by character (src/design/fonts/brandFontRanges.ts): the stylesheet
// declares each file with its ranges, and the words the shop itself writes never need the extra file, so
// a page of the shop's own words fetches only the core.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { CORE, covers, EXTRA, unicodeRange, WHOLE_FONT } from "../../src/design/fonts/brandFontRanges";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const FONTS = join(ROOT, "src/design/fonts");

/** Each @font-face's file and unicode-range in src/design/fonts.css. */
function declaredFaces(): Map<string, string> {
  const css = readFileSync(join(ROOT, "src/design/fonts.css"), "utf8");
  const faces = new Map<string, string>();
  for (const [, body] of css.matchAll(/@font-face\s*{([^}]*)}/g)) {
    const file = body?.match(/url\("\.\/fonts\/([^"]+)"\)/)?.[1];
    const range = body?.match(/unicode-range:([^;]+);/)?.[1];
    if (file && range) faces.set(file, range.replace(/\s+/g, " ").trim());
  }
  return faces;
}

/** The storefront's sources and the seed catalogue, less comment lines. */
function shopSources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return shopSources(path);
    if (!/\.tsx?$/.test(name)) return [];
    return readFileSync(path, "utf8")
      .split("\n")
      .filter((line) => !/^\s*(\/\/|\*|\/\*)/.test(line));
  });
}

describe("the shop's typeface", () => {
  it("is declared in two faces, each with its file's ranges", () => {
    expect(Object.fromEntries(declaredFaces())).toEqual({
      "outfit-core-wght.woff2": unicodeRange(CORE),
      "outfit-extra-wght.woff2": unicodeRange(EXTRA),
    });
  });

  it("splits the whole font between the two files, no character in both", () => {
    for (const [first, last] of WHOLE_FONT) {
      for (let point = first; point <= last; point += 1) {
        expect(covers(CORE, point) !== covers(EXTRA, point), point.toString(16)).toBe(true);
      }
    }
  });

  it("has every character the shop writes, that the font has, in its core file", () => {
    const text = [...shopSources(join(ROOT, "src")), ...shopSources(join(ROOT, "mocks/fixtures"))].join("\n");
    const needingExtra = [...new Set(text)].filter((char) => covers(EXTRA, char.codePointAt(0) ?? 0));
    expect(needingExtra).toEqual([]);
  });

  it("loads a core file about two thirds of the whole font", () => {
    const core = statSync(join(FONTS, "outfit-core-wght.woff2")).size;
    const whole = statSync(join(FONTS, "source/outfit-latin-wght.woff2")).size;
    expect(core).toBeLessThan(whole * 0.72);
  });
});
