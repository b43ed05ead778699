import { describe, expect, it } from "vitest";
import type { DesignLayer } from "../../src/api/types";
import { liesInsidePrintArea } from "../../src/lib/design/layerGeometry";
import { pinch, singlePointer } from "../../src/features/customiser/gestures";
import { newGraphicLayer } from "../../src/features/customiser/newLayers";
import { effectiveDpi, lowestDpi, resolutionWords } from "../../src/features/customiser/uploadResolution";
import { contrastingInk } from "../../src/features/customiser/textInk";

const layer = newGraphicLayer("l1", "lotus");

describe("the stage's gestures", () => {
  it("drags a layer by the pointer's way, snapping onto the centre lines with guides", () => {
    const moved = singlePointer("move", layer, { x: 600, y: 800 }, { x: 700, y: 805 });
    expect(moved.layer).toMatchObject({ x: 700, y: 800 });
    expect(moved.guides).toEqual({ vertical: false, horizontal: true });
  });

  it("keeps a layer dragged past the edge inside the print area, without a guide it is not on", () => {
    const moved = singlePointer("move", layer, { x: 600, y: 800 }, { x: 5000, y: -5000 });
    expect(moved.layer).toMatchObject({ x: 960, y: 240 });
    expect(liesInsidePrintArea(moved.layer)).toBe(true);
    expect(moved.guides).toEqual({ vertical: false, horizontal: false });
  });

  it("resizes from the corner keeping proportions, and turns about the centre", () => {
    const resized = singlePointer("resize", layer, { x: 840, y: 1040 }, { x: 960, y: 1160 }).layer;
    expect(resized.width / resized.height).toBeCloseTo(1);
    expect(resized.width).toBeCloseTo(720);
    const turned = singlePointer("rotate", layer, { x: 600, y: 400 }, { x: 1000, y: 800 }).layer;
    expect(turned).toMatchObject({ x: 600, y: 800, rotation: 90 });
  });

  it("pinches: spread scales, turn turns, the midpoint moves", () => {
    const result = pinch(
      layer,
      [
        { x: 500, y: 800 },
        { x: 700, y: 800 },
      ],
      [
        { x: 500, y: 700 },
        { x: 500, y: 1100 },
      ],
    ).layer;
    expect(result.width).toBeCloseTo(960);
    expect(result.rotation).toBe(90);
    expect(result.x).toBeLessThan(600);
  });
});

describe("an upload's print resolution", () => {
  const upload: DesignLayer = {
    id: "u1",
    kind: "upload",
    uploadId: "up",
    x: 600,
    y: 800,
    width: 480,
    height: 600,
    rotation: 0,
  };

  it("is its pixels over its placed width in inches", () => {
    expect(effectiveDpi(upload, { width: 400, height: 500 })).toBe(83);
    expect(lowestDpi({ front: [upload], back: [] }, new Map([["up", { width: 2400, height: 3000 }]]))).toBe(
      500,
    );
    expect(lowestDpi({ front: [upload], back: [] }, new Map())).toBeNull();
  });

  it("warns under 150 DPI and refuses under 100", () => {
    expect(resolutionWords(83)).toMatchObject({ refused: true });
    expect(resolutionWords(120)?.words).toMatch(/may print blurry/);
    expect(resolutionWords(120)?.refused).toBe(false);
    expect(resolutionWords(150)).toBeNull();
  });
});

describe("new words' colour", () => {
  it("shows on the garment: off-white on dark, near-black on light", () => {
    expect(contrastingInk("#111111")).toBe("#f5f5f0");
    expect(contrastingInk("#f5f5f0")).toBe("#111111");
    expect(contrastingInk(undefined)).toBe("#111111");
  });
});
