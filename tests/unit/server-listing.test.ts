import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../server/db/database";
import { catalogue } from "../../mocks/fixtures";
import { memoryDatabase, testApp } from "./server-helpers";

let handle: DatabaseHandle;
let app: ReturnType<typeof testApp>;

beforeAll(async () => {
  handle = await memoryDatabase({ seeded: true });
  app = testApp(handle);
}, 60_000);
afterAll(() => handle.close());

const newest = (a: { createdAt: string; _id: string }, b: { createdAt: string; _id: string }) =>
  Date.parse(b.createdAt) - Date.parse(a.createdAt) || (a._id < b._id ? 1 : a._id > b._id ? -1 : 0);

const newArrivals = catalogue.filter((p) => p.tags.includes("newarrival")).sort(newest);

async function getJson(path: string) {
  const res = await app.request(path);
  return { status: res.status, type: res.headers.get("content-type") ?? "", body: await res.json() };
}

describe("GET /api/v1/product/tags/:tag", () => {
  it("answers page 1 with the 8 newest new arrivals and the full count", async () => {
    const { status, body } = await getJson("/api/v1/product/tags/newarrival");
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    const listing = body.data.data.data;
    expect(listing.page).toBe(1);
    expect(listing.limit).toBe(8);
    expect(listing.totalCount).toBe(newArrivals.length);
    expect(listing.products.map((p: { _id: string }) => p._id)).toEqual(
      newArrivals.slice(0, 8).map((p) => p._id),
    );
  });

  it("continues on page 2 without overlap", async () => {
    const page1 = (await getJson("/api/v1/product/tags/newarrival?page=1&limit=8")).body.data.data.data;
    const page2 = (await getJson("/api/v1/product/tags/newarrival?page=2&limit=8")).body.data.data.data;
    const ids1 = page1.products.map((p: { _id: string }) => p._id);
    const ids2 = page2.products.map((p: { _id: string }) => p._id);
    expect(page2.page).toBe(2);
    expect(ids2).toEqual(newArrivals.slice(8, 16).map((p) => p._id));
    expect(ids2.length).toBeGreaterThan(0);
    expect(ids1.filter((id: string) => ids2.includes(id))).toEqual([]);
  });

  it("walks every page of every tag in order, whichever end the index is read from", async () => {
    for (const tag of ["trending", "newarrival", "lowsell"] as const) {
      const expected = catalogue.filter((p) => p.tags.includes(tag)).sort(newest);
      const seen: string[] = [];
      for (let page = 1; page <= Math.ceil(expected.length / 3); page++) {
        const listing = (await getJson(`/api/v1/product/tags/${tag}?page=${page}&limit=3`)).body.data.data
          .data;
        expect(listing.totalCount).toBe(expected.length);
        seen.push(...listing.products.map((p: { _id: string }) => p._id));
      }
      expect(seen).toEqual(expected.map((p) => p._id));
    }
  });

  it("builds each card from the tables: variants with sizes, first variant's images, review count", async () => {
    const listing = (await getJson("/api/v1/product/tags/newarrival?limit=50")).body.data.data.data;
    for (const card of listing.products) {
      const source = catalogue.find((p) => p._id === card._id)!;
      expect(card.variantId).toBe(source.variants[0]._id);
      expect(card.images).toEqual(source.variants[0].images);
      expect(card.originalPrice).toBe(source.price);
      expect(card.price).toBe(source.price);
      expect(card.finalPrice).toBe(source.finalPrice);
      expect(card.reviews).toBe(source.reviews.length);
      expect(card.rating).toBeCloseTo(source.rating, 2);
      expect(card.subCategory).toBe(source.subCategory);
      expect(new Date(card.createdAt).getTime()).toBe(Date.parse(source.createdAt));
      expect(card.variants.map((v: { _id: string }) => v._id)).toEqual(source.variants.map((v) => v._id));
      const order = ["S", "M", "L", "XL", "XXL"];
      source.variants.forEach((v, i) => {
        const sorted = [...v.sizes].sort((a, b) => order.indexOf(a.size) - order.indexOf(b.size));
        expect(card.variants[i].sizes).toEqual(sorted);
        expect(card.variants[i].colorHex).toBe(v.colorHex);
      });
    }
  });

  it("answers an empty page past the end, still with the total", async () => {
    const listing = (await getJson("/api/v1/product/tags/newarrival?page=999")).body.data.data.data;
    expect(listing.products).toEqual([]);
    expect(listing.totalCount).toBe(newArrivals.length);
  });

  it.each([
    ["page=0", "page"],
    ["page=-1", "page"],
    ["page=abc", "page"],
    ["page=1.5", "page"],
    ["limit=0", "limit"],
    ["limit=51", "limit"],
    ["limit=", "limit"],
  ])("rejects %s with 400 naming %s", async (query, field) => {
    const { status, type, body } = await getJson(`/api/v1/product/tags/newarrival?${query}`);
    expect(status).toBe(400);
    expect(type).toContain("application/json");
    expect(body.success).toBe(false);
    expect(body.message).toMatch(new RegExp(`^${field}\\b`));
  });

  it("rejects an unknown tag with 400 naming the tag", async () => {
    const { status, body } = await getJson("/api/v1/product/tags/bestseller");
    expect(status).toBe(400);
    expect(body).toEqual({ success: false, message: expect.stringMatching(/^tag\b/) });
  });
});
