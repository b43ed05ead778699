// How search words become full-text queries (server/services/searchQuery.ts): known words as exact
// words with the catalogue words they begin, others as prefixes with the words a typo stands for; the
// strong query asks for the name, kind or colour (weights A and B).
import { describe, expect, it } from "vitest";
import contract from "../../src/api/contract/openapi.json";
import { COUNTED_UP_TO } from "../../server/services/search";
import { searchQueries, wordTerms } from "../../server/services/searchQuery";

describe("wordTerms", () => {
  it("matches a word the vocabulary completes as itself and its completions, exact", () => {
    expect(wordTerms("hood", { completions: ["hooded", "hoodie"], corrections: [] })).toEqual([
      { term: "hood", prefix: false },
      { term: "hooded", prefix: false },
      { term: "hoodie", prefix: false },
    ]);
  });
  it("does not repeat a complete word that is its own completion", () => {
    expect(wordTerms("tee", { completions: ["tee", "tees"], corrections: [] }).map((t) => t.term)).toEqual([
      "tee",
      "tees",
    ]);
  });
  it("matches a word the vocabulary does not know (a number, a description word) as a prefix", () => {
    expect(wordTerms("4242", undefined)).toEqual([{ term: "4242", prefix: true }]);
    expect(wordTerms("cott", { completions: [], corrections: [] })).toEqual([{ term: "cott", prefix: true }]);
  });
  it("matches the start of too many words as a prefix", () => {
    expect(wordTerms("sh", { completions: null, corrections: [] })).toEqual([{ term: "sh", prefix: true }]);
  });
  it("adds the words a typo stands for to its prefix", () => {
    expect(wordTerms("hoddie", { completions: [], corrections: ["hoodie"] })).toEqual([
      { term: "hoddie", prefix: true },
      { term: "hoodie", prefix: false },
    ]);
  });
});

describe("searchQueries", () => {
  const lookups = new Map([
    ["blak", { completions: [], corrections: ["black"] }],
    ["hood", { completions: ["hoodie"], corrections: [] }],
  ]);
  it("needs every word, any of its terms", () => {
    expect(searchQueries(["blak", "hood", "4242"], lookups).every).toBe(
      "(blak:* | black) & (hood | hoodie) & (4242:*)",
    );
  });
  it("asks the strong query for each term in the name, kind or colour", () => {
    expect(searchQueries(["blak", "hood", "4242"], lookups).strong).toBe(
      "(blak:*AB | black:AB) & (hood:AB | hoodie:AB) & (4242:*AB)",
    );
  });
});

it("counts matches up to the contract's maximum for totalCount", () => {
  const response = contract.components.schemas.ProductSearchResponse.properties.data;
  expect(response.properties.totalCount.maximum).toBe(COUNTED_UP_TO);
});
