// The pure rules of a design as a line (server/services/designLines.ts): what printing adds to the blank's
// price, whether staff must review the shopper's pictures, and that a line names the design's own blank.
import { describe, expect, it } from "vitest";
import {
  type DesignOnBlank,
  lineDesignOf,
  printingPrice,
  printsUploads,
  requireTheBlank,
} from "../../server/services/designLines";
import { oneGraphic } from "../support/designRows";

const design: DesignOnBlank = {
  id: "d1",
  garment: "tshirt",
  productId: "blank-tee",
  variantId: "blank-tee-white",
  size: "M",
  color: "White",
  images: ["/media/tee-white-front.webp", "/media/tee-white-back.webp"],
  sides: { front: oneGraphic("mandala"), back: [] },
  perSide: 200,
};

describe("a design as a line", () => {
  it("adds the price of each printed side to its blank", () => {
    expect(printingPrice(design)).toBe(200);
    expect(printingPrice({ ...design, sides: { front: oneGraphic("a"), back: oneGraphic("b") } })).toBe(400);
    expect(printingPrice({ ...design, sides: { front: [], back: [] } })).toBe(0);
  });

  it("asks for staff's review only when a side prints the shopper's own picture", () => {
    expect(printsUploads(design.sides)).toBe(false);
    const upload = {
      kind: "upload" as const,
      id: "u1",
      uploadId: "up1",
      x: 600,
      y: 600,
      width: 400,
      height: 400,
      rotation: 0,
    };
    expect(printsUploads({ front: [], back: [upload] })).toBe(true);
  });

  it("is the design's own blank, colour and size, or 400", () => {
    expect(() =>
      requireTheBlank(design, { productId: "blank-tee", variantId: "blank-tee-white", size: "M" }),
    ).not.toThrow();
    for (const wrong of [
      { productId: "other", variantId: "blank-tee-white", size: "M" as const },
      { productId: "blank-tee", variantId: "blank-tee-black", size: "M" as const },
      { productId: "blank-tee", variantId: "blank-tee-white", size: "L" as const },
    ]) {
      expect(() => requireTheBlank(design, wrong)).toThrow(expect.objectContaining({ status: 400 }));
    }
  });

  it("answers the blank's front and back pictures to draw the mockup on", () => {
    expect(lineDesignOf(design)).toEqual({
      customizationId: "d1",
      type: "tshirt",
      productImages: { front: design.images[0], back: design.images[1] },
      sides: design.sides,
    });
  });
});
