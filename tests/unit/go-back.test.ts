import { describe, expect, it } from "vitest";
import { canGoBackInShop } from "../../src/hooks/useGoBack";

describe("canGoBackInShop in the browser's history", () => {
  it("goes back after a navigation inside this app session", () => {
    expect(canGoBackInShop({ kind: "browser", routerIndex: 2, sameOriginIndex: 2 })).toBe(true);
    // Even without the Navigation API.
    expect(canGoBackInShop({ kind: "browser", routerIndex: 1 })).toBe(true);
  });

  it("goes back after a full page load from another page of the shop", () => {
    expect(canGoBackInShop({ kind: "browser", routerIndex: 0, sameOriginIndex: 1 })).toBe(true);
  });

  it("does not when the shopper came from another site or opened the URL directly", () => {
    expect(canGoBackInShop({ kind: "browser", routerIndex: 0, sameOriginIndex: 0 })).toBe(false);
  });

  it("does not when nothing says there is a page of the shop before", () => {
    expect(canGoBackInShop({ kind: "browser", routerIndex: 0 })).toBe(false);
  });
});

describe("canGoBackInShop in a router of its own", () => {
  it("goes back from any entry but the router's first", () => {
    expect(canGoBackInShop({ kind: "memory", locationKey: "k3j9x2" })).toBe(true);
    expect(canGoBackInShop({ kind: "memory", locationKey: "default" })).toBe(false);
  });
});
