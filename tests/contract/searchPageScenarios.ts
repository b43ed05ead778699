// The search results page's calls, run inside `contractScenarios` against the server: a search's matches as
// product cards, paged like the listings in the search box's order, how a typo was read, and the searches
// suggested when nothing matched. Expected values come from the fixtures the server was seeded with.
import { describe, expect, it } from "vitest";
import { catalogue, sampleSearchMatches, sampleSearchQuery } from "../../mocks/fixtures";
import { apiError } from "./apiError";
import type { ContractTarget } from "./scenarios";

const productOf = (id: string) => {
  const product = catalogue.find((p) => p._id === id);
  if (!product) throw new Error(`no fixture product ${id}`);
  return product;
};

/** What the sample search ("black tee") finds in the seeded catalogue: the fixtures' sample matches. */
const blackTees = sampleSearchMatches;

export function searchPageScenarios(getTarget: () => ContractTarget): void {
  const target = () => getTarget();

  async function resultsPage(q: string, paging: { page?: number; limit?: number } = {}) {
    const { data } = await target().client.GET("/product/search/results", {
      params: { query: { q, ...paging } },
    });
    if (!data) throw new Error(`GET /product/search/results?q=${q} answered no data`);
    expect(data.success).toBe(true);
    return data.data;
  }

  async function searchBox(q: string) {
    const { data } = await target().client.GET("/product/search", { params: { query: { q, limit: 20 } } });
    if (!data) throw new Error(`GET /product/search?q=${q} answered no data`);
    return data.data;
  }

  describe("GET /product/search/results", () => {
    it("pages a search's matches by 8 in the search box's order: the 9th 'black tee' is page 2's first", async () => {
      expect(blackTees.length).toBeGreaterThan(8);
      const first = await resultsPage(sampleSearchQuery);
      const second = await resultsPage(sampleSearchQuery, { page: 2 });
      expect(first).toMatchObject({ totalCount: blackTees.length, page: 1, limit: 8 });
      expect(first.products).toHaveLength(8);
      expect(second.products).toHaveLength(blackTees.length - 8);
      const paged = [...first.products, ...second.products].map((p) => p._id);
      expect(paged.sort()).toEqual(blackTees.map((p) => p._id).sort());
      const box = await searchBox(sampleSearchQuery);
      expect([...first.products, ...second.products].map((p) => p._id)).toEqual(
        box.results.map((r) => r.productId),
      );
    });

    it("each card is the product's, showing the variant whose colour was searched for", async () => {
      const { products } = await resultsPage(sampleSearchQuery, { limit: 20 });
      for (const card of products) {
        const product = productOf(card._id);
        const black = product.variants.find((v) => v.color === "Black");
        expect(card.name).toBe(product.name);
        expect(card.finalPrice).toBe(product.finalPrice);
        expect(card.variantId).toBe(black?._id);
        expect(card.images).toEqual(black?.images);
        expect(card.variants.map((v) => v._id)).toEqual(product.variants.map((v) => v._id));
      }
    });

    it("a page past the matches is empty and still counts them", async () => {
      const page = await resultsPage(sampleSearchQuery, { page: 3 });
      expect(page).toEqual({ products: [], totalCount: blackTees.length, page: 3, limit: 8 });
    });

    it("says how a typo was read when it is sure ('hoddie' → 'hoodie'), and nothing for words read as typed", async () => {
      const typo = await resultsPage("hoddie");
      expect(typo.readAs).toBe("hoodie");
      expect(typo.products.length).toBeGreaterThan(0);
      for (const card of typo.products) expect(productOf(card._id).subCategory).toBe("hoodie");
      expect((await resultsPage("blak tee")).readAs).toBe(sampleSearchQuery);
      expect((await resultsPage(sampleSearchQuery)).readAs).toBeUndefined();
    });

    it("nothing matching ('kurta') answers no cards and a count of 0", async () => {
      expect(await resultsPage("kurta")).toEqual({ products: [], totalCount: 0, page: 1, limit: 8 });
    });

    it.each([
      ["q", { q: "  " }],
      ["page", { q: "tee", page: 0 }],
      ["limit", { q: "tee", limit: 51 }],
    ])("a bad %s (%j) answers 400 naming it", async (field, query) => {
      const error = await apiError(target().client.GET("/product/search/results", { params: { query } }));
      expect(error.status).toBe(400);
      expect(error.serverMessage).toMatch(new RegExp(`^${field}\\b`));
    });
  });

  describe("GET /product/search/suggestions", () => {
    it("suggests searches of a colour and a kind, each finding products of that colour", async () => {
      const { data } = await target().client.GET("/product/search/suggestions");
      const searches = data?.data.searches ?? [];
      expect(searches.length).toBeGreaterThanOrEqual(4);
      expect(new Set(searches).size).toBe(searches.length);
      for (const search of searches) {
        const found = await searchBox(search);
        expect(found.totalCount, `"${search}" finds products`).toBeGreaterThan(0);
        const colour = search.split(" ")[0];
        expect(found.results.some((r) => r.color.toLowerCase().includes(colour))).toBe(true);
      }
    });
  });
}
