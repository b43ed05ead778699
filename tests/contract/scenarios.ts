// The contract's behaviour scenarios (listings, search, contact, banners, accounts, the product page, the
// cart and its quote, the customiser and saved designs), written once against the typed client and run
// against the real server twice: on PGlite (server.test.ts) and on a PostgreSQL server
// (server.postgres.test.ts). The mock handlers answer instead of behaving; their answers are checked against
// the contract by handlerVariants.test.ts. Expected values come from the fixtures the server's seed is built
// from. After each scenario, every answer seen must have passed the contract validator.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  BANNER_LISTS,
  type BannerList,
  catalogue,
  type Category,
  FIXTURES_NOW,
  banners as fixtureBanners,
  headlines as fixtureHeadlines,
  newestFirst,
  type Product,
  type ProductTag,
  productsWithTag,
  SIZES,
  type Size,
  type SubCategory,
} from "../../mocks/fixtures";
import type { Kysely } from "kysely";
import type { Database } from "../../server/db/schema";
import type { ApiClient } from "../../src/api/client";
import type { DesignSides } from "../../src/api/types";
import type { DesignRow } from "../support/designRows";
import { brand } from "../../src/lib/brand";
import { accountScenarios } from "./accountScenarios";
import { orderScenarios } from "./orderScenarios";
import { cartScenarios } from "./cartScenarios";
import { complaintScenarios } from "./complaintScenarios";
import { couponScenarios } from "./couponScenarios";
import { blankScenarios } from "./blankScenarios";
import { designScenarios } from "./designScenarios";
import { guestUploadScenarios } from "./guestUploadScenarios";
import { privacyScenarios } from "./privacyScenarios";
import { correctionScenarios } from "./correctionScenarios";
import { vitalsScenarios } from "./vitalsScenarios";
import { catalogueScenarios } from "./catalogueScenarios";
import { productScenarios } from "./productScenarios";
import { searchPageScenarios } from "./searchPageScenarios";
import type { Browser } from "./cookieJar";
import { checkedResponses, formatViolations, takeViolations } from "./validator";
import { apiError } from "./apiError";

/** A mail as its mailbox received it (contact messages to the care mailbox, codes to shoppers). */
export interface InboxMail {
  to: string[];
  subject: string;
  /** The plain-text body. */
  text: string;
  /** Everything a reader sees (subject, body, reply-to). */
  content: string;
}

/** A coupon as staff will set it up: code upper case; optional limits (absent = none). */
export interface BackOfficeCoupon {
  code: string;
  kind: "flat" | "percent";
  value: number;
  minOrder?: number;
  validFrom?: string;
  validTo?: string;
  perShopperLimit?: number;
  active?: boolean;
}

export interface ContractTarget {
  client: ApiClient;
  /** A new browser against the target: a client with its own cookie jar (sessions). */
  browser: () => Browser;
  /** A request to an address of the shop outside the API (a page's, as a mail app posts to a link in a
   * mail): `path` with its query, no cookies; the answer checked against the contract when it is one of
   * its operations'. */
  site: (path: string, init: RequestInit) => Promise<Response>;
  /** Every mail sent so far, oldest first (at the server's SMTP catcher). */
  inbox: () => Promise<InboxMail[]>;
  /** An access token the target's (configured) provider accepts, as the browser gets it back. */
  socialToken: (provider: "google" | "facebook") => Promise<string>;
  /** What staff and the buying flow will do through the API later, done on the target's database now. */
  backOffice: {
    /** A delivered order of one piece of the product for the user. */
    deliverOrder: (
      userId: string,
      line: { productId: string; variantId: string; size: Size },
    ) => Promise<void>;
    /** Sets a size's stock (mailing the shoppers waiting for it when it comes back). */
    setStock: (variantId: string, size: Size, stock: number) => Promise<void>;
    /** The public URL the restock mails link to. */
    publicUrl: string;
    /** Adds a coupon (what a staff screen will do). */
    addCoupon: (coupon: BackOfficeCoupon) => Promise<void>;
    /** An order of the user that used the coupon: it counts toward the coupon's per-shopper limit. */
    useCoupon: (userId: string, code: string) => Promise<void>;
    /** A customised order (the customiser's, which arrives later) of one piece, delivered now. */
    customisedOrder: (
      userId: string,
      line: { productId: string; variantId: string; size: Size },
    ) => Promise<{ orderId: string; trackingId: string }>;
    /** Moves the shop's clock `ms` past its usual "today" (0 puts it back). */
    shiftClock: (ms: number) => void;
    /** A picture the user uploaded for their designs (what POST /customized/uploads keeps): its id. */
    addDesignUpload: (userId: string) => Promise<string>;
    /** A design saved by its shopper (the design calls' own work), written straight in; its id. */
    saveDesign: (design: DesignRow) => Promise<string>;
    /** The shopper edits their saved design's sides. */
    editDesign: (designId: string, sides: DesignSides) => Promise<void>;
    /** A size's stock now (a blank garment's included, which no public call shows). */
    stockOf: (variantId: string, size: Size) => Promise<number>;
    /** Makes the account (by email) staff holding exactly `permissions` (npm run staff:create's work). */
    grantStaff: (email: string, permissions: ("orders" | "catalogue")[]) => Promise<void>;
    /** The token of the unsubscribe link an offer mail to the user would carry (signed by the shop). */
    unsubscribeToken: (userId: string) => string;
    /** Runs the periodic erasure job as of `now` (docs/decisions/personal-data.md#the-retention-table). */
    runRetention: (now: Date) => Promise<Record<string, number>>;
    /** The target's database: what no call shows (what an erasure left behind). */
    database: Kysely<Database>;
  };
  /** The payment gateway the target's shop uses (a test double the scenarios steer). */
  payments: {
    /** What the gateway says about a payment from now on. */
    settle: (transactionId: string, state: "PENDING" | "COMPLETED" | "FAILED") => void;
    /** Delivers the gateway's webhook for the payment (genuine unless `authorization` is given); the status. */
    webhook: (
      transactionId: string,
      state: "COMPLETED" | "FAILED",
      authorization?: string,
    ) => Promise<number>;
  };
  teardown?: () => Promise<void>;
}

const PAGE_SIZE = 8;

function isNewestFirst(items: { createdAt: string; _id: string }[]): boolean {
  return items.every((item, i) => {
    if (i === 0) return true;
    const prev = items[i - 1];
    return prev.createdAt > item.createdAt || (prev.createdAt === item.createdAt && prev._id > item._id);
  });
}

type ListingSortName = "newest" | "price-asc" | "price-desc" | "rating";
type ListingParams = {
  page?: number;
  limit?: number;
  sort?: ListingSortName;
  size?: Size[];
  color?: string[];
  country?: string[];
  minPrice?: number;
  maxPrice?: number;
};

const SIZE_ORDER: readonly Size[] = SIZES;
const T_SHIRTS: SubCategory[] = ["t-shirt", "oversize-t-shirt", "regular-t-shirt"];

const inStockIn = (product: { variants: Product["variants"] }, sizes: string[]) =>
  product.variants.some((v) => v.sizes.some((s) => s.stock > 0 && sizes.includes(s.size)));
const hasColour = (product: { variants: Product["variants"] }, colours: string[]) =>
  product.variants.some((v) => colours.map((c) => c.toLowerCase()).includes(v.color.toLowerCase()));

/** The contract's listing rules, written out once more from the fixtures (independent of the mocks). */
function expectedListing(base: Product[], params: ListingParams) {
  const order: Record<ListingSortName, (a: Product, b: Product) => number> = {
    newest: newestFirst,
    "price-asc": (a, b) => a.finalPrice - b.finalPrice || newestFirst(a, b),
    "price-desc": (a, b) => b.finalPrice - a.finalPrice || newestFirst(a, b),
    rating: (a, b) => b.rating - a.rating || newestFirst(a, b),
  };
  const matching = base
    .filter((p) => !params.size?.length || inStockIn(p, params.size))
    .filter((p) => !params.color?.length || hasColour(p, params.color))
    .filter((p) => !params.country?.length || params.country.includes(p.declarations?.countryOfOrigin ?? ""))
    .filter((p) => params.minPrice === undefined || p.finalPrice >= params.minPrice)
    .filter((p) => params.maxPrice === undefined || p.finalPrice <= params.maxPrice)
    .sort(order[params.sort ?? "newest"]);
  const limit = params.limit ?? PAGE_SIZE;
  const start = ((params.page ?? 1) - 1) * limit;
  return { ids: matching.slice(start, start + limit).map((p) => p._id), totalCount: matching.length };
}

function expectedFacets(base: Product[]) {
  const hexByName = new Map<string, string>();
  for (const v of base.flatMap((p) => p.variants)) {
    const known = hexByName.get(v.color);
    if (known === undefined || v.colorHex < known) hexByName.set(v.color, v.colorHex);
  }
  const prices = base.map((p) => p.finalPrice);
  return {
    sizes: SIZE_ORDER.filter((size) => base.some((p) => inStockIn(p, [size]))),
    colors: [...hexByName.keys()]
      .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
      .map((name) => ({
        name,
        hex: hexByName.get(name),
      })),
    countries: [
      ...new Set(base.flatMap((p) => (p.declarations ? [p.declarations.countryOfOrigin] : []))),
    ].sort(),
    price: base.length === 0 ? { min: 0, max: 0 } : { min: Math.min(...prices), max: Math.max(...prices) },
  };
}

const inCategory = (category: Category) => catalogue.filter((p) => p.category === category);
const inSubCategories = (category: Category, slugs: SubCategory[]) =>
  catalogue.filter((p) => p.category === category && slugs.includes(p.subCategory));
const fixture = (id: string) => {
  const product = catalogue.find((p) => p._id === id);
  if (!product) throw new Error(`no fixture product ${id}`);
  return product;
};

export function contractScenarios(name: string, setup: () => Promise<ContractTarget>): void {
  describe(name, () => {
    let target: ContractTarget;
    let checkedBefore = 0;

    // Starting a target can take a while on a busy machine (the server migrates and seeds its database).
    beforeAll(async () => {
      target = await setup();
    }, 60_000);

    afterAll(async () => {
      await target?.teardown?.();
    });

    beforeEach(() => {
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

    async function listingWith(tag: ProductTag, query: ListingParams) {
      const { data } = await target.client.GET("/product/tags/{tag}", { params: { path: { tag }, query } });
      if (!data) throw new Error(`GET /product/tags/${tag} answered no data`);
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

      it("NEW marks only the products added in the 30 days before the shop's clock, not the whole collection", async () => {
        const all = await listing("newarrival", 1, 50);
        const today = Date.parse(FIXTURES_NOW);
        for (const product of all.products) {
          const days = (today - Date.parse(product.createdAt)) / 86_400_000;
          expect(product.isNew, product.name).toBe(days < 30);
        }
        expect(all.products.some((p) => p.isNew)).toBe(true);
        expect(all.products.some((p) => !p.isNew)).toBe(true);
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

    async function categoryListing(category: Category, query: ListingParams = {}) {
      const { data } = await target.client.GET("/product/category/{category}", {
        params: { path: { category }, query },
      });
      if (!data) throw new Error(`GET /product/category/${category} answered no data`);
      expect(data.success).toBe(true);
      return data.data.data.data;
    }

    async function subCategoryListing(slugs: string, category: Category, query: ListingParams = {}) {
      const { data } = await target.client.GET("/product/subcategory/{slugs}/{category}", {
        params: { path: { slugs, category }, query },
      });
      if (!data) throw new Error(`GET /product/subcategory/${slugs}/${category} answered no data`);
      expect(data.success).toBe(true);
      return data.data.data.data;
    }

    describe("GET /product/category/{category}", () => {
      it("upperwear page 1: the 8 newest upper-wear products, the full count and the base set's facets", async () => {
        const base = inCategory("upperwear");
        const page1 = await categoryListing("upperwear");
        const expected = expectedListing(base, {});
        expect(page1.page).toBe(1);
        expect(page1.limit).toBe(PAGE_SIZE);
        expect(page1.totalCount).toBe(base.length);
        expect(page1.products.map((p) => p._id)).toEqual(expected.ids);
        for (const product of page1.products) expect(product.category).toBe("upperwear");
        expect(page1.facets).toEqual(expectedFacets(base));
      });

      it("bottomwear lists only bottom wear, newest first", async () => {
        const base = inCategory("bottomwear");
        const all = await categoryListing("bottomwear", { limit: 50 });
        expect(all.totalCount).toBe(base.length);
        expect(all.products.map((p) => p._id)).toEqual(expectedListing(base, { limit: 50 }).ids);
        expect(isNewestFirst(all.products)).toBe(true);
      });

      it.each(["newest", "price-asc", "price-desc", "rating"] as const)(
        "sort=%s orders the whole category (ties newest first)",
        async (sort) => {
          const base = inCategory("upperwear");
          const all = await categoryListing("upperwear", { sort, limit: 50 });
          expect(all.products.map((p) => p._id)).toEqual(expectedListing(base, { sort, limit: 50 }).ids);
          const prices = all.products.map((p) => p.finalPrice);
          if (sort === "price-asc") expect(prices).toEqual([...prices].sort((a, b) => a - b));
          if (sort === "price-desc") expect(prices).toEqual([...prices].sort((a, b) => b - a));
          if (sort === "rating") {
            const ratings = all.products.map((p) => p.rating);
            expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
          }
        },
      );

      it("size=XXL keeps products with stock in XXL in some variant", async () => {
        const base = inCategory("upperwear");
        const listing = await categoryListing("upperwear", { size: ["XXL"], limit: 50 });
        const expected = expectedListing(base, { size: ["XXL"], limit: 50 });
        expect(listing.totalCount).toBe(expected.totalCount);
        expect(listing.totalCount).toBeLessThan(base.length);
        expect(listing.products.map((p) => p._id)).toEqual(expected.ids);
        for (const product of listing.products) {
          expect(inStockIn(product, ["XXL"]), product.name).toBe(true);
        }
      });

      it("several sizes keep products in stock in ANY of them", async () => {
        const base = inCategory("upperwear");
        const listing = await categoryListing("upperwear", { size: ["S", "XXL"], limit: 50 });
        expect(listing.products.map((p) => p._id)).toEqual(
          expectedListing(base, { size: ["S", "XXL"], limit: 50 }).ids,
        );
        for (const product of listing.products) expect(inStockIn(product, ["S", "XXL"])).toBe(true);
      });

      it("color matches variant colours case-insensitively, ANY of the listed ones", async () => {
        const base = inCategory("upperwear");
        const maroon = await categoryListing("upperwear", { color: ["maroon"], limit: 50 });
        expect(maroon.totalCount).toBe(expectedListing(base, { color: ["Maroon"] }).totalCount);
        expect(maroon.totalCount).toBeGreaterThan(0);
        for (const product of maroon.products) {
          expect(
            product.variants.some((v) => v.color === "Maroon"),
            product.name,
          ).toBe(true);
        }
        const either = await categoryListing("upperwear", { color: ["MAROON", "Olive"], limit: 50 });
        expect(either.products.map((p) => p._id)).toEqual(
          expectedListing(base, { color: ["Maroon", "Olive"], limit: 50 }).ids,
        );
      });

      it("minPrice and maxPrice bound finalPrice, both inclusive", async () => {
        const base = inCategory("upperwear");
        const listing = await categoryListing("upperwear", { minPrice: 599, maxPrice: 1299, limit: 50 });
        expect(listing.products.map((p) => p._id)).toEqual(
          expectedListing(base, { minPrice: 599, maxPrice: 1299, limit: 50 }).ids,
        );
        const prices = listing.products.map((p) => p.finalPrice);
        expect(prices).toContain(599);
        expect(prices).toContain(1299);
        for (const price of prices) expect(price >= 599 && price <= 1299).toBe(true);
      });

      it("filters, sort and paging together; facets still describe the whole base set", async () => {
        const base = inCategory("upperwear");
        const query: ListingParams = { size: ["M", "L"], minPrice: 500, maxPrice: 1500, sort: "price-asc" };
        const page2 = await categoryListing("upperwear", { ...query, page: 2, limit: 5 });
        const expected = expectedListing(base, { ...query, page: 2, limit: 5 });
        expect(page2.totalCount).toBe(expected.totalCount);
        expect(page2.products.map((p) => p._id)).toEqual(expected.ids);
        expect(page2.facets).toEqual(expectedFacets(base));
      });

      it("minPrice above maxPrice answers 400 naming minPrice", async () => {
        const error = await apiError(
          target.client.GET("/product/category/{category}", {
            params: { path: { category: "upperwear" }, query: { minPrice: 1500, maxPrice: 500 } },
          }),
        );
        expect(error.status).toBe(400);
        expect(error.serverMessage).toMatch(/^minPrice\b/);
      });

      it.each([
        ["sort", { sort: "cheapest" as ListingSortName }],
        ["size", { size: ["XXXL" as Size] }],
        ["minPrice", { minPrice: -1 }],
        ["maxPrice", { maxPrice: 9.5 }],
        ["color", { color: [""] }],
      ])("a bad %s answers 400 naming it", async (field, query) => {
        const error = await apiError(
          target.client.GET("/product/category/{category}", {
            params: { path: { category: "upperwear" }, query },
          }),
        );
        expect(error.status).toBe(400);
        expect(error.serverMessage).toMatch(new RegExp(`^${field}\\b`));
      });

      it("an unknown category answers 400 naming the category", async () => {
        const error = await apiError(
          target.client.GET("/product/category/{category}", {
            params: { path: { category: "footwear" as Category } },
          }),
        );
        expect(error.status).toBe(400);
        expect(error.serverMessage).toMatch(/\bcategory\b/);
      });
    });

    describe("GET /product/subcategory/{slugs}/{category}", () => {
      it("one slug lists that sub-category, newest first", async () => {
        const base = inSubCategories("upperwear", ["hoodie"]);
        const listing = await subCategoryListing("hoodie", "upperwear", { limit: 50 });
        expect(listing.totalCount).toBe(base.length);
        expect(listing.products.map((p) => p._id)).toEqual(expectedListing(base, { limit: 50 }).ids);
        for (const product of listing.products) expect(product.subCategory).toBe("hoodie");
        expect(listing.facets).toEqual(expectedFacets(base));
      });

      it("several slugs list all of them merged in one order, paged", async () => {
        const base = inSubCategories("upperwear", T_SHIRTS);
        const slugs = T_SHIRTS.join(",");
        const seen: string[] = [];
        for (let page = 1; page <= Math.ceil(base.length / PAGE_SIZE); page++) {
          const listing = await subCategoryListing(slugs, "upperwear", { page });
          expect(listing.totalCount).toBe(base.length);
          seen.push(...listing.products.map((p) => p._id));
        }
        expect(seen).toEqual(expectedListing(base, { limit: 50 }).ids);
        for (const id of seen) expect(T_SHIRTS).toContain(fixture(id).subCategory);
      });

      it("several slugs with a sort and filters", async () => {
        const base = inSubCategories("upperwear", ["hoodie", "shacket"]);
        const query: ListingParams = { sort: "price-desc", color: ["black", "navy"], limit: 50 };
        const listing = await subCategoryListing("hoodie,shacket", "upperwear", query);
        const expected = expectedListing(base, query);
        expect(listing.totalCount).toBe(expected.totalCount);
        expect(listing.products.map((p) => p._id)).toEqual(expected.ids);
        expect(listing.facets).toEqual(expectedFacets(base));
      });

      it("a country of origin lists only the products made there, with the base set's countries", async () => {
        const base = inSubCategories("bottomwear", ["jeans", "joggers"]);
        const query: ListingParams = { country: ["Bangladesh"], limit: 50 };
        const listing = await subCategoryListing("jeans,joggers", "bottomwear", query);
        const expected = expectedListing(base, query);
        expect(expected.totalCount).toBeGreaterThan(0);
        expect(expected.totalCount).toBeLessThan(base.length);
        expect(listing.totalCount).toBe(expected.totalCount);
        expect(listing.products.map((p) => p._id)).toEqual(expected.ids);
        expect(listing.facets.countries).toEqual(["Bangladesh", "India"]);
      });

      it("an empty base set answers no products and empty facets", async () => {
        const listing = await subCategoryListing("hoodie", "bottomwear");
        expect(listing.products).toEqual([]);
        expect(listing.totalCount).toBe(0);
        expect(listing.facets).toEqual({ sizes: [], colors: [], countries: [], price: { min: 0, max: 0 } });
      });

      it.each([["t-shirt,sweater"], ["hoodie,"], ["HOODIE"]])(
        "a bad slug list (%s) answers 400 naming slugs",
        async (slugs) => {
          const error = await apiError(
            target.client.GET("/product/subcategory/{slugs}/{category}", {
              params: { path: { slugs, category: "upperwear" } },
            }),
          );
          expect(error.status).toBe(400);
          expect(error.serverMessage).toMatch(/^slugs\b/);
        },
      );
    });

    describe("GET /product/tags/{tag} with sort and filters", () => {
      it("trending by price high to low within a price range, with the tag's facets", async () => {
        const base = productsWithTag("trending");
        const query: ListingParams = { sort: "price-desc", minPrice: 600, limit: 50 };
        const listing = await listingWith("trending", query);
        const expected = expectedListing(base, query);
        expect(listing.totalCount).toBe(expected.totalCount);
        expect(listing.products.map((p) => p._id)).toEqual(expected.ids);
        expect(listing.facets).toEqual(expectedFacets(base));
      });

      it("new arrivals in size S, top rated first", async () => {
        const base = productsWithTag("newarrival");
        const query: ListingParams = { sort: "rating", size: ["S"], limit: 50 };
        const listing = await listingWith("newarrival", query);
        expect(listing.products.map((p) => p._id)).toEqual(expectedListing(base, query).ids);
      });
    });

    describe("GET /product/search", () => {
      async function search(q: string, limit?: number) {
        const { data } = await target.client.GET("/product/search", {
          params: { query: limit === undefined ? { q } : { q, limit } },
        });
        if (!data) throw new Error(`GET /product/search?q=${q} answered no data`);
        expect(data.success).toBe(true);
        return data.data;
      }
      const hoodies = catalogue.filter((p) => p.subCategory === "hoodie");
      const tShirts = catalogue.filter((p) => T_SHIRTS.includes(p.subCategory));

      it("an exact word finds every product of that kind, one result each, with the card fields", async () => {
        const found = await search("hoodie", 20);
        expect(found.totalCount).toBe(hoodies.length);
        expect(found.results.map((r) => r.productId).sort()).toEqual(hoodies.map((p) => p._id).sort());
        for (const result of found.results) {
          const product = fixture(result.productId);
          const variant = product.variants.find((v) => v._id === result.variantId);
          expect(variant, "the result's variant belongs to its product").toBeDefined();
          expect(result.name).toBe(product.name);
          expect(result.color).toBe(variant?.color);
          expect(result.colorHex).toBe(variant?.colorHex);
          expect(result.image).toBe(variant?.images[0]);
          expect(result.finalPrice).toBe(product.finalPrice);
          expect(result.category).toBe(product.category);
        }
      });

      it("a typo ('hoddie') still finds the hoodies", async () => {
        const found = await search("hoddie", 20);
        expect(found.totalCount).toBe(hoodies.length);
        expect(found.results.map((r) => r.productId).sort()).toEqual(hoodies.map((p) => p._id).sort());
      });

      it("a typo ('tshrt') finds t-shirts and nothing else", async () => {
        const found = await search("tshrt", 20);
        expect(found.totalCount).toBe(tShirts.length);
        expect(found.results).toHaveLength(20);
        for (const result of found.results) expect(T_SHIRTS).toContain(fixture(result.productId).subCategory);
      });

      it("a colour and a kind: only black hoodies, showing their black variant", async () => {
        const blackHoodies = hoodies.filter((p) => p.variants.some((v) => v.color === "Black"));
        const found = await search("Black Hoodie", 20);
        expect(found.results.map((r) => r.productId).sort()).toEqual(blackHoodies.map((p) => p._id).sort());
        for (const result of found.results) expect(result.color).toBe("Black");
      });

      it("limit defaults to 8", async () => {
        const found = await search("tee");
        expect(found.results).toHaveLength(8);
        expect(found.totalCount).toBeGreaterThan(8);
      });

      it("nothing matching answers no results", async () => {
        const found = await search("zzqxv");
        expect(found).toEqual({ results: [], totalCount: 0 });
      });

      it.each([
        ["q", { q: "   " }],
        ["q", { q: "" }],
        ["limit", { q: "tee", limit: 21 }],
        ["limit", { q: "tee", limit: 0 }],
      ])("a bad %s (%j) answers 400 naming it", async (field, query) => {
        const error = await apiError(target.client.GET("/product/search", { params: { query } }));
        expect(error.status).toBe(400);
        expect(error.serverMessage).toMatch(new RegExp(`^${field}\\b`));
      });
    });

    describe("POST /contact/submit", () => {
      it("stores the message and it reaches the care mailbox: 201 with the thank-you message", async () => {
        const stamp = `${Date.now()}-${Math.random().toString(36).slice(2)}`;
        const body = { name: "Meera Shah", email: "meera@example.in", message: `Port Blair? ${stamp}` };
        const { data, response } = await target.client.POST("/contact/submit", { body });
        expect(response.status).toBe(201);
        expect(data).toEqual({
          success: true,
          message: "Thank you for your message. We will get back to you soon!",
        });
        const mail = (await target.inbox()).find((m) => m.content.includes(stamp));
        expect(mail, "the message in the care mailbox").toBeDefined();
        expect(mail?.to).toContain(brand.careEmail);
        expect(mail?.content).toContain(body.name);
        expect(mail?.content).toContain(body.email);
      });

      it.each([
        ["email", { name: "Meera", email: "meera-at-example", message: "Hi" }],
        ["email", { name: "Meera", email: "", message: "Hi" }],
        ["name", { name: "  ", email: "meera@example.in", message: "Hi" }],
        ["message", { name: "Meera", email: "meera@example.in" }],
      ])("a bad or missing %s answers 400 naming it, and nothing is mailed", async (field, body) => {
        const before = (await target.inbox()).length;
        const error = await apiError(
          target.client.POST("/contact/submit", {
            body: body as { name: string; email: string; message: string },
          }),
        );
        expect(error.status).toBe(400);
        expect(error.serverMessage).toMatch(new RegExp(`^${field}\\b`));
        expect((await target.inbox()).length).toBe(before);
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

    accountScenarios(() => target);
    productScenarios(() => target);
    searchPageScenarios(() => target);
    orderScenarios(() => target);
    cartScenarios(() => target);
    couponScenarios(() => target);
    catalogueScenarios(() => target);
    designScenarios(() => target);
    guestUploadScenarios(() => target);
    blankScenarios(() => target);
    complaintScenarios(() => target);
    privacyScenarios(() => target);
    correctionScenarios(() => target);
    vitalsScenarios(() => target);
  });
}
