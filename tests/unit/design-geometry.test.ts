// The design document's rules shared by the editor and the server (docs/decisions/customiser-design.md):
// layers kept inside the print area, snapping to its centre lines, their words for screen readers, the price.
import { describe, expect, it } from "vitest";
import type { DesignLayer } from "../../src/api/types";
import { describeLayer } from "../../src/lib/design/describeLayer";
import { designPrice, printedSides } from "../../src/lib/design/designPrice";
import {
  keepInside,
  liesInsidePrintArea,
  moveBy,
  rotateBy,
  rotatedBounds,
  scaleBy,
  snapToCentre,
} from "../../src/lib/design/layerGeometry";
import { legacyPlacement } from "../../src/lib/design/legacyPlacement";
import { PRINT_AREA, PRINT_FILE_PIXELS, printAreaOnMockup } from "../../src/lib/design/printArea";

const graphic = (over: Partial<DesignLayer> = {}): DesignLayer =>
  ({
    id: "g1",
    kind: "graphic",
    graphicId: "lotus",
    x: 600,
    y: 800,
    width: 400,
    height: 400,
    rotation: 0,
    ...over,
  }) as DesignLayer;
const text = (over: Partial<DesignLayer> = {}): DesignLayer =>
  ({
    id: "t1",
    kind: "text",
    text: "Chai Pe Charcha",
    font: "anton",
    color: "#ffffff",
    align: "center",
    x: 600,
    y: 800,
    width: 480,
    height: 120,
    rotation: 0,
    ...over,
  }) as DesignLayer;

describe("the print area", () => {
  it("is 12 × 16 inches, 3,600 × 4,800 pixels at 300 DPI", () => {
    expect(PRINT_AREA).toEqual({ width: 1200, height: 1600 });
    expect(PRINT_FILE_PIXELS).toEqual({ width: 3600, height: 4800 });
  });

  it("keeps its 3:4 shape on every mockup", () => {
    for (const type of ["hoodie", "tshirt"] as const) {
      for (const side of ["front", "back"] as const) {
        const area = printAreaOnMockup(type, side);
        expect(area.height / area.width).toBeCloseTo(4 / 3);
        expect(area.x + area.width).toBeLessThanOrEqual(500);
        expect(area.y + area.height).toBeLessThanOrEqual(625);
      }
    }
  });
});

describe("a layer's box", () => {
  it("grows its bounds when turned", () => {
    const b = rotatedBounds(graphic({ rotation: 45 }));
    expect(b.right - b.left).toBeCloseTo(400 * Math.SQRT2);
  });

  it("lies inside the print area only when every rotated corner does", () => {
    expect(liesInsidePrintArea(graphic())).toBe(true);
    expect(liesInsidePrintArea(graphic({ x: 150 }))).toBe(false);
    expect(liesInsidePrintArea(graphic({ x: 200 }))).toBe(true);
    expect(liesInsidePrintArea(graphic({ x: 200, rotation: 45 }))).toBe(false);
  });

  it("is pushed back inside when dragged past an edge", () => {
    const moved = moveBy(graphic(), -5000, 5000);
    expect(liesInsidePrintArea(moved)).toBe(true);
    expect(moved.x).toBe(200);
    expect(moved.y).toBe(1400);
  });

  it("is shrunk about its centre when it is larger than the print area", () => {
    const big = keepInside(graphic({ width: 2000, height: 2000 }));
    expect(liesInsidePrintArea(big)).toBe(true);
    expect(big.width).toBe(big.height);
    expect(big.width).toBeLessThanOrEqual(1200);
  });

  it("scales keeping its proportions and never below the smallest size", () => {
    const wider = scaleBy(text(), 1.5);
    expect(wider.width / wider.height).toBeCloseTo(4);
    const tiny = scaleBy(text(), 0.01);
    expect(Math.min(tiny.width, tiny.height)).toBe(20);
  });

  it("turns within -180…180 degrees", () => {
    expect(rotateBy(graphic({ x: 600, y: 800, width: 100, height: 100 }), 200).rotation).toBe(-160);
    expect(rotateBy(graphic({ width: 100, height: 100, rotation: 170 }), 10).rotation).toBe(180);
    expect(rotateBy(graphic({ width: 100, height: 100 }), -15).rotation).toBe(-15);
  });

  it("snaps onto a centre line only when close to it", () => {
    const near = snapToCentre(graphic({ x: 609, y: 700 }));
    expect(near.layer.x).toBe(600);
    expect(near.vertical).toBe(true);
    expect(near.horizontal).toBe(false);
    expect(snapToCentre(graphic({ x: 640 })).layer.x).toBe(640);
  });
});

describe("a layer in words", () => {
  const names = { graphicName: (id: string) => (id === "lotus" ? "Lotus" : undefined) };

  it("says what it is, which side, where and how wide", () => {
    expect(describeLayer(text(), "front", names)).toBe("Text 'Chai Pe Charcha', front, centred, 40 % wide");
    expect(describeLayer(graphic({ x: 300, y: 300 }), "back", names)).toBe(
      "Graphic 'Lotus', back, top left, 33 % wide",
    );
    expect(describeLayer(graphic({ x: 900, y: 1400, rotation: 30 }), "front", names)).toBe(
      "Graphic 'Lotus', front, bottom right, 33 % wide, turned 30°",
    );
  });
});

describe("the price", () => {
  const pricing = { blank: 1299, perSide: 200 };

  it("is the blank plus each printed side", () => {
    expect(designPrice(pricing, { front: [], back: [] })).toBe(1299);
    expect(designPrice(pricing, { front: [graphic()], back: [] })).toBe(1499);
    expect(printedSides({ front: [graphic(), text()], back: [text()] })).toBe(2);
    expect(designPrice(pricing, { front: [graphic(), text()], back: [text()] })).toBe(1699);
  });
});

describe("the original shop's view of a design", () => {
  it("places each side's first graphic on the 500 × 625 mockup", () => {
    const href = (id: string) => `/media/graphics/${id}.webp`;
    const area = printAreaOnMockup("hoodie", "front");
    const placed = legacyPlacement("hoodie", "front", [text(), graphic({ x: 200, y: 200 })], href);
    expect(placed).toEqual({ src: "/media/graphics/lotus.webp", x: area.x, y: area.y });
    expect(legacyPlacement("hoodie", "back", [text()], href)).toBeNull();
  });
});
