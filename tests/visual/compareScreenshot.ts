import { mkdir, readFile, writeFile } from "node:fs/promises";
import { dirname } from "node:path";
import { diff } from "@blazediff/core";
import sharp from "sharp";

/**
 * A screenshot against its baseline, in Node. Vitest's own `toMatchScreenshot` decodes the baseline and
 * every capture with pngjs (65–75 ms per desktop image) before comparing; sharp decodes the same image in
 * ~14 ms, and a capture that is byte for byte the baseline's pixels (the usual case: one Chromium on one
 * machine) needs no pixel-by-pixel comparison at all. Same rules as Vitest's matcher otherwise: a capture
 * that differs is taken again until the page holds still, then compared; new baselines are written when
 * the run may write them.
 */

/** More than this many pixels beyond the colour threshold is a change someone should look at. */
export const ALLOWED_MISMATCHED_PIXELS = 20;
/** Per-pixel colour difference (YIQ, 0–1) still counted as the same: anti-aliasing, not a change. */
export const PIXEL_THRESHOLD = 0.1;
/** The longest a differing page is given to hold still before its last capture is compared. */
export const STABLE_TIMEOUT_MS = 5_000;

/** Vitest's snapshot modes: `all` rewrites what differs, `new` writes only missing baselines, `none` (CI) neither. */
export type UpdateMode = "all" | "new" | "none";

export interface ScreenshotPaths {
  baseline: string;
  /** Where a differing capture is saved (and a missing baseline's capture, when none may be written). */
  actual: string;
  /** The diff image: unchanged pixels faded, changed ones red. */
  diff: string;
}

export interface Verdict {
  pass: boolean;
  message?: string;
}

interface Pixels {
  data: Buffer;
  width: number;
  height: number;
}

async function decode(png: Buffer): Promise<Pixels> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** Lossless, and about half the size of Chromium's own PNG. */
function encode({ data, width, height }: Pixels): Promise<Buffer> {
  return sharp(data, { raw: { width, height, channels: 4 } })
    .png({ compressionLevel: 9, effort: 10, adaptiveFiltering: true, palette: false })
    .toBuffer();
}

async function save(path: string, pixels: Pixels): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, await encode(pixels));
}

/** How many pixels differ beyond the threshold, and the diff image when asked for. */
function difference(a: Pixels, b: Pixels, withImage: boolean): { mismatched: number; image?: Pixels } {
  if (a.width !== b.width || a.height !== b.height) return { mismatched: Number.POSITIVE_INFINITY };
  if (a.data.equals(b.data)) return { mismatched: 0 };
  const output = withImage ? Buffer.alloc(a.data.length) : undefined;
  const mismatched = diff(a.data, b.data, output, a.width, a.height, { threshold: PIXEL_THRESHOLD });
  return { mismatched, image: output && { data: output, width: a.width, height: a.height } };
}

const same = (a: Pixels, b: Pixels) => difference(a, b, false).mismatched <= ALLOWED_MISMATCHED_PIXELS;

/** Captures until two in a row look the same (the page holds still), or null when it never does in time. */
async function stableCapture(capture: () => Promise<Buffer>, first: Pixels, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  let previous = first;
  while (Date.now() < deadline) {
    const next = await decode(await capture());
    if (same(previous, next)) return next;
    previous = next;
  }
  return null;
}

export async function compareScreenshot(
  capture: () => Promise<Buffer>,
  paths: ScreenshotPaths,
  update: UpdateMode,
  timeoutMs = STABLE_TIMEOUT_MS,
): Promise<Verdict> {
  const baselineFile = await readFile(paths.baseline).catch(() => null);
  const [baseline, first] = await Promise.all([baselineFile && decode(baselineFile), capture().then(decode)]);

  if (!baseline) {
    if (update === "none") {
      await save(paths.actual, first);
      return {
        pass: false,
        message: `No baseline ${paths.baseline}; this run's screenshot is ${paths.actual}.`,
      };
    }
    await save(paths.baseline, first);
    if (update === "all") return { pass: true };
    return {
      pass: false,
      message: `No baseline ${paths.baseline}; one was written from this run. Review it before running again.`,
    };
  }
  if (same(baseline, first)) return { pass: true };

  const settled = await stableCapture(capture, first, timeoutMs);
  if (!settled) return { pass: false, message: `The screen did not hold still for ${timeoutMs} ms.` };
  const { mismatched, image } = difference(baseline, settled, true);
  if (mismatched <= ALLOWED_MISMATCHED_PIXELS) return { pass: true };
  if (update === "all") {
    await save(paths.baseline, settled);
    return { pass: true };
  }
  await save(paths.actual, settled);
  if (image) await save(paths.diff, image);
  const what =
    image === undefined
      ? `its size is ${settled.width} × ${settled.height} px, the baseline's ${baseline.width} × ${baseline.height} px`
      : `${mismatched} pixels differ`;
  return {
    pass: false,
    message: `Screenshot does not match its baseline ${paths.baseline}: ${what}. Saved: ${paths.actual}${image ? `, ${paths.diff}` : ""}.`,
  };
}
