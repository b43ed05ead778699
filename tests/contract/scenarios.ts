// One suite of contract scenarios, written once against the typed client and run against every
// implementation of the contract (MSW handlers: mocks.test.ts; the real server: server.test.ts).
// Expected values come from the fixtures, which both the handlers and the server seed are built from.
// After each scenario, every answer seen must have passed the contract validator (validator.ts).
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  BANNER_LISTS,
  type BannerList,
  banners as fixtureBanners,
  headlines as fixtureHeadlines,
  type ProductTag,
  productsWithTag,
} from "../../mocks/fixtures";
import type { ApiClient } from "../../src/api/client";
import { ApiError } from "../../src/api/errors";
import { checkedResponses, formatViolations, takeViolations } from "./validator";

export interface ContractTarget {
  client: ApiClient;
  /** Restore the target's data between scenarios (optional). */
  reset?: () => Promise<void> | void;
  teardown?: () => Promise<void>;
}

const PAGE_SIZE = 8;

/** Resolves to the ApiError a call rejected with; fails when it resolved or threw something else. */
async function apiError(call: Promise<unknown>): Promise<ApiError> {
  const outcome = await call.then(
    (value) => ({ ok: true as const, value }),
    (error: unknown) => ({ ok: false as const, error }),
  );
  if (outcome.ok) throw new Error(`Expected the call to fail, it answered ${JSON.stringify(outcome.value)}`);
  expect(outcome.error).toBeInstanceOf(ApiError);
  return outcome.error as ApiError;
}

function isNewestFirst(items: { createdAt: string; _id: string }[]): boolean {
  return items.every((item, i) => {
    if (i === 0) return true;
    const prev = items[i - 1];
    return prev.createdAt > item.createdAt || (prev.createdAt === item.createdAt && prev._id > item._id);
  });
}

export function contractScenarios(name: string, setup: () => Promise<ContractTarget>): void {
  describe(name, () => {
    let target: ContractTarget;
    let checkedBefore = 0;

    beforeAll(async () => {
      target = await setup();
    });

    afterAll(async () => {
      await target?.teardown?.();
    });

    beforeEach(async () => {
      await target.reset?.();
      takeViolations();
      checkedBefore = checkedResponses();
    });

    afterEach(() => {
      const violations = takeViolations();
      expect(violations, `contract violations:\n${formatViolations(violations)}`).toEqual([]);
      expect(checkedResponses(), "no answer went through the contract validator").toBeGreaterThan(
        checkedBefore,
      );
    });

    async function listing(tag: ProductTag, page: number, limit = PAGE_SIZE) {
      const { data } = await target.client.GET("/product/tags/{tag}", {
        params: { path: { tag }, query: { page, limit } },
      });
      if (!data) throw new Error(`GET /product/tags/${tag} answered no data`);
      expect(data.success).toBe(true);
      return data.data.data.data;
    }

    describe("GET /product/tags/{tag}", () => {
      const newArrivals = productsWithTag("newarrival");
      const lastPage = Math.ceil(newArrivals.length / PAGE_SIZE);

      it("fixtures hold enough new arrivals for these scenarios (>2 pages, last one partial)", () => {
        expect(lastPage).toBeGreaterThanOrEqual(3);
        expect(newArrivals.length % PAGE_SIZE).not.toBe(0);
        // The afterEach check needs one answer: make one.
        return listing("newarrival", 1);
      });

      it("newarrival page 1 has 8 products, newest first, with the total count of the fixtures", async () => {
        const page1 = await listing("newarrival", 1);
        expect(page1.page).toBe(1);
        expect(page1.limit).toBe(PAGE_SIZE);
        expect(page1.totalCount).toBe(newArrivals.length);
        expect(page1.products).toHaveLength(PAGE_SIZE);
        expect(isNewestFirst(page1.products)).toBe(true);
        for (const product of page1.products) expect(product.tags).toContain("newarrival");
        expect(page1.products.map((p) => p._id)).toEqual(newArrivals.slice(0, PAGE_SIZE).map((p) => p._id));
      });

      it("page 2 continues page 1 with no overlap", async () => {
        const page1 = await listing("newarrival", 1);
        const page2 = await listing("newarrival", 2);
        expect(page2.page).toBe(2);
        expect(page2.totalCount).toBe(newArrivals.length);
        expect(page2.products).toHaveLength(PAGE_SIZE);
        const ids1 = new Set(page1.products.map((p) => p._id));
        expect(page2.products.filter((p) => ids1.has(p._id))).toEqual([]);
        const both = [...page1.products, ...page2.products];
        expect(isNewestFirst(both)).toBe(true);
        expect(page2.products.map((p) => p._id)).toEqual(
          newArrivals.slice(PAGE_SIZE, 2 * PAGE_SIZE).map((p) => p._id),
        );
      });

      it("the last page is partial", async () => {
        const last = await listing("newarrival", lastPage);
        expect(last.page).toBe(lastPage);
        expect(last.totalCount).toBe(newArrivals.length);
        expect(last.products.length).toBe(newArrivals.length - (lastPage - 1) * PAGE_SIZE);
        expect(last.products.length).toBeLessThan(PAGE_SIZE);
        expect(last.products.map((p) => p._id)).toEqual(
          newArrivals.slice((lastPage - 1) * PAGE_SIZE).map((p) => p._id),
        );
      });

      it("a page past the end is empty with the same total count", async () => {
        const past = await listing("newarrival", lastPage + 1);
        expect(past.page).toBe(lastPage + 1);
        expect(past.products).toEqual([]);
        expect(past.totalCount).toBe(newArrivals.length);
      });

      it("all pages together list every new arrival exactly once", async () => {
        const all = await listing("newarrival", 1, 50);
        expect(all.limit).toBe(50);
        expect(all.products.map((p) => p._id)).toEqual(newArrivals.map((p) => p._id));
      });

      it("page and limit default to 1 and 8", async () => {
        const { data } = await target.client.GET("/product/tags/{tag}", {
          params: { path: { tag: "newarrival" } },
        });
        const listing = data?.data.data.data;
        expect(listing?.page).toBe(1);
        expect(listing?.limit).toBe(PAGE_SIZE);
        expect(listing?.products).toHaveLength(PAGE_SIZE);
      });

      it("trending lists trending products newest first", async () => {
        const trending = productsWithTag("trending");
        const page1 = await listing("trending", 1, 20);
        expect(page1.totalCount).toBe(trending.length);
        expect(page1.products).toHaveLength(Math.min(20, trending.length));
        for (const product of page1.products) expect(product.tags).toContain("trending");
        expect(isNewestFirst(page1.products)).toBe(true);
        expect(page1.products.map((p) => p._id)).toEqual(trending.slice(0, 20).map((p) => p._id));
      });

      it("summaries carry the card fields (first variant's images, price = originalPrice)", async () => {
        const page1 = await listing("newarrival", 1);
        for (const product of page1.products) {
          expect(product.variantId).toBe(product.variants[0]._id);
          expect(product.images).toEqual(product.variants[0].images);
          expect(product.originalPrice).toBe(product.price);
          expect(typeof product.reviews).toBe("number");
        }
      });

      it.each([
        ["limit", { page: 1, limit: 0 }],
        ["limit", { page: 1, limit: 51 }],
        ["limit", { page: 1, limit: -3 }],
        ["limit", { page: 1, limit: 2.5 }],
        ["page", { page: "abc" as unknown as number, limit: 8 }],
        ["page", { page: 0, limit: 8 }],
      ])("a bad %s (%j) answers 400 naming the field", async (field, query) => {
        const error = await apiError(
          target.client.GET("/product/tags/{tag}", { params: { path: { tag: "newarrival" }, query } }),
        );
        expect(error.status).toBe(400);
        expect(error.serverMessage).toMatch(new RegExp(`\\b${field}\\b`));
        expect(error.data).toMatchObject({ success: false });
      });

      it("an unknown tag answers 400 naming the tag", async () => {
        const error = await apiError(
          target.client.GET("/product/tags/{tag}", {
            params: { path: { tag: "bestseller" as ProductTag }, query: { page: 1, limit: 8 } },
          }),
        );
        expect(error.status).toBe(400);
        expect(error.serverMessage).toMatch(/\btag\b/);
      });
    });

    describe("GET /banner/trending/{list}", () => {
      it.each(BANNER_LISTS.map((list) => [list]))("%s answers success with its banner list", async (list) => {
        const { data } = await target.client.GET("/banner/trending/{list}", {
          params: { path: { list: list as BannerList } },
        });
        expect(data?.success).toBe(true);
        expect(Array.isArray(data?.data)).toBe(true);
        expect(data?.data.map((b) => b._id)).toEqual(fixtureBanners[list].map((b) => b._id));
      });

      it("an unknown list answers 400 naming the list", async () => {
        const error = await apiError(
          target.client.GET("/banner/trending/{list}", {
            params: { path: { list: "nowhere" as BannerList } },
          }),
        );
        expect(error.status).toBe(400);
        expect(error.serverMessage).toMatch(/\blist\b/);
      });
    });

    describe("GET /banner/headlines", () => {
      it("answers the headlines; the first has text", async () => {
        const { data } = await target.client.GET("/banner/headlines");
        expect(data?.success).toBe(true);
        expect(data?.data.length).toBeGreaterThan(0);
        expect(data?.data[0].text.trim()).not.toBe("");
        expect(data?.data[0].text).toBe(fixtureHeadlines[0].text);
      });
    });

    describe("GET /video/get-video", () => {
      it("answers both video paths (a path or null)", async () => {
        const { data } = await target.client.GET("/video/get-video");
        expect(data?.success).toBe(true);
        expect(data?.data).toHaveProperty("mobileVideoPath");
        expect(data?.data).toHaveProperty("desktopVideoPath");
        for (const path of [data?.data.mobileVideoPath, data?.data.desktopVideoPath]) {
          expect(path === null || typeof path === "string").toBe(true);
        }
      });
    });
  });
}
