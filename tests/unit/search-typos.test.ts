// When search reads a query word as a catalogue word: trigram similarity, or few enough edits for the
// word's length (server/services/search.ts standsFor, server/services/editDistance.ts).
import { describe, expect, it } from "vitest";
import { editDistance } from "../../server/services/editDistance";
import { standsFor } from "../../server/services/search";

describe("editDistance", () => {
  it.each([
    ["jeans", "jeans", 0],
    ["jeens", "jeans", 1],
    ["hoodei", "hoodie", 1],
    ["hoddie", "hoodie", 1],
    ["tshrt", "tshirt", 1],
    ["shacket", "jacket", 2],
    ["", "tee", 3],
    ["kurta", "", 5],
  ])("%s → %s is %i", (a, b, distance) => {
    expect(editDistance(a, b)).toBe(distance);
    expect(editDistance(b, a)).toBe(distance);
  });
});

describe("standsFor", () => {
  it("takes a close trigram match ('hoddie' → 'hoodie' at 0.4)", () => {
    expect(standsFor("hoddie", "hoodie", 0.4)).toBe(true);
  });
  it("takes one edit in a short word the trigrams miss ('jeens' → 'jeans' at 0.33)", () => {
    expect(standsFor("jeens", "jeans", 0.33)).toBe(true);
    expect(standsFor("blak", "black", 0.6)).toBe(true);
  });
  it("refuses a three-letter word one letter from another ('tee' is not 'teal')", () => {
    expect(standsFor("tee", "teal", 0.5)).toBe(false);
  });
  it("refuses a distant word that only shares a few trigrams", () => {
    expect(standsFor("kurta", "shirt", 0.33)).toBe(false);
    expect(standsFor("shacket", "jacket", 0.3)).toBe(false);
  });
  it("allows two edits from eight letters ('slevedeg' → 'selvedge')", () => {
    expect(standsFor("slevedeg", "selvedge", 0.3)).toBe(true);
  });
});
