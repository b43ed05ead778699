// Where banner slides go (src/features/banners/queries.ts bannerRoute): every page value of the contract
// opens a real route, a sub-category opens its own Upper Wear tab, and the fixtures' slides open what their
// words name without repeating the hero's picture.
import { describe, expect, it } from "vitest";
import { banners } from "../../mocks/fixtures";
import contract from "../../src/api/contract/openapi.json";
import { bannerRoute } from "../../src/features/banners/queries";
import { parseCategoryTab, UPPER_WEAR } from "../../src/features/catalog/categoryTabs";

const pages = (contract as { components: { schemas: { BannerPage: { enum: string[] } } } }).components.schemas
  .BannerPage.enum;

describe("bannerRoute", () => {
  it("sends every page value of the contract somewhere", () => {
    expect(pages.length).toBeGreaterThan(5);
    for (const page of pages) expect(bannerRoute(page), page).toMatch(/^\//);
  });

  it("opens the Upper Wear tab that lists exactly a sub-category page", () => {
    for (const page of ["oversize-t-shirt", "hoodie", "shacket"]) {
      const route = new URL(bannerRoute(page) ?? "", "https://rangrez.in");
      expect(route.pathname).toBe("/upper-wear");
      const tab = parseCategoryTab(UPPER_WEAR, route.searchParams);
      expect(tab?.slugs, page).toEqual([page]);
    }
  });

  it("sends an unknown value nowhere", () => {
    expect(bannerRoute("sale")).toBeUndefined();
    expect(bannerRoute(undefined)).toBeUndefined();
    expect(bannerRoute("constructor")).toBeUndefined();
  });
});

describe("the fixtures' slides", () => {
  it("open what their words name", () => {
    for (const banner of [...banners.home, ...banners.trending]) {
      const route = bannerRoute(banner.page) ?? "";
      if (/hoodie/i.test(banner.alt)) expect(route, banner.alt).toBe("/upper-wear?tab=hoodie");
      if (/oversized/i.test(banner.alt)) expect(route, banner.alt).toBe("/upper-wear?tab=oversize-tshirt");
      if (/shacket/i.test(banner.alt)) expect(route, banner.alt).toBe("/upper-wear?tab=shacket");
      if (/trending/i.test(banner.alt)) expect(route, banner.alt).toBe("/trending");
    }
  });

  it("do not repeat the hero's picture in the home carousel right under it", () => {
    const hero = [...banners.desktopvideobanner, ...banners.mobilevideobanner].map((b) => b.mobileImagePath);
    for (const slide of [...banners.home, ...banners.mobilehome]) {
      expect(hero).not.toContain(slide.mobileImagePath);
    }
  });
});
