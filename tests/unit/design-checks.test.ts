// The rules a saved design is held to beyond its schema (server/services/designs/checks.ts, its layers read
// by src/lib/design/designLayers.ts): layer ids unique on their side, every layer inside the print area
// (its rotated corners), the layer named in the refusal; and the document a stranger sees when its owner
// keeps their pictures to themselves.
import { describe, expect, it } from "vitest";
import { layoutProblem, unknownReference, withoutUploads } from "../../server/services/designs/checks";
import type { DesignLayer } from "../../src/api/types";
import { graphicLayers, uploadLayers } from "../../src/lib/design/designLayers";
import { designMessages } from "../../src/lib/design/designMessages";

const graphic = (id: string, over: Partial<DesignLayer> = {}) =>
  ({
    id,
    kind: "graphic",
    graphicId: "gr1",
    x: 600,
    y: 800,
    width: 400,
    height: 400,
    rotation: 0,
    ...over,
  }) as DesignLayer;
const upload = (id: string, uploadId: string): DesignLayer => ({
  id,
  kind: "upload",
  uploadId,
  x: 600,
  y: 400,
  width: 300,
  height: 300,
  rotation: 0,
});

describe("layoutProblem", () => {
  it("passes layers inside the print area, up to its very edges", () => {
    const edge = graphic("e", { x: 100, y: 100, width: 200, height: 200 });
    const whole = graphic("w", { width: 1200, height: 1600 });
    expect(layoutProblem({ front: [graphic("g1"), edge], back: [whole] })).toBeNull();
  });

  it("names the first layer poking out, by side, in reading order", () => {
    const out = graphic("g2", { x: 100, width: 400 });
    expect(layoutProblem({ front: [graphic("g1"), out], back: [graphic("b1", { y: 1590 })] })).toBe(
      designMessages.outsidePrintArea("front", "g2"),
    );
    expect(layoutProblem({ front: [], back: [graphic("b1", { y: 1590 })] })).toBe(
      designMessages.outsidePrintArea("back", "b1"),
    );
  });

  it("measures a turned layer by its rotated corners", () => {
    const upright = graphic("r", { width: 1200, height: 200 });
    expect(layoutProblem({ front: [upright], back: [] })).toBeNull();
    expect(layoutProblem({ front: [{ ...upright, rotation: 10 }], back: [] })).toBe(
      designMessages.outsidePrintArea("front", "r"),
    );
    expect(layoutProblem({ front: [{ ...upright, rotation: 180 }], back: [] })).toBeNull();
  });

  it("refuses a layer id used twice on one side, not the same id on both sides", () => {
    expect(layoutProblem({ front: [graphic("g1")], back: [graphic("g1")] })).toBeNull();
    expect(layoutProblem({ front: [], back: [graphic("g1"), graphic("g1", { y: 300 })] })).toBe(
      designMessages.duplicateLayerId("back", "g1"),
    );
  });
});

describe("references and sharing", () => {
  const sides = { front: [graphic("g1"), upload("u1", "up_a")], back: [upload("u2", "up_b"), graphic("g2")] };

  it("collects graphic and upload layers with their sides", () => {
    expect(graphicLayers(sides)).toEqual([
      { side: "front", id: "g1", graphicId: "gr1" },
      { side: "back", id: "g2", graphicId: "gr1" },
    ]);
    expect(uploadLayers(sides).map((l) => [l.side, l.id, l.uploadId])).toEqual([
      ["front", "u1", "up_a"],
      ["back", "u2", "up_b"],
    ]);
  });

  it("names the first layer whose reference is unknown", () => {
    const layers = uploadLayers(sides).map((l) => ({ ...l, ref: l.uploadId }));
    expect(unknownReference(layers, new Set(["up_a", "up_b"]), designMessages.notYourUpload)).toBeNull();
    expect(unknownReference(layers, new Set(["up_a"]), designMessages.notYourUpload)).toBe(
      'Back layer "u2" uses a picture that is not one of your uploads.',
    );
  });

  it("leaves the uploaded pictures out of a shared view, the rest in order", () => {
    expect(withoutUploads(sides)).toEqual({ front: [graphic("g1")], back: [graphic("g2")] });
  });
});
