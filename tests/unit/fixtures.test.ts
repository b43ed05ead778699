import { existsSync, statSync } from "node:fs";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { mediaFile, mediaPaths } from "../support/mediaFiles";
import {
  BANNER_LISTS,
  banners,
  carts,
  catalogue,
  catalogueSummaries,
  customiser,
  customizations,
  customizedOrders,
  discountPercent,
  FIXTURES_NOW,
  headlines,
  makeBanner,
  makeCart,
  makeOrder,
  makeOrderItem,
  makeProduct,
  makeProductSummary,
  makeReview,
  makeUser,
  makeVariant,
  OBJECT_ID,
  orders,
  orderTotals,
  PASSWORD_RULE,
  PLACEHOLDER_IMAGE_PATH,
  PRODUCT_TAGS,
  pincodes,
  productsWithTag,
  resetFactoryIds,
  LETTER_SIZES,
  WAIST_SIZES,
  SUB_CATEGORIES,
  toSummary,
  users,
  videoConfig,
  wideImagePath,
} from "../../mocks/fixtures";

function collectIds(value: unknown, out: string[] = []): string[] {
  if (Array.isArray(value)) {
    for (const v of value) collectIds(v, out);
  } else if (value && typeof value === "object") {
    for (const [k, v] of Object.entries(value)) {
      if (k === "_id" && typeof v === "string") out.push(v);
      else collectIds(v, out);
    }
  }
  return out;
}

const everything = {
  catalogue,
  banners,
  headlines,
  customiser,
  users,
  orders,
  customizedOrders,
  customizations,
  carts,
};

describe("catalogue", () => {
  it("has at least 40 products covering every sub-category", () => {
    expect(catalogue.length).toBeGreaterThanOrEqual(40);
    const subs = new Set(catalogue.map((p) => p.subCategory));
    for (const sub of SUB_CATEGORIES) expect(subs, sub).toContain(sub);
  });

  it("puts joggers and jeans in bottom wear and the rest in upper wear", () => {
    for (const p of catalogue) {
      const bottom = p.subCategory === "joggers" || p.subCategory === "jeans";
      expect(p.category, p.name).toBe(bottom ? "bottomwear" : "upperwear");
    }
  });

  it("uses unique ObjectId-like ids everywhere", () => {
    const ids = collectIds(everything);
    expect(ids.length).toBeGreaterThan(300);
    for (const id of ids) expect(id).toMatch(OBJECT_ID);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("keeps ids stable across module loads", async () => {
    vi.resetModules();
    const again = await import("../../mocks/fixtures/products");
    expect(again.catalogue).not.toBe(catalogue);
    expect(again.catalogue).toEqual(catalogue);
  });

  it("has consistent prices and discounts", () => {
    let discounted = 0;
    let full = 0;
    for (const p of catalogue) {
      expect(Number.isInteger(p.price) && Number.isInteger(p.finalPrice), p.name).toBe(true);
      expect(p.finalPrice).toBeGreaterThanOrEqual(499);
      expect(p.finalPrice).toBeLessThanOrEqual(2499);
      expect(p.finalPrice).toBeLessThanOrEqual(p.price);
      expect(p.originalPrice).toBe(p.price);
      expect(p.discount, p.name).toBe(Math.round(((p.price - p.finalPrice) / p.price) * 100));
      if (p.discount > 0) discounted++;
      else {
        expect(p.finalPrice).toBe(p.price);
        full++;
      }
    }
    expect(discounted).toBeGreaterThan(0);
    // A sale is a few products, not nearly every card (a badge on every card means nothing).
    expect(discounted).toBeLessThanOrEqual(catalogue.length / 4);
    expect(full).toBeGreaterThan(0);
  });

  it("has at least 12 new arrivals with distinct 2026 dates; NEW only on those added in the last 30 days", () => {
    const fresh = catalogue.filter((p) => p.tags.includes("newarrival"));
    expect(fresh.length).toBeGreaterThanOrEqual(12);
    const dates = fresh.map((p) => p.createdAt);
    expect(new Set(dates).size).toBe(dates.length);
    for (const d of dates) expect(new Date(d).getUTCFullYear()).toBe(2026);
    const today = Date.parse(FIXTURES_NOW);
    for (const p of catalogue) {
      const days = (today - Date.parse(p.createdAt)) / 86_400_000;
      expect(p.isNew, p.name).toBe(days >= 0 && days < 30);
    }
    const badged = catalogue.filter((p) => p.isNew);
    // A few fresh products wear the badge; most of the catalogue, new-arrivals collection included, does not.
    expect(badged.length).toBeGreaterThanOrEqual(4);
    expect(badged.length).toBeLessThan(catalogue.length / 4);
    expect(fresh.some((p) => !p.isNew)).toBe(true);
  });

  it("dates no review after the fixtures' today", () => {
    for (const p of catalogue) {
      for (const r of p.reviews)
        expect(Date.parse(r.createdAt), p.name).toBeLessThan(Date.parse(FIXTURES_NOW));
    }
  });

  it("uses every tag and lists tagged products newest first", () => {
    for (const tag of PRODUCT_TAGS) {
      const list = productsWithTag(tag);
      expect(list.length, tag).toBeGreaterThan(0);
      for (let i = 1; i < list.length; i++) {
        expect(list[i - 1].createdAt >= list[i].createdAt).toBe(true);
      }
    }
  });

  it("has 1-3 colour variants with front, back and close-up images and stock for every size it is sold in (jeans by waist, the rest S to XXL)", () => {
    let zeroStock = 0;
    for (const p of catalogue) {
      expect(p.variants.length, p.name).toBeGreaterThanOrEqual(1);
      expect(p.variants.length, p.name).toBeLessThanOrEqual(3);
      expect(new Set(p.variants.map((v) => v.color)).size).toBe(p.variants.length);
      for (const v of p.variants) {
        expect(v.colorHex).toMatch(/^#[0-9a-f]{6}$/);
        expect(v.images).toHaveLength(3);
        expect(v.images[0]).toMatch(/-front-400\.webp$/);
        expect(v.images[1]).toMatch(/-back-400\.webp$/);
        expect(v.images[2]).toMatch(/-detail-400\.webp$/);
        expect(v.sizes.map((s) => s.size)).toEqual([
          ...(p.subCategory === "jeans" ? WAIST_SIZES : LETTER_SIZES),
        ]);
        for (const s of v.sizes) {
          expect(Number.isInteger(s.stock) && s.stock >= 0).toBe(true);
          if (s.stock === 0) zeroStock++;
        }
      }
      const inStock = p.variants.some((v) => v.sizes.some((s) => s.stock > 0));
      expect(p.isAvailable, p.name).toBe(inStock);
      expect(p.variantId).toBe(p.variants[0]._id);
      expect(p.images).toEqual(p.variants[0].images);
    }
    expect(zeroStock).toBeGreaterThan(0);
    expect(catalogue.some((p) => !p.isAvailable)).toBe(true);
  });

  it("has 0-5 reviews per product and a rating that is their average", () => {
    const counts = new Set<number>();
    for (const p of catalogue) {
      expect(p.reviews.length).toBeLessThanOrEqual(5);
      counts.add(p.reviews.length);
      for (const r of p.reviews) {
        expect(Number.isInteger(r.rating) && r.rating >= 1 && r.rating <= 5).toBe(true);
        expect(r.createdAt > p.createdAt).toBe(true);
      }
      const avg = p.reviews.length ? p.reviews.reduce((s, r) => s + r.rating, 0) / p.reviews.length : 0;
      expect(p.rating, p.name).toBeCloseTo(avg, 1);
    }
    expect(counts.has(0)).toBe(true);
    expect(counts.has(5)).toBe(true);
  });

  it("has product details with specifications", () => {
    for (const p of catalogue) {
      const d = p.productDetails[0];
      expect(d.overview.length).toBeGreaterThan(20);
      expect(d.features.length).toBeGreaterThan(0);
      expect(d.materialAndCare.length).toBeGreaterThan(0);
      expect(d.specifications.length).toBeGreaterThan(0);
    }
  });

  it("summarises products for listings", () => {
    const p = catalogue.find((x) => x.reviews.length > 0 && x.variants.length > 1)!;
    const s = toSummary(p);
    expect(s.reviews).toBe(p.reviews.length);
    expect(s.variantId).toBe(p.variants[0]._id);
    expect(s.images).toEqual(p.variants[0].images);
    expect(s.originalPrice).toBe(p.price);
    expect(s).not.toHaveProperty("productDetails");
    expect(catalogueSummaries).toHaveLength(catalogue.length);
  });
});

describe("media", () => {
  it("every image path in the fixtures is a generated file under mocks/media", () => {
    const paths = mediaPaths(everything);
    paths.add(PLACEHOLDER_IMAGE_PATH);
    for (const p of catalogue)
      for (const v of p.variants) for (const i of v.images) paths.add(wideImagePath(i));
    expect(paths.size).toBeGreaterThan(100);
    const missing = [...paths].filter((p) => {
      const file = mediaFile(p);
      return !existsSync(file) || statSync(file).size === 0;
    });
    expect(missing).toEqual([]);
  });

  it("has the 800-wide sibling of each 400-wide product image", () => {
    expect(wideImagePath("/media/products/rangrez-logo-crew-tee-black-front-400.webp")).toBe(
      "/media/products/rangrez-logo-crew-tee-black-front-800.webp",
    );
  });
});

describe("content", () => {
  it("has at least one banner for every banner list", () => {
    for (const list of BANNER_LISTS) {
      expect(banners[list]?.length, list).toBeGreaterThanOrEqual(1);
      for (const b of banners[list]) expect(b.alt.length).toBeGreaterThan(0);
    }
    expect(Object.keys(banners).sort()).toEqual([...BANNER_LISTS].sort());
  });

  it("uses mobile images on mobile lists", () => {
    for (const b of [...banners.mobilehome, ...banners.mobiletrending, ...banners.customized_mobile]) {
      expect(b.imagePath).toMatch(/-mobile\.webp$/);
    }
    for (const b of [...banners.home, ...banners.trending, ...banners.customized]) {
      expect(b.imagePath).toMatch(/-desktop\.webp$/);
    }
  });

  it("has headlines and a video config with no usable video", () => {
    expect(headlines.length).toBeGreaterThan(0);
    expect(headlines[0].text.length).toBeGreaterThan(0);
    expect(videoConfig).toEqual({ mobileVideoPath: null, desktopVideoPath: null });
  });

  it("has customiser images for each colour and type, and graphics in several categories", () => {
    expect(customiser.colors.length).toBeGreaterThanOrEqual(4);
    for (const type of ["tshirt", "hoodie"] as const) {
      for (const c of customiser.colors) {
        expect(customiser.shirtImages.some((s) => s.type === type && s.color === c.color)).toBe(true);
      }
    }
    expect(customiser.graphics.length).toBeGreaterThanOrEqual(12);
    expect(customiser.graphicCategories.length).toBeGreaterThanOrEqual(3);
    const categoryIds = new Set(customiser.graphicCategories.map((c) => c._id));
    for (const g of customiser.graphics) expect(categoryIds.has(g.categoryId)).toBe(true);
    for (const c of customiser.graphicCategories) {
      expect(customiser.graphics.some((g) => g.categoryId === c._id)).toBe(true);
    }
  });

  it("has six-digit pincodes including the big cities", () => {
    for (const p of pincodes) expect(p.pincode).toMatch(/^\d{6}$/);
    const codes = pincodes.map((p) => p.pincode);
    for (const code of ["110001", "400001", "560001", "452001"]) expect(codes).toContain(code);
  });
});

describe("users and orders", () => {
  it("has shoppers and one staff member whose passwords satisfy the signup rule", () => {
    expect(users.filter((u) => u.role === "shopper").length).toBeGreaterThanOrEqual(2);
    expect(users.filter((u) => u.role === "staff")).toHaveLength(1);
    for (const u of users) {
      expect(u.password.length).toBeGreaterThanOrEqual(8);
      expect(u.password).toMatch(/[A-Z]/);
      expect(u.password).toMatch(/[a-z]/);
      expect(u.password).toMatch(/\d/);
      expect(u.password).toMatch(/[!@#$%^&*]/);
      expect(u.password).toMatch(/^[A-Za-z\d!@#$%^&*]+$/);
      expect(PASSWORD_RULE.test(u.password)).toBe(true);
    }
    expect(PASSWORD_RULE.test("password1!")).toBe(false);
    expect(PASSWORD_RULE.test("Pass1!")).toBe(false);
    expect(new Set(users.map((u) => u.email)).size).toBe(users.length);
  });

  it("builds orders from catalogue products with consistent totals", () => {
    expect(orders.length).toBeGreaterThan(0);
    const productIds = new Set(catalogue.map((p) => p._id));
    for (const o of orders) {
      const subtotal = o.items.reduce((s, i) => s + i.price * i.quantity, 0);
      expect(o.subtotal).toBe(subtotal);
      // Prices include GST: the total is what the lines cost, less the coupon, plus the charges…
      const charges = (o.giftWrap ?? 0) + o.shipping + (o.codFee ?? 0);
      expect(o.totalAmount).toBe(subtotal - o.discount + charges);
      expect(o.discountOnMrp).toBe((o.totalMrp ?? 0) - subtotal);
      // …and the GST it contains adds up, with what it is charged on, to that total.
      const gst = o.gstBreakdown;
      expect(gst?.total).toBe(o.gst);
      const rated = (gst?.rates ?? []).reduce((sum, r) => sum + r.taxable + r.tax, 0);
      expect(rated).toBeCloseTo(o.totalAmount, 2);
      for (const i of o.items) expect(productIds.has(i.productId)).toBe(true);
    }
    expect(orderTotals([{ price: 699, quantity: 1 }])).toEqual({
      subtotal: 699,
      discount: 0,
      gst: 83,
      shipping: 50,
      totalAmount: 832,
    });
  });

  it("links customised orders to saved designs", () => {
    const designIds = new Set(customizations.map((c) => c._id));
    for (const o of customizedOrders) expect(designIds.has(o.customizationId)).toBe(true);
  });
});

describe("factories", () => {
  beforeEach(() => resetFactoryIds());

  it("honour overrides and recompute derived fields", () => {
    const variant = makeVariant({ color: "Olive", colorHex: "#5a6b32" });
    const p = makeProduct({
      name: "Test Hoodie",
      price: 2000,
      finalPrice: 1500,
      tags: ["newarrival"],
      createdAt: "2026-11-10T10:00:00.000Z",
      variants: [variant],
      reviews: [makeReview({ rating: 4 }), makeReview({ rating: 2 })],
    });
    expect(p.name).toBe("Test Hoodie");
    expect(p.discount).toBe(25);
    expect(p.isNew).toBe(true);
    expect(p.originalPrice).toBe(2000);
    expect(p.variantId).toBe(variant._id);
    expect(p.variants[0].color).toBe("Olive");
    expect(p.rating).toBe(3);
    expect(makeProduct({ discount: 99 }).discount).toBe(99);
    // Added months before the fixtures' today: not new, whatever its tags.
    expect(makeProduct({ tags: ["newarrival"] }).isNew).toBe(false);
  });

  it("give deterministic ids after a reset", () => {
    const first = [makeProduct()._id, makeUser()._id, makeOrder()._id];
    resetFactoryIds();
    const second = [makeProduct()._id, makeUser()._id, makeOrder()._id];
    expect(second).toEqual(first);
    expect(makeProduct()._id).not.toBe(first[0]);
  });

  it("summaries count reviews and accept overrides", () => {
    const s = makeProductSummary({ name: "Card Tee", reviews: 7, isNew: true });
    expect(s.name).toBe("Card Tee");
    expect(s.reviews).toBe(7);
    expect(s.isNew).toBe(true);
    expect(makeProductSummary().reviews).toBe(1);
  });

  it("compute order totals from items and honour overrides", () => {
    const o = makeOrder({
      items: [makeOrderItem({ price: 1000, quantity: 2 })],
      discount: 100,
      status: "shipped",
    });
    expect(o.subtotal).toBe(2000);
    expect(o.gst).toBe(228);
    expect(o.totalAmount).toBe(2000 - 100 + 228 + 50);
    expect(o.status).toBe("shipped");
    expect(makeUser({ username: "zed", address: null }).address).toBeNull();
    expect(makeCart({ products: [] }).products).toEqual([]);
    expect(makeBanner({ page: "trending" }).page).toBe("trending");
  });

  it("match the discount rule", () => {
    expect(discountPercent(999, 599)).toBe(40);
    expect(discountPercent(0, 0)).toBe(0);
  });
});
