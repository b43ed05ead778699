import { describe, expect, it } from "vitest";
import {
  activeFilterCount,
  parseListingFilters,
  parsePriceInput,
  priceRangeProblem,
  toListingApiQuery,
  withFilterChange,
  withFiltersCleared,
  writeListingFilters,
} from "../../src/features/catalog/listingFilters";
import {
  BOTTOM_WEAR,
  type CategoryListing,
  categoryTabHref,
  categoryTabSource,
  parseCategoryTab,
  UPPER_WEAR,
  upperWearTabHref,
} from "../../src/features/catalog/categoryTabs";

const parse = (search: string) => parseListingFilters(new URLSearchParams(search));

describe("parseListingFilters", () => {
  it("gives the defaults for a plain URL", () => {
    expect(parse("")).toEqual({ sort: "newest", size: [], color: [], country: [] });
  });

  it("reads every filter and normalises order and repeats", () => {
    expect(
      parse(
        "sort=price-asc&size=XL&size=M&size=M&color=navy&color=Black&color=Navy&country=Sri+Lanka&country=Bangladesh&country=Bangladesh&minPrice=500&maxPrice=1500",
      ),
    ).toEqual({
      sort: "price-asc",
      size: ["M", "XL"],
      color: ["Black", "navy"],
      country: ["Bangladesh", "Sri Lanka"],
      minPrice: 500,
      maxPrice: 1500,
    });
  });

  it("drops what the server would refuse", () => {
    expect(parse("sort=cheapest&size=XXXL&color=&country=%3Cb%3E&country=&minPrice=-3&maxPrice=abc")).toEqual(
      {
        sort: "newest",
        size: [],
        color: [],
        country: [],
      },
    );
  });

  it("keeps a min above the max as given: never swapped nor replaced", () => {
    expect(parse("minPrice=2000&maxPrice=500")).toMatchObject({ minPrice: 2000, maxPrice: 500 });
  });

  it("gives equal objects for equivalent URLs (so the query key matches between server and browser)", () => {
    expect(parse("size=L&size=M&color=Olive&color=Black")).toEqual(
      parse("color=Black&size=M&color=Olive&size=L"),
    );
  });
});

describe("writeListingFilters", () => {
  it("keeps other params (tab), leaves defaults out and writes repeated sizes", () => {
    const base = new URLSearchParams("tab=hoodie&size=S&sort=rating");
    const next = writeListingFilters(base, {
      sort: "newest",
      size: ["L", "M"],
      color: ["Black"],
      country: ["Bangladesh"],
      maxPrice: 1500,
    });
    expect(next.toString()).toBe("tab=hoodie&size=M&size=L&color=Black&country=Bangladesh&maxPrice=1500");
  });

  it("round-trips through parse", () => {
    const filters = {
      sort: "price-desc" as const,
      size: ["S" as const],
      color: ["Grey"],
      country: ["Sri Lanka"],
      minPrice: 0,
    };
    expect(parseListingFilters(writeListingFilters(new URLSearchParams(), filters))).toEqual(filters);
  });
});

describe("toListingApiQuery / activeFilterCount", () => {
  it("sends only what narrows or reorders", () => {
    expect(toListingApiQuery(parse(""))).toEqual({});
    expect(toListingApiQuery(parse("sort=rating&size=M&country=Bangladesh&minPrice=10"))).toEqual({
      sort: "rating",
      size: ["M"],
      country: ["Bangladesh"],
      minPrice: 10,
    });
  });

  it("counts sizes, colours and the price range once; sort is not a filter", () => {
    expect(activeFilterCount(parse("sort=rating"))).toBe(0);
    expect(activeFilterCount(parse("size=M&size=L&color=Black&minPrice=1&maxPrice=2"))).toBe(4);
    expect(activeFilterCount(parse("country=Bangladesh&country=India"))).toBe(2);
  });
});

describe("a price range the wrong way round", () => {
  const reversed = parse("size=M&minPrice=2000&maxPrice=500");

  it("says what is wrong and what to do, with both limits as the shopper typed them", () => {
    expect(priceRangeProblem(reversed)).toBe(
      "The min price (₹2,000) is above the max price (₹500). Lower the min or raise the max.",
    );
  });

  it("is no problem when the limits are in order, equal, or only one is set", () => {
    for (const query of ["minPrice=500&maxPrice=1500", "minPrice=500&maxPrice=500", "minPrice=2000", ""]) {
      expect(priceRangeProblem(parse(query)), query).toBeUndefined();
    }
  });

  it("stays in the URL exactly as the boxes show it, through every write and change", () => {
    // The shopper had a max of ₹500 and types a min of ₹2,000.
    const url = withFilterChange(new URLSearchParams("tab=tshirt&maxPrice=500"), { minPrice: 2000 });
    expect(url.toString()).toBe("tab=tshirt&minPrice=2000&maxPrice=500");
    expect(parseListingFilters(url)).toMatchObject({ minPrice: 2000, maxPrice: 500 });
    // Raising the max puts it right, the min untouched.
    const fixed = withFilterChange(url, { maxPrice: 2500 });
    expect(fixed.toString()).toBe("tab=tshirt&minPrice=2000&maxPrice=2500");
    expect(priceRangeProblem(parseListingFilters(fixed))).toBeUndefined();
  });

  it("is never sent to the server, which refuses it: the call asks for the rest (the screen lists nothing)", () => {
    expect(toListingApiQuery(reversed)).toEqual({ size: ["M"] });
    expect(toListingApiQuery(parse("minPrice=500&maxPrice=2000"))).toEqual({ minPrice: 500, maxPrice: 2000 });
  });

  it("still counts as the one price filter in force", () => {
    expect(activeFilterCount(reversed)).toBe(2);
  });
});

describe("withFilterChange / withFiltersCleared", () => {
  it("merges a change into the filters of the params it is given, keeping the other params", () => {
    const next = withFilterChange(new URLSearchParams("tab=hoodie&size=M"), { minPrice: 500 });
    expect(next.toString()).toBe("tab=hoodie&size=M&minPrice=500");
  });

  it("composes: min then max from each other's result keeps both", () => {
    const min = withFilterChange(new URLSearchParams("tab=tshirt"), { minPrice: 500 });
    const both = withFilterChange(min, { maxPrice: 1500 });
    expect(parseListingFilters(both)).toMatchObject({ minPrice: 500, maxPrice: 1500 });
    expect(both.get("tab")).toBe("tshirt");
  });

  it("removes a price when the change says undefined", () => {
    const next = withFilterChange(new URLSearchParams("minPrice=500&maxPrice=900"), { minPrice: undefined });
    expect(next.toString()).toBe("maxPrice=900");
  });

  it("clearing keeps the sort and the other params", () => {
    const next = withFiltersCleared(
      new URLSearchParams("tab=hoodie&sort=price-asc&size=M&color=Black&minPrice=3"),
    );
    expect(next.toString()).toBe("tab=hoodie&sort=price-asc");
  });
});

describe("parsePriceInput", () => {
  it("reads the rupees typed, with or without the sign and separators", () => {
    expect(parsePriceInput("1500")).toBe(1500);
    expect(parsePriceInput("₹1,500")).toBe(1500);
    expect(parsePriceInput(" ₹ 1 500 ")).toBe(1500);
    expect(parsePriceInput("0")).toBe(0);
    expect(parsePriceInput("007")).toBe(7);
  });

  it("is no limit when nothing usable is typed", () => {
    expect(parsePriceInput("")).toBeUndefined();
    expect(parsePriceInput("₹")).toBeUndefined();
    expect(parsePriceInput("abc")).toBeUndefined();
    expect(parsePriceInput("99999999999999999999")).toBeUndefined();
  });
});

describe("category tabs (Upper Wear, Bottom Wear)", () => {
  const source = (listing: CategoryListing, query: string) =>
    categoryTabSource(listing, parseCategoryTab(listing, new URLSearchParams(query)));

  it("maps each Upper Wear tab to the original shop's call and slugs", () => {
    expect(source(UPPER_WEAR, "")).toEqual({ kind: "category", category: "upperwear" });
    expect(source(UPPER_WEAR, "tab=tshirt")).toEqual({
      kind: "subcategory",
      slugs: ["t-shirt", "oversize-t-shirt", "regular-t-shirt"],
      category: "upperwear",
    });
    expect(source(UPPER_WEAR, "tab=oversize-tshirt")).toMatchObject({ slugs: ["oversize-t-shirt"] });
    expect(source(UPPER_WEAR, "tab=regular-tshirt")).toMatchObject({ slugs: ["regular-t-shirt"] });
    expect(source(UPPER_WEAR, "tab=hoodie")).toMatchObject({ slugs: ["hoodie"] });
    expect(source(UPPER_WEAR, "tab=shacket")).toMatchObject({ slugs: ["shacket"] });
  });

  it("maps Bottom Wear's tabs to the bottom wear category and its sub-categories", () => {
    expect(source(BOTTOM_WEAR, "")).toEqual({ kind: "category", category: "bottomwear" });
    expect(source(BOTTOM_WEAR, "tab=joggers")).toEqual({
      kind: "subcategory",
      slugs: ["joggers"],
      category: "bottomwear",
    });
    expect(source(BOTTOM_WEAR, "tab=jeans")).toMatchObject({ slugs: ["jeans"], category: "bottomwear" });
  });

  it("treats an unknown tab, or another category's, as All", () => {
    expect(parseCategoryTab(UPPER_WEAR, new URLSearchParams("tab=jeans")).tab).toBe("all");
    expect(parseCategoryTab(BOTTOM_WEAR, new URLSearchParams("tab=hoodie")).tab).toBe("all");
  });

  it("links a tab alone, or with the filters already chosen", () => {
    expect(upperWearTabHref("hoodie")).toBe("/upper-wear?tab=hoodie");
    expect(upperWearTabHref("all")).toBe("/upper-wear");
    const current = new URLSearchParams("tab=tshirt&size=M&sort=rating");
    expect(upperWearTabHref("hoodie", current)).toBe("/upper-wear?tab=hoodie&size=M&sort=rating");
    expect(upperWearTabHref("all", current)).toBe("/upper-wear?size=M&sort=rating");
    expect(current.get("tab")).toBe("tshirt");
    expect(categoryTabHref(BOTTOM_WEAR, "jeans", new URLSearchParams("size=L"))).toBe(
      "/bottom-wear?size=L&tab=jeans",
    );
    expect(categoryTabHref(BOTTOM_WEAR, "all")).toBe("/bottom-wear");
  });
});
