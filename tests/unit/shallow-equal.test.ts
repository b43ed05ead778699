import { describe, expect, it } from "vitest";
import { shallowEqual } from "../../src/lib/shallowEqual";

describe("shallowEqual", () => {
  it("is true for objects with the same keys and values, whatever their order", () => {
    expect(shallowEqual({ a: 1, b: "x", c: undefined }, { c: undefined, b: "x", a: 1 })).toBe(true);
    expect(shallowEqual({}, {})).toBe(true);
  });

  it("is false when a value differs, a key is missing or added, or a nested object is another", () => {
    expect(shallowEqual({ a: 1 }, { a: 2 })).toBe(false);
    expect(shallowEqual({ a: 1, b: undefined }, { a: 1, c: undefined })).toBe(false);
    expect(shallowEqual({ a: 1 }, { a: 1, b: 2 })).toBe(false);
    expect(shallowEqual({ a: { x: 1 } }, { a: { x: 1 } })).toBe(false);
  });

  it("compares as Object.is does (NaN equals NaN, 0 is not -0)", () => {
    expect(shallowEqual({ a: Number.NaN }, { a: Number.NaN })).toBe(true);
    expect(shallowEqual({ a: 0 }, { a: -0 })).toBe(false);
  });
});
