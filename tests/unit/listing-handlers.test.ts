import { describe, expect, it } from "vitest";
import { catalogue, type Product } from "../../mocks/fixtures";
import { facetsOf, filteredListing } from "../../mocks/handlers/listingFilters";
import { inputFor, listingQueryOf, requestValidator } from "../../src/api/contract";

/** A listing query as the handlers get it: checked by the contract's validator, defaults filled in. */
function query(search: string) {
  const outcome = requestValidator().check({
    method: "GET",
    url: `/api/v1/product/category/upperwear?${search}`,
    contentType: null,
    body: null,
  });
  if (!outcome.ok) throw new Error(`refused ${search}: ${outcome.message}`);
  return listingQueryOf(inputFor(outcome, "listProductsByCategory").query);
}
const upperwear = catalogue.filter((p) => p.category === "upperwear");

function newestFirst(a: Product, b: Product) {
  if (a.createdAt !== b.createdAt) return a.createdAt < b.createdAt ? 1 : -1;
  return a._id < b._id ? 1 : -1;
}

describe("mock listing: query", () => {
  it("fills the contract's defaults", () => {
    expect(query("")).toEqual({ page: 1, limit: 8, sort: "newest", sizes: [], colors: [] });
  });

  it("accepts an equal min and max and repeated values", () => {
    expect(query("minPrice=500&maxPrice=500&size=M&size=L&color=Black&color=navy")).toMatchObject({
      minPrice: 500,
      maxPrice: 500,
      sizes: ["M", "L"],
      colors: ["Black", "navy"],
    });
  });
});

describe("mock listing: filters, order, paging", () => {
  it("size keeps products with stock > 0 in ANY listed size", () => {
    const result = filteredListing(upperwear, query("size=XXL&size=S&limit=50"));
    const expected = upperwear.filter((p) =>
      p.variants.some((v) => v.sizes.some((s) => s.stock > 0 && (s.size === "XXL" || s.size === "S"))),
    );
    expect(result.totalCount).toBe(expected.length);
    expect(result.totalCount).toBeLessThan(upperwear.length);
    expect(result.products.map((p) => p._id)).toEqual([...expected].sort(newestFirst).map((p) => p._id));
  });

  it("color matches any listed colour, case-insensitively", () => {
    const result = filteredListing(upperwear, query("color=olive&color=MAROON&limit=50"));
    const expected = upperwear.filter((p) =>
      p.variants.some((v) => v.color === "Olive" || v.color === "Maroon"),
    );
    expect(result.totalCount).toBe(expected.length);
    expect(result.totalCount).toBeGreaterThan(0);
  });

  it("price is inclusive on finalPrice", () => {
    const result = filteredListing(upperwear, query("minPrice=699&maxPrice=1299&limit=50"));
    expect(result.products.every((p) => p.finalPrice >= 699 && p.finalPrice <= 1299)).toBe(true);
    expect(result.products.some((p) => p.finalPrice === 699)).toBe(true);
    expect(result.totalCount).toBe(
      upperwear.filter((p) => p.finalPrice >= 699 && p.finalPrice <= 1299).length,
    );
  });

  it("sorts by price and rating, ties newest first, then pages", () => {
    const asc = [...upperwear].sort((a, b) => a.finalPrice - b.finalPrice || newestFirst(a, b));
    const page2 = filteredListing(upperwear, query("sort=price-asc&page=2&limit=8"));
    expect(page2.products.map((p) => p._id)).toEqual(asc.slice(8, 16).map((p) => p._id));
    expect(page2.totalCount).toBe(upperwear.length);
    const desc = filteredListing(upperwear, query("sort=price-desc&limit=50")).products.map(
      (p) => p.finalPrice,
    );
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
    const rated = [...upperwear].sort((a, b) => b.rating - a.rating || newestFirst(a, b));
    expect(filteredListing(upperwear, query("sort=rating&limit=50")).products.map((p) => p._id)).toEqual(
      rated.map((p) => p._id),
    );
  });

  it("facets describe the base set, whatever the filters", () => {
    const narrowed = filteredListing(upperwear, query("size=XXL&color=Olive&minPrice=1000"));
    expect(narrowed.facets).toEqual(facetsOf(upperwear));
    const stocked = (size: string) =>
      upperwear.some((p) => p.variants.some((v) => v.sizes.some((s) => s.size === size && s.stock > 0)));
    expect(narrowed.facets.sizes).toEqual(["S", "M", "L", "XL", "XXL"].filter(stocked));
    expect(narrowed.facets.colors).toContainEqual({ name: "Olive", hex: "#5a6b32" });
    const names = narrowed.facets.colors.map((c) => c.name);
    expect(names).toEqual([...names].sort());
    expect(narrowed.facets.price).toEqual({
      min: Math.min(...upperwear.map((p) => p.finalPrice)),
      max: Math.max(...upperwear.map((p) => p.finalPrice)),
    });
  });

  it("an empty base set has empty facets", () => {
    expect(facetsOf([])).toEqual({ sizes: [], colors: [], price: { min: 0, max: 0 } });
  });
});
