// How search words become full-text queries (server/services/searchQuery.ts): known words as exact
// words with the catalogue words they begin, others as prefixes with the words a typo stands for; the
// strong query asks for the name, kind or colour (weights A and B).
import { describe, expect, it } from "vitest";
import contract from "../../src/api/contract/openapi.json";
import { COUNTED_UP_TO } from "../../server/services/searchMatches";
import {
  readAs,
  searchQueries,
  strongMatchesAtMost,
  type WordLookup,
  wordTerms,
} from "../../server/services/searchQuery";

/** What the vocabulary says of a word; `titleProducts` as it would count them. */
const lookup = (completions: string[] | null, corrections: string[], titleProducts = 0): WordLookup => ({
  completions,
  corrections,
  titleProducts,
});

describe("wordTerms", () => {
  it("matches a word the vocabulary completes as itself and its completions, exact", () => {
    expect(wordTerms("hood", lookup(["hooded", "hoodie"], []))).toEqual([
      { term: "hood", prefix: false },
      { term: "hooded", prefix: false },
      { term: "hoodie", prefix: false },
    ]);
  });
  it("does not repeat a complete word that is its own completion", () => {
    expect(wordTerms("tee", lookup(["tee", "tees"], [])).map((t) => t.term)).toEqual(["tee", "tees"]);
  });
  it("matches a word the vocabulary does not know (a number, a description word) as a prefix", () => {
    expect(wordTerms("4242", undefined)).toEqual([{ term: "4242", prefix: true }]);
    expect(wordTerms("cott", lookup([], []))).toEqual([{ term: "cott", prefix: true }]);
  });
  it("matches the start of too many words as a prefix", () => {
    expect(wordTerms("sh", lookup(null, []))).toEqual([{ term: "sh", prefix: true }]);
  });
  it("adds the words a typo stands for to its prefix", () => {
    expect(wordTerms("hoddie", lookup([], ["hoodie"]))).toEqual([
      { term: "hoddie", prefix: true },
      { term: "hoodie", prefix: false },
    ]);
  });
});

describe("searchQueries", () => {
  const lookups = new Map([
    ["blak", lookup([], ["black"])],
    ["hood", lookup(["hoodie"], [])],
  ]);
  it("needs every word, any of its terms", () => {
    expect(searchQueries(["blak", "hood", "4242"], lookups).every).toBe(
      "(blak:* | black) & (hood | hoodie) & (4242:*)",
    );
  });
  it("says whether a word is matched as a prefix", () => {
    expect(searchQueries(["hood"], lookups).hasPrefix).toBe(false);
    expect(searchQueries(["hood", "blak"], lookups).hasPrefix).toBe(true);
  });
  it("asks the strong query for each term in the name, kind or colour", () => {
    expect(searchQueries(["blak", "hood", "4242"], lookups).strong).toBe(
      "(blak:*AB | black:AB) & (hood:AB | hoodie:AB) & (4242:*AB)",
    );
  });
});

describe("strongMatchesAtMost", () => {
  it("is the fewest products any word's catalogue words are named in", () => {
    const lookups = new Map([
      ["black", lookup(["black"], [], 25_000)],
      ["hoddie", lookup([], ["hoodie"], 14_286)],
    ]);
    expect(strongMatchesAtMost(["black", "hoddie"], lookups)).toBe(14_286);
  });
  it("is 0 for a word no name, kind or colour has (a word of descriptions only)", () => {
    expect(strongMatchesAtMost(["product"], new Map([["product", lookup([], [])]]))).toBe(0);
  });
  it("knows no bound for a number or the start of too many words", () => {
    expect(strongMatchesAtMost(["4242"], new Map())).toBe(Number.POSITIVE_INFINITY);
    expect(strongMatchesAtMost(["sh"], new Map([["sh", lookup(null, [], 90_000)]]))).toBe(
      Number.POSITIVE_INFINITY,
    );
  });
});

it("counts matches up to the contract's maximum for totalCount", () => {
  const response = contract.components.schemas.ProductSearchResponse.properties.data;
  expect(response.properties.totalCount.maximum).toBe(COUNTED_UP_TO);
  const page = contract.components.schemas.ProductSearchPage;
  expect(page.properties.totalCount.maximum).toBe(COUNTED_UP_TO);
});

describe("readAs", () => {
  const typo = (...corrections: string[]) => lookup([], corrections);
  it("reads each typo as the one word it stands for, the other words as typed", () => {
    const lookups = new Map([
      ["blak", typo("black")],
      ["tee", lookup(["tee", "tees"], [])],
    ]);
    expect(readAs(["blak", "tee"], lookups)).toBe("black tee");
  });
  it("says nothing when every word was read as typed (known, a number, unknown with no correction)", () => {
    const lookups = new Map([
      ["black", lookup(["black"], [])],
      ["kurta", typo()],
    ]);
    expect(readAs(["black", "4242", "kurta"], lookups)).toBeUndefined();
  });
  it("says nothing when a typo could stand for more than one word", () => {
    const lookups = new Map([
      ["hoddie", typo("hoodie")],
      ["shurt", typo("shirt", "short")],
    ]);
    expect(readAs(["hoddie", "shurt"], lookups)).toBeUndefined();
  });
});
