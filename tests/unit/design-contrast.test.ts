import { describe, expect, it } from "vitest";
import { contrastGrade, contrastRatio } from "../../stories/design/contrast";

// The tokens page's contrast figures (stories/design): WCAG 2's formula, checked at its known points.
describe("contrastRatio", () => {
  it("is 21 for black on white and 1 for a colour on itself, in either order", () => {
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrastRatio("#ffffff", "#000000")).toBeCloseTo(21, 5);
    expect(contrastRatio("#b3261e", "#b3261e")).toBe(1);
  });

  it("matches WCAG's worked values: #767676 on white is the lightest grey at 4.5:1", () => {
    expect(contrastRatio("#767676", "#ffffff")).toBeCloseTo(4.54, 2);
    expect(contrastRatio("#777777", "#ffffff")).toBeLessThan(4.5);
  });

  it("refuses what is not #rrggbb", () => {
    expect(() => contrastRatio("red", "#ffffff")).toThrow("red is not a #rrggbb colour");
  });
});

describe("contrastGrade", () => {
  it("grades at 7, 4.5 and 3", () => {
    expect([7, 6.99, 4.5, 4.49, 3, 2.99].map(contrastGrade)).toEqual([
      "AAA",
      "AA",
      "AA",
      "AA Large",
      "AA Large",
      "Fails",
    ]);
  });
});
