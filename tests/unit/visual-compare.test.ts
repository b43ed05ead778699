import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { ALLOWED_MISMATCHED_PIXELS, compareScreenshot } from "../../tests/visual/compareScreenshot";

const WIDTH = 64;
const HEIGHT = 40;

/** A white picture with `changed` pixels of its first row painted red. */
function picture(changed = 0): Promise<Buffer> {
  const data = Buffer.alloc(WIDTH * HEIGHT * 4, 255);
  for (let i = 0; i < changed; i++) data.set([255, 0, 0, 255], i * 4);
  return sharp(data, { raw: { width: WIDTH, height: HEIGHT, channels: 4 } })
    .png()
    .toBuffer();
}

function pathsIn(dir: string) {
  return {
    baseline: join(dir, "baselines", "phone", "story.png"),
    actual: join(dir, "results", "phone", "story-actual.png"),
    diff: join(dir, "results", "phone", "story-diff.png"),
  };
}

async function withBaseline(png: Buffer) {
  const dir = mkdtempSync(join(tmpdir(), "rz-visual-"));
  const paths = pathsIn(dir);
  await compareScreenshot(async () => png, paths, "all");
  return paths;
}

/** Captures that answer in turn from `pictures`, the last one repeated; counts how many were taken. */
function captures(pictures: Buffer[]) {
  let taken = 0;
  const capture = async () => pictures[Math.min(taken++, pictures.length - 1)];
  return { capture, taken: () => taken };
}

describe("a story's screenshot against its baseline", () => {
  it("passes on the same pixels, with one capture", async () => {
    const paths = await withBaseline(await picture());
    const { capture, taken } = captures([await picture()]);
    expect(await compareScreenshot(capture, paths, "none")).toEqual({ pass: true });
    expect(taken()).toBe(1);
    expect(existsSync(paths.diff)).toBe(false);
  });

  it("passes a few stray pixels, up to the allowance", async () => {
    const paths = await withBaseline(await picture());
    const { capture } = captures([await picture(ALLOWED_MISMATCHED_PIXELS)]);
    expect((await compareScreenshot(capture, paths, "none")).pass).toBe(true);
  });

  it("fails a change beyond the allowance and saves the capture and a diff image of it", async () => {
    const paths = await withBaseline(await picture());
    const { capture } = captures([await picture(ALLOWED_MISMATCHED_PIXELS + 1)]);
    const verdict = await compareScreenshot(capture, paths, "none");
    expect(verdict.pass).toBe(false);
    expect(verdict.message).toContain(`${ALLOWED_MISMATCHED_PIXELS + 1} pixels differ`);
    const diff = await sharp(readFileSync(paths.diff)).raw().toBuffer({ resolveWithObject: true });
    expect(diff.info).toMatchObject({ width: WIDTH, height: HEIGHT });
    // The changed pixels are marked red in the diff; an unchanged one is not.
    expect([...diff.data.subarray(0, 3)]).toEqual([255, 0, 0]);
    expect([...diff.data.subarray((WIDTH * HEIGHT - 1) * 4, (WIDTH * HEIGHT - 1) * 4 + 3)]).not.toEqual([
      255, 0, 0,
    ]);
    const actual = await sharp(readFileSync(paths.actual)).raw().toBuffer();
    expect(
      actual.equals(
        await sharp(await picture(ALLOWED_MISMATCHED_PIXELS + 1))
          .raw()
          .toBuffer(),
      ),
    ).toBe(true);
  });

  it("fails a capture of another size", async () => {
    const paths = await withBaseline(await picture());
    const other = await sharp({ create: { width: 10, height: 10, channels: 4, background: "#fff" } })
      .png()
      .toBuffer();
    const verdict = await compareScreenshot(async () => other, paths, "none");
    expect(verdict).toMatchObject({ pass: false });
    expect(verdict.message).toContain("10 × 10 px");
  });

  it("takes the screen again while it moves, and compares it once it holds still", async () => {
    const paths = await withBaseline(await picture());
    const moving = captures([await picture(300), await picture(200), await picture(), await picture()]);
    expect((await compareScreenshot(moving.capture, paths, "none")).pass).toBe(true);
    expect(moving.taken()).toBe(4);
  });

  it("fails a screen that never holds still within the time given", async () => {
    const paths = await withBaseline(await picture());
    const frames = await Promise.all([picture(300), picture(600)]);
    let taken = 0;
    const verdict = await compareScreenshot(async () => frames[taken++ % 2], paths, "none", 200);
    expect(verdict).toEqual({ pass: false, message: "The screen did not hold still for 200 ms." });
  });

  it("rewrites a differing baseline when updating, and leaves it alone otherwise", async () => {
    const paths = await withBaseline(await picture());
    const before = readFileSync(paths.baseline);
    const changed = await picture(500);
    expect((await compareScreenshot(async () => changed, paths, "new")).pass).toBe(false);
    expect(readFileSync(paths.baseline).equals(before)).toBe(true);
    expect((await compareScreenshot(async () => changed, paths, "all")).pass).toBe(true);
    expect((await compareScreenshot(async () => changed, paths, "none")).pass).toBe(true);
  });

  it("writes a missing baseline locally but fails until it is reviewed; in CI writes none", async () => {
    const dir = mkdtempSync(join(tmpdir(), "rz-visual-"));
    const paths = pathsIn(dir);
    const png = await picture();
    const ci = await compareScreenshot(async () => png, paths, "none");
    expect(ci.pass).toBe(false);
    expect(existsSync(paths.baseline)).toBe(false);
    expect(existsSync(paths.actual)).toBe(true);
    const local = await compareScreenshot(async () => png, paths, "new");
    expect(local.pass).toBe(false);
    expect(local.message).toContain("Review it");
    expect(existsSync(paths.baseline)).toBe(true);
    expect((await compareScreenshot(async () => png, paths, "none")).pass).toBe(true);
  });

  it("writes baselines smaller than the capture, with the same pixels", async () => {
    const dir = mkdtempSync(join(tmpdir(), "rz-visual-"));
    const paths = pathsIn(dir);
    const noisy = Buffer.alloc(WIDTH * HEIGHT * 4);
    for (let i = 0; i < noisy.length; i++) noisy[i] = i % 4 === 3 ? 255 : (i * 7) % 256;
    const capture = await sharp(noisy, { raw: { width: WIDTH, height: HEIGHT, channels: 4 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    await compareScreenshot(async () => capture, paths, "all");
    const written = readFileSync(paths.baseline);
    expect(written.length).toBeLessThan(capture.length);
    expect((await sharp(written).raw().toBuffer()).equals(noisy)).toBe(true);
  });
});
