// The search results page's words: the search read from the address as the shop can send it, its path, and
// the heading's count (src/features/search).
import { describe, expect, it } from "vitest";
import { resultsEndNote, resultsHeading } from "../../src/features/search/searchHeading";
import { searchTermOf } from "../../src/features/search/searchTerm";
import { searchPath } from "../../src/lib/paths";
import { MAX_SEARCH_LENGTH, SEARCH_MATCHES_COUNTED } from "../../src/lib/searchLimits";
import contract from "../../src/api/contract/openapi.json";

const termOf = (query: string) => searchTermOf(new URLSearchParams(query));

describe("searchTermOf", () => {
  it("reads q with its spaces tidied", () => {
    expect(termOf("q=black+tee")).toBe("black tee");
    expect(termOf("q=%20%20black%20%20%20tee%20")).toBe("black tee");
  });
  it("is blank without q or with only spaces", () => {
    expect(termOf("")).toBe("");
    expect(termOf("q=")).toBe("");
    expect(termOf("q=%20%20")).toBe("");
  });
  it("reads control characters (which the shop refuses) as spaces", () => {
    expect(termOf("q=black%00tee%0A")).toBe("black tee");
  });
  it("cuts a long search to the longest the shop takes, never inside a character", () => {
    expect(termOf(`q=${"a".repeat(150)}`)).toHaveLength(MAX_SEARCH_LENGTH);
    const emoji = termOf(`q=${encodeURIComponent("👕".repeat(120))}`);
    expect(Array.from(emoji)).toHaveLength(MAX_SEARCH_LENGTH);
    // No half of a surrogate pair left at the end (the contract refuses lone surrogates).
    expect(emoji).toBe("👕".repeat(MAX_SEARCH_LENGTH));
  });
  it("takes what the contract takes for q", () => {
    const q = contract.components.parameters.searchQuery.schema;
    expect(q.maxLength).toBe(MAX_SEARCH_LENGTH);
  });
});

describe("searchPath", () => {
  it("is the results page with the search in q", () => {
    expect(searchPath("black tee")).toBe("/search?q=black+tee");
    expect(searchPath("t-shirt & jeans")).toBe("/search?q=t-shirt+%26+jeans");
    expect(termOf(searchPath("t-shirt & jeans").split("?")[1])).toBe("t-shirt & jeans");
  });
});

describe("resultsHeading", () => {
  it("says how many matched and what was searched", () => {
    expect(resultsHeading(9, "black tee")).toBe("9 results for “black tee”");
    expect(resultsHeading(1, "kolam")).toBe("1 result for “kolam”");
  });
  it("reads the most the search counts as at least that many", () => {
    expect(resultsHeading(SEARCH_MATCHES_COUNTED, "tee")).toBe(
      `${SEARCH_MATCHES_COUNTED}+ results for “tee”`,
    );
    expect(contract.components.schemas.ProductSearchPage.properties.totalCount.maximum).toBe(
      SEARCH_MATCHES_COUNTED,
    );
  });
  it("says only under a search counted to the most that there may be more", () => {
    expect(resultsEndNote(9)).toBeUndefined();
    expect(resultsEndNote(SEARCH_MATCHES_COUNTED)).toMatch(/best 100 matches/);
  });
});
